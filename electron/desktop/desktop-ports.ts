/**
 * What main needs from the desktop beyond IPC. Electron's main.ts supplies these with
 * dialog, webContents.printToPDF and Notification; the e2e harness supplies a fixed
 * folder, Chromium's page.pdf() and a recording list, so the same handlers run in both.
 */
export interface DesktopPorts {
  /** Asks the user where to save a file; null when they cancel. */
  chooseSavePath(request: SaveRequest): Promise<string | null>;
  /** Renders the app's window, as it is now, to a PDF using the page's print styles. */
  printToPdf(): Promise<Uint8Array>;
  /** Shows a desktop notification. */
  notify(notification: DesktopNotification): void;
}

export interface SaveRequest {
  suggestedName: string;
  /** For the dialog's type filter, e.g. { name: 'PDF document', extensions: ['pdf'] }. */
  filter: { name: string; extensions: string[] };
}

export interface DesktopNotification {
  title: string;
  body: string;
}

/** For contexts built without a desktop (unit tests of unrelated parts): saving is cancelled, nothing is shown. */
export const headlessDesktop: DesktopPorts = {
  chooseSavePath: async () => null,
  printToPdf: async () => {
    throw new Error('This context has no window to print.');
  },
  notify: () => undefined,
};

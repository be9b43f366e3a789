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
  /**
   * Opens an https page in the system browser (shell.openExternal). Optional so contexts
   * that never open links need not supply it; without it, opening a link is refused plainly.
   */
  openExternal?(url: string): Promise<void>;
  /**
   * Asks, in a dialog main shows itself (never the window), whether the stored API key may
   * go to new service hosts; resolves true only when the person chose to send it. Optional:
   * without it every such change is cancelled.
   */
  confirmKeyOrigin?(question: KeyOriginQuestion): Promise<boolean>;
}

export interface KeyOriginQuestion {
  /** The new hosts the key would go to (host and port, as in the address). */
  hosts: string[];
  /** The hosts the key goes to now. */
  currentHosts: string[];
}

interface SaveRequest {
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

/** What the router knows of the frame an IPC message came from. */
export interface SenderFrame {
  url: string;
  /** True only for the top-level frame of the window (never an iframe). */
  isMainFrame: boolean;
}

/**
 * Builds the check that an IPC sender is the app's own page: its main frame, loaded
 * from the app's own origin (the bundled file, or the dev server while developing).
 * Origins are compared whole, so https://example.com.attacker.com never passes for
 * https://example.com.
 */
export function createSenderCheck(appUrl: string): (frame: SenderFrame) => boolean {
  const app = new URL(appUrl);
  return (frame) => {
    if (!frame.isMainFrame) return false;
    let url: URL;
    try {
      url = new URL(frame.url);
    } catch {
      return false;
    }
    if (app.protocol === 'file:') {
      // file: URLs all share the opaque origin "null"; the exact page is what identifies the app.
      return url.protocol === 'file:' && url.host === app.host && url.pathname === app.pathname;
    }
    return url.origin === app.origin;
  };
}

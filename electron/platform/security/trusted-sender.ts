import { isSameAppOrigin, parseUrl } from './app-origin';

/** What the router knows of the frame an IPC message came from. */
export interface SenderFrame {
  url: string;
  /** True only for the top-level frame of the window (never an iframe). */
  isMainFrame: boolean;
}

/**
 * Builds the check that an IPC sender is the app's own page: its main frame, loaded
 * from the app's own origin (app://vindesk, or the dev server while developing).
 * Scheme and host are compared whole, so https://example.com.attacker.com never
 * passes for https://example.com, nor app://other for app://vindesk.
 */
export function createSenderCheck(appUrl: string): (frame: SenderFrame) => boolean {
  const app = new URL(appUrl);
  return (frame) => {
    if (!frame.isMainFrame) return false;
    const url = parseUrl(frame.url);
    return url !== null && isSameAppOrigin(url, app);
  };
}

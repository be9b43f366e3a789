/** Decides what the window may do with a URL. Pure functions, wired in main.ts. */

/** Any in-window navigation away from the app's own page is refused. */
export function isNavigationAllowed(targetUrl: string, appUrl: string): boolean {
  try {
    const target = new URL(targetUrl);
    const app = new URL(appUrl);
    if (app.protocol === 'file:') {
      return target.protocol === 'file:' && target.pathname === app.pathname;
    }
    return target.origin === app.origin;
  } catch {
    return false;
  }
}

/** Only https links leave the app, and only to the system browser. */
export function isSafeExternalUrl(url: string): boolean {
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' && parsed.hostname.length > 0 && parsed.username === '' && parsed.password === '';
  } catch {
    return false;
  }
}

/** Every window.open is denied; an https target is handed to the system browser instead. */
export function decideWindowOpen(url: string): { action: 'deny'; openExternally: boolean } {
  return { action: 'deny', openExternally: isSafeExternalUrl(url) };
}

import { isSameAppOrigin, parseUrl } from './app-origin';

/** Decides what the window may do with a URL. Pure functions, wired in main.ts. */

/** Any in-window navigation away from the app's own origin is refused. */
export function isNavigationAllowed(targetUrl: string, appUrl: string): boolean {
  const target = parseUrl(targetUrl);
  const app = parseUrl(appUrl);
  return target !== null && app !== null && isSameAppOrigin(target, app);
}

/** Only https links leave the app, and only to the system browser. */
export function isSafeExternalUrl(url: string): boolean {
  const parsed = parseUrl(url);
  return (
    parsed !== null &&
    parsed.protocol === 'https:' &&
    parsed.hostname.length > 0 &&
    parsed.username === '' &&
    parsed.password === ''
  );
}

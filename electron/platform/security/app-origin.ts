// The origin the renderer is served from. A custom, privileged scheme instead of
// file://: it gives the page a real origin (module scripts, CSP, storage) without
// the grantFileProtocolExtraPrivileges fuse, and no other file on disk shares it.
export const APP_SCHEME = 'app';
export const APP_HOST = 'vindesk';
export const APP_INDEX_URL = `${APP_SCHEME}://${APP_HOST}/index.html`;

/** Schemes WHATWG URL treats as special: their URL.origin is meaningful. */
const SPECIAL_SCHEMES = new Set(['http:', 'https:', 'ws:', 'wss:', 'ftp:']);

/**
 * True when target belongs to the same app origin as app. Node's URL.origin is
 * "null" for non-special schemes such as app:, so comparing origins would let any
 * other custom scheme pass; scheme and host (with port) are compared explicitly.
 * For file: (only a developer's unpackaged build) the exact page identifies the app.
 */
export function isSameAppOrigin(target: URL, app: URL): boolean {
  if (target.protocol !== app.protocol) return false;
  if (app.protocol === 'file:') return target.host === app.host && target.pathname === app.pathname;
  if (SPECIAL_SCHEMES.has(app.protocol)) return target.origin === app.origin;
  return target.host !== '' && target.host === app.host && target.username === '' && target.password === '';
}

/** Parses a URL, or null: senders and navigation targets arrive as untrusted strings. */
export function parseUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

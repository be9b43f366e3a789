/**
 * The renderer's Content Security Policy: only the app's own files, no network origin,
 * no inline script. Photos arrive from main as bytes (channel vehicle.photo) and show as data: URLs.
 * Sent as a response header by main and repeated in index.html's meta tag.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "media-src 'self' blob: mediastream:",
  "connect-src 'self'",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "frame-src 'none'",
  "worker-src 'self' blob:",
].join('; ');

/** Adds the CSP header to a response's headers, replacing any policy already there. */
export function withContentSecurityPolicy(
  headers: Record<string, string[] | string> | undefined,
): Record<string, string[] | string> {
  const next: Record<string, string[] | string> = {};
  for (const [name, value] of Object.entries(headers ?? {})) {
    if (name.toLowerCase() !== 'content-security-policy') next[name] = value;
  }
  next['Content-Security-Policy'] = [CONTENT_SECURITY_POLICY];
  return next;
}

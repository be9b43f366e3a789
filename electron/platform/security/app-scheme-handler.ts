import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { APP_HOST, APP_SCHEME } from './app-origin';
import { CONTENT_SECURITY_POLICY } from './content-security-policy';

// Serves the built renderer for protocol.handle('app', …). Module scripts are only
// run when served with a JavaScript MIME type, so every type is set explicitly.
const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.txt': 'text/plain; charset=utf-8',
};

const SECURITY_HEADERS = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Cache-Control': 'no-cache',
};

function refuse(status: 400 | 403 | 404 | 405, message: string): Response {
  return new Response(message, {
    status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': 'text/plain; charset=utf-8' },
  });
}

/**
 * The file under root that a request path names, or a refusal. The path is decoded
 * once and then checked segment by segment, so "..%2f", "%2e%2e", backslashes and
 * NUL bytes are refused before the file system sees them, whatever they decode to.
 */
function resolveRequestPath(root: string, pathname: string): string | Response {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return refuse(400, 'Malformed path');
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.includes('%')) {
    return refuse(403, 'Forbidden path');
  }
  const segments = decoded.split('/').filter((segment) => segment !== '');
  if (segments.some((segment) => segment === '.' || segment === '..')) return refuse(403, 'Forbidden path');
  const file = resolve(join(root, ...(segments.length === 0 ? ['index.html'] : segments)));
  if (!file.startsWith(root + sep)) return refuse(403, 'Forbidden path');
  return file;
}

/** Builds the app:// handler over the built renderer folder. */
export function createAppSchemeHandler(rendererDir: string): (request: Request) => Promise<Response> {
  const root = resolve(rendererDir);
  return async (request) => {
    let url: URL;
    try {
      url = new URL(request.url);
    } catch {
      return refuse(400, 'Malformed URL');
    }
    if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return refuse(404, 'Unknown host');
    if (request.method !== 'GET' && request.method !== 'HEAD') return refuse(405, 'Method not allowed');
    const file = resolveRequestPath(root, url.pathname);
    if (file instanceof Response) return file;
    try {
      const info = await stat(file);
      if (!info.isFile()) return refuse(404, 'Not found');
      const body = request.method === 'HEAD' ? null : await readFile(file);
      return new Response(body, {
        status: 200,
        headers: {
          ...SECURITY_HEADERS,
          'Content-Type': CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
          'Content-Length': String(info.size),
        },
      });
    } catch {
      return refuse(404, 'Not found');
    }
  };
}

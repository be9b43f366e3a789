import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
  '.map': 'application/json; charset=utf-8',
};

export interface StaticServer {
  /** The app page, e.g. http://127.0.0.1:41234/index.html: main trusts this origin as the IPC sender. */
  indexUrl: string;
  close(): Promise<void>;
}

/** Serves the built renderer (out/renderer) on 127.0.0.1 at a random port, the way the packaged app loads its files. */
export async function startStaticServer(rootDir: string): Promise<StaticServer> {
  const root = resolve(rootDir);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url ?? '/', 'http://127.0.0.1');
      const relative = decodeURIComponent(url.pathname === '/' ? '/index.html' : url.pathname);
      const file = normalize(join(root, relative));
      // Never serve outside the build folder, whatever the path says.
      if (file !== root && !file.startsWith(root + sep)) {
        response.writeHead(403).end();
        return;
      }
      try {
        const info = await stat(file);
        if (!info.isFile()) throw new Error('not a file');
        response.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'cache-control': 'no-store',
          'x-content-type-options': 'nosniff',
        });
        createReadStream(file).pipe(response);
      } catch {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      }
    })();
  });
  await new Promise<void>((resolveListen) => server.listen(0, '127.0.0.1', resolveListen));
  const { port } = server.address() as AddressInfo;
  return {
    indexUrl: `http://127.0.0.1:${port}/index.html`,
    close: () =>
      new Promise<void>((resolveClose) => {
        server.closeAllConnections();
        server.close(() => resolveClose());
      }),
  };
}

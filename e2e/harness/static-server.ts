import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { APP_HOST, APP_SCHEME } from '../../electron/platform/security/app-origin';
import { createAppSchemeHandler } from '../../electron/platform/security/app-scheme-handler';

export interface StaticServer {
  /** The app page, e.g. http://127.0.0.1:41234/index.html: main trusts this origin as the IPC sender. */
  indexUrl: string;
  close(): Promise<void>;
}

/**
 * Serves the built renderer on 127.0.0.1 at a random port through main's own app://
 * handler, so the page gets exactly the files, types and CSP header the packaged app
 * serves. Chromium cannot load a custom scheme without Electron, hence the http shell.
 */
export async function startStaticServer(rootDir: string): Promise<StaticServer> {
  const handle = createAppSchemeHandler(rootDir);
  const server: Server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname;
      const answer = await handle(
        new Request(`${APP_SCHEME}://${APP_HOST}${path}`, { method: request.method ?? 'GET' }),
      );
      response.writeHead(answer.status, Object.fromEntries(answer.headers));
      if (answer.body) Readable.fromWeb(answer.body as NodeReadableStream<Uint8Array>).pipe(response);
      else response.end();
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

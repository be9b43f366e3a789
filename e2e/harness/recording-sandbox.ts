import { createServer, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestSandboxLauncher } from '../../electron/app/test-support/test-main-context';
import { startSandbox, type SandboxOptions } from '../../sandbox/start-sandbox';

/** One request the demo sandbox answered, logged once its answer was fully sent. */
export interface ServedRequest {
  method: string;
  /** Path and query as main sent them, e.g. "/vin/1HGCM82633A004352". */
  url: string;
  status: number;
}

/**
 * Starts the real demo sandbox behind a loopback proxy that logs what main asks of it, so a
 * spec can tell which service calls a screen caused (a prefetch, a cache hit that made none).
 * The proxy stands where the sandbox does: main knows only its address.
 */
export function recordingSandboxLauncher(served: ServedRequest[]): TestSandboxLauncher {
  return async (options: SandboxOptions) => {
    const sandbox = await startSandbox(options);
    const proxy = createServer((req, res) => {
      const upstream = httpRequest(
        `${sandbox.url}${req.url ?? '/'}`,
        { method: req.method, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () =>
            served.push({ method: req.method ?? 'GET', url: req.url ?? '/', status: answer.statusCode ?? 0 }),
          );
        },
      );
      upstream.on('error', () => res.destroy());
      req.pipe(upstream);
    });
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
    return {
      url,
      v1Url: `${url}/v1`,
      faults: sandbox.faults,
      requestCount: () => sandbox.requestCount(),
      statusCount: (status) => sandbox.statusCount(status),
      close: async () => {
        proxy.closeAllConnections();
        await new Promise<void>((resolve) => proxy.close(() => resolve()));
        await sandbox.close();
      },
    };
  };
}

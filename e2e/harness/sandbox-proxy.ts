import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, type Harness } from './fixtures';

// The demo sandbox at a loopback address fixed before main starts (settings.json names it), so a
// test can stand for a live service: its key is sent, and closing the proxy makes the service
// unreachable while the sandbox's own fault rules still reach every call through it.

/** A loopback port with nothing listening on it (taken, then released). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Forwards every request at `port` to the sandbox, its key header and all, until closed. */
export async function proxyToSandbox(harness: Harness, port: number): Promise<Server> {
  const target = harness.ctx.sandboxUrl;
  expect(target, 'the sandbox is running').toBeTruthy();
  const server = createServer((request, response) => {
    const headers: Record<string, string> = {};
    for (const name of ['authorization', 'accept']) {
      const value = request.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    fetch(`${target}${request.url ?? '/'}`, { headers })
      .then(async (answer) => {
        response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/json' });
        response.end(Buffer.from(await answer.arrayBuffer()));
      })
      .catch(() => {
        response.writeHead(502);
        response.end();
      });
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

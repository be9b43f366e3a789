import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A real HTTP service in front of the sandbox that passes the first `answer` requests through
 * and then holds every request open, answering none: a service that has gone slow mid-sweep.
 */
export interface HoldingFront {
  url: string;
  /** Requests passed through and answered. */
  answered(): number;
  /** Requests held open, not answered (closed by their client or not). */
  held(): number;
  /** Held requests whose connection the client has closed. */
  abandoned(): number;
  close(): Promise<void>;
}

export async function startHoldingFront(target: () => string, answer: number): Promise<HoldingFront> {
  let passed = 0;
  let answered = 0;
  let abandoned = 0;
  const held: ServerResponse[] = [];
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    if (passed >= answer) {
      held.push(response);
      response.on('close', () => (abandoned += 1));
      return;
    }
    passed += 1;
    const headers: Record<string, string> = {};
    const authorization = request.headers.authorization;
    if (authorization) headers.authorization = authorization;
    void fetch(`${target()}${request.url ?? '/'}`, { headers })
      .then(async (upstream) => {
        const body = Buffer.from(await upstream.arrayBuffer());
        response.writeHead(upstream.status, {
          'content-type': upstream.headers.get('content-type') ?? 'application/json',
        });
        response.end(body);
        answered += 1;
      })
      .catch(() => response.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    answered: () => answered,
    held: () => held.length,
    abandoned: () => abandoned,
    async close() {
      for (const response of held) response.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

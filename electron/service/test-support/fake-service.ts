import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

// A tiny local HTTP server for the client's unit tests: each test says how to answer,
// and the server records every request it saw (so tests can count tries and check
// headers and queries).

interface SeenRequest {
  method: string;
  path: string;
  url: URL;
  headers: IncomingMessage['headers'];
  /** Set when the client hung up before the answer was sent. */
  aborted: boolean;
}

type Reply =
  | { status: number; body?: unknown; raw?: string; headers?: Record<string, string>; delayMs?: number }
  | { destroy: true };

export type Route = (request: SeenRequest) => Reply | Promise<Reply>;

export interface FakeService {
  url: string;
  seen: SeenRequest[];
  setRoute(route: Route): void;
  close(): Promise<void>;
}

export async function startFakeService(route: Route = () => ({ status: 404, body: {} })): Promise<FakeService> {
  let current = route;
  const seen: SeenRequest[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const request: SeenRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      url,
      headers: req.headers,
      aborted: false,
    };
    seen.push(request);
    res.on('close', () => {
      if (!res.writableFinished) request.aborted = true;
    });
    void Promise.resolve(current(request)).then(async (reply) => {
      if ('destroy' in reply) {
        req.socket.destroy();
        return;
      }
      if (reply.delayMs) await new Promise((resolve) => setTimeout(resolve, reply.delayMs));
      if (res.destroyed) return;
      res.writeHead(reply.status, { 'content-type': 'application/json', ...reply.headers });
      res.end(reply.raw ?? (reply.body === undefined ? '' : JSON.stringify(reply.body)));
    });
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    seen,
    setRoute(next) {
      current = next;
    },
    close() {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}

// The sandbox's HTTP server (node:http): routing, authentication, plan access,
// per-key rate limits and fault injection. What the spec and auto.dev do differently
// (routes, where the key is read, the refusals and the error bodies) comes from the dialect.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SandboxState } from '../state/sandbox-state';
import { ApiError } from '../endpoints/api-error';
import { planOfKey, RATE_LIMITS } from './demo-keys';
import { FaultInjector, parseFaultHeader, type Fault } from './faults';
import type { HandlerResult, RequestContext } from '../endpoints/handler-types';
import { RateLimiter } from './rate-limiter';
import type { Route } from './routes';
import type { SandboxDialect } from './sandbox-dialect';

export interface SandboxServerOptions {
  rateLimit: boolean;
  dialect: SandboxDialect;
  /** Clock of the rate limiter, milliseconds (tests inject one); default performance.now. */
  clock?: () => number;
}

export interface SandboxServer {
  server: Server;
  faults: FaultInjector;
  requestCount(): number;
  /** How many answers had this status (429s, for the pacing tests and the bench). */
  statusCount(status: number): number;
  setBaseUrl(url: string): void;
}

/** A POST body as JSON; anything else is the spec's 400 INVALID_PARAMETER. */
async function jsonBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8')) as unknown;
  } catch {
    throw new ApiError(400, 'INVALID_PARAMETER', 'The body must be JSON, e.g. {"day": 3}');
  }
}

export function createSandboxServer(state: SandboxState, options: SandboxServerOptions): SandboxServer {
  const { dialect } = options;
  const statuses = new Map<number, number>();
  const faults = new FaultInjector();
  const limiter = new RateLimiter(options.clock);
  let served = 0;
  let sequence = 0;
  let baseUrl = 'http://127.0.0.1';

  const send = (res: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}) => {
    const text = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(text),
      ...headers,
    });
    res.end(text);
  };

  const sendError = (res: ServerResponse, error: ApiError, route: Route | null, url: URL, requestId: string) => {
    const headers: Record<string, string> = { 'X-Request-Id': requestId };
    if (error.extra.retryAfter !== undefined) headers['Retry-After'] = String(error.extra.retryAfter);
    send(res, error.status, dialect.errorBody(error, route, url, requestId), headers);
  };

  const applyFault = async (
    fault: Fault,
    res: ServerResponse,
    route: Route | null,
    url: URL,
    requestId: string,
  ): Promise<boolean> => {
    switch (fault.kind) {
      case 'latency':
        await new Promise((resolve) => setTimeout(resolve, fault.latencyMs));
        return false;
      case 'reset':
        res.socket?.destroy();
        return true;
      case 'malformed':
        res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', 'X-Request-Id': requestId });
        res.end('{"data": [{"vin": "1HGCV1F3');
        return true;
      case '429':
      case '503':
        sendError(res, dialect.injectedFault(fault.kind, fault.retryAfter), route, url, requestId);
        return true;
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    served++;
    res.once('finish', () => statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1));
    sequence++;
    const requestId = dialect.requestId(sequence);
    const url = new URL(req.url ?? '/', baseUrl);
    const match = dialect.routes
      .map((route) => ({ route, m: route.pattern.exec(url.pathname) }))
      .find((x) => x.m !== null);
    const route = match?.route ?? null;
    try {
      // The order of the gates below (fault, method, route, key, plan, rate limit, then the
      // dialect's admit) is what auto.dev's billing rule is written against: a request stopped
      // at a gate is not billed, one that reaches admit is (autodev/billed-calls.ts).
      const fault = route?.instrument
        ? null
        : (parseFaultHeader(req.headers['x-sandbox-fault']?.toString()) ?? faults.take(url.pathname));
      if (fault && (await applyFault(fault, res, route, url, requestId))) return;
      const posted = req.method === 'POST' && route?.post === true;
      if (req.method !== 'GET' && req.method !== 'HEAD' && !posted)
        throw new ApiError(405, 'METHOD_NOT_ALLOWED', 'Every endpoint of this service is GET');
      if (!route || !match?.m) throw new ApiError(404, 'RESOURCE_NOT_FOUND', `No such endpoint: ${url.pathname}`);
      let plan = null;
      let key: string | null = null;
      if (route.endpoint || route.needsKey) {
        key = dialect.keyOf(req, url, route);
        if (!key) throw dialect.unauthorized(true);
        plan = planOfKey(key);
        if (!plan) throw dialect.unauthorized(false);
        const refusal = route.endpoint ? dialect.planRefusal(plan, route.endpoint) : null;
        if (refusal) throw refusal;
        if (options.rateLimit && !route.instrument) {
          const wait = limiter.take(key, RATE_LIMITS[plan]);
          if (wait > 0) throw dialect.rateLimited(plan, wait);
        }
        dialect.admit(key, plan, route);
      }
      const ctx: RequestContext = {
        state,
        url,
        baseUrl,
        query: url.searchParams,
        params: match.m.slice(1).map((p) => decodeURIComponent(p ?? '')),
        plan,
        apiKey: key,
        requestId,
        ...(posted ? { body: await jsonBody(req) } : {}),
      };
      const result: HandlerResult = await route.handler(ctx);
      if (result.kind === 'raw') {
        res.writeHead(200, {
          'Content-Type': result.contentType,
          'Content-Length': result.body.length,
          'Cache-Control': `public, max-age=${result.cacheSeconds ?? 0}`,
        });
        res.end(req.method === 'HEAD' ? undefined : result.body);
        return;
      }
      send(res, result.status ?? 200, result.body, { 'X-Request-Id': requestId });
    } catch (error) {
      if (error instanceof ApiError) sendError(res, error, route, url, requestId);
      else {
        console.error('sandbox: unexpected error', error);
        sendError(
          res,
          new ApiError(500, 'INTERNAL_ERROR', 'The sandbox failed to answer this request'),
          route,
          url,
          requestId,
        );
      }
    }
  };

  const server = createServer((req, res) => {
    void handle(req, res);
  });
  return {
    server,
    faults,
    requestCount: () => served,
    statusCount: (status) => statuses.get(status) ?? 0,
    setBaseUrl: (url) => {
      baseUrl = url;
    },
  };
}

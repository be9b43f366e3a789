// The sandbox's HTTP server (node:http): routing, authentication, plan access,
// per-key rate limits, fault injection, and the spec's error objects.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { PLAN_LABELS, planIncludes, MINIMUM_PLAN } from '../../../shared/plan/plan-access';
import type { SandboxState } from '../sandbox-state';
import { ApiError, errorBody } from './api-error';
import { planOfKey, RATE_LIMITS } from './demo-keys';
import { FaultInjector, parseFaultHeader, type Fault } from './faults';
import type { HandlerResult, RequestContext } from './handler-types';
import { RateLimiter } from './rate-limiter';
import { ROUTES, type Route } from './routes';

export interface SandboxServerOptions {
  rateLimit: boolean;
}

export interface SandboxServer {
  server: Server;
  faults: FaultInjector;
  requestCount(): number;
  setBaseUrl(url: string): void;
}

const ENDPOINT_NAMES: Readonly<Record<string, [string, boolean]>> = {
  listings: ['Listings', true],
  listing: ['Listings', true],
  photos: ['Photos', true],
  vin: ['VIN decode', false],
  tco: ['Total cost of ownership', false],
  payments: ['Payment calculations', true],
  apr: ['Interest rates', true],
  specs: ['Specifications', true],
  recalls: ['Recalls', true],
  openrecalls: ['Open recalls', true],
  plate: ['Plate lookup', false],
  taxes: ['Taxes and fees', true],
  build: ['Build data', false],
};

function redactedPath(url: URL): string {
  // Echo the path and query as sent, but never an API key passed in the query.
  if (!url.searchParams.has('apiKey')) return url.pathname + url.search;
  const q = new URLSearchParams(url.search);
  q.set('apiKey', '***');
  return `${url.pathname}?${q.toString()}`;
}

function bearer(req: IncomingMessage): string | null {
  const header = req.headers.authorization;
  const match = header ? /^Bearer\s+(\S+)\s*$/i.exec(header) : null;
  return match ? match[1]! : null;
}

export function createSandboxServer(state: SandboxState, options: SandboxServerOptions): SandboxServer {
  const faults = new FaultInjector();
  const limiter = new RateLimiter();
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
    let path = redactedPath(url);
    if (route?.errorPathPrefix) path = route.errorPathPrefix + path.slice(route.pathPrefixLength ?? 0);
    const body = errorBody(error, path, requestId);
    const headers: Record<string, string> = { 'X-Request-Id': requestId };
    if (error.extra.retryAfter !== undefined) headers['Retry-After'] = String(error.extra.retryAfter);
    send(res, error.status, route?.wrapErrors ? { error: body } : body, headers);
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
        sendError(
          res,
          new ApiError(429, 'RATE_LIMITED', 'Too many requests: slow down and retry after the indicated delay', {
            retryAfter: fault.retryAfter,
          }),
          route,
          url,
          requestId,
        );
        return true;
      case '503':
        sendError(
          res,
          new ApiError(503, 'SOURCE_ERROR', 'The data source is temporarily unavailable; try again shortly'),
          route,
          url,
          requestId,
        );
        return true;
    }
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    served++;
    sequence++;
    const requestId = `req_${Date.now().toString(36)}${sequence.toString(36).padStart(5, '0')}`;
    const url = new URL(req.url ?? '/', baseUrl);
    const match = ROUTES.map((route) => ({ route, m: route.pattern.exec(url.pathname) })).find((x) => x.m !== null);
    const route = match?.route ?? null;
    try {
      const fault = parseFaultHeader(req.headers['x-sandbox-fault']?.toString()) ?? faults.take(url.pathname);
      if (fault && (await applyFault(fault, res, route, url, requestId))) return;
      if (req.method !== 'GET' && req.method !== 'HEAD')
        throw new ApiError(405, 'METHOD_NOT_ALLOWED', 'Every endpoint of this service is GET');
      if (!route || !match?.m) throw new ApiError(404, 'RESOURCE_NOT_FOUND', `No such endpoint: ${url.pathname}`);
      let plan = null;
      if (route.endpoint) {
        const key = bearer(req) ?? (route.v1 ? url.searchParams.get('apiKey') : null);
        if (!key)
          throw new ApiError(401, 'UNAUTHORIZED', 'Missing API key: send the header Authorization: Bearer <API_KEY>');
        plan = planOfKey(key);
        if (!plan) throw new ApiError(401, 'UNAUTHORIZED', 'Invalid API key');
        if (!planIncludes(plan, route.endpoint)) {
          const [label, plural] = ENDPOINT_NAMES[route.endpoint] ?? [route.endpoint, false];
          throw new ApiError(
            403,
            'PLAN_REQUIRED',
            `${label} ${plural ? 'need' : 'needs'} the ${PLAN_LABELS[MINIMUM_PLAN[route.endpoint]]} plan`,
          );
        }
        if (options.rateLimit) {
          const wait = limiter.take(key, RATE_LIMITS[plan]);
          if (wait > 0)
            throw new ApiError(
              429,
              'RATE_LIMITED',
              `Rate limit exceeded: the ${PLAN_LABELS[plan]} plan allows ${RATE_LIMITS[plan]} requests per second`,
              { retryAfter: wait },
            );
        }
      }
      const ctx: RequestContext = {
        state,
        url,
        baseUrl,
        query: url.searchParams,
        params: match.m.slice(1).map((p) => decodeURIComponent(p ?? '')),
        plan,
        requestId,
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
    setBaseUrl: (url) => {
      baseUrl = url;
    },
  };
}

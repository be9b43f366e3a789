// The hosted auto.dev service as the sandbox plays it (docs/real-service.md): Bearer keys (V2 also
// ?apiKey=, v1 only ?apikey=), the auth layer's 401, 402 plan refusals, a bare 429, the Free
// plan's monthly cap, 16-hex request ids, bare error objects (wrapped on /apr only).
import { randomBytes } from 'node:crypto';
import { planIncludes } from '../../shared/plan/plan-access';
import { ApiError, errorBody } from '../endpoints/api-error';
import { bearerKey, redactedPath, type SandboxDialect } from '../http/sandbox-dialect';
import { AUTH_MESSAGE, planRequired, RATE_LIMITED, rateLimited, unauthorized, UNAUTHORIZED } from './autodev-errors';
import { KEY_PARAMS } from './autodev-listings-query';
import { autodevRoutes } from './autodev-routes';
import { BilledCalls } from './billed-calls';
import { UsageMeter } from './usage-meter';

/** Refusals of the gateway, before any endpoint: never wrapped, whatever the endpoint does. */
const GATEWAY_CODES: ReadonlySet<string> = new Set(['PLAN_REQUIRED', 'USAGE_LIMIT_EXCEEDED']);

export function createAutodevDialect(options: { now: () => number }): SandboxDialect {
  const meter = new UsageMeter(options.now);
  const billed = new BilledCalls();
  return {
    name: 'autodev',
    routes: autodevRoutes(meter, billed),
    requestId: () => randomBytes(8).toString('hex'),
    keyOf: (req, url, route) =>
      route.v1 ? url.searchParams.get('apikey') : (bearerKey(req) ?? url.searchParams.get('apiKey')),
    unauthorized: () => unauthorized(),
    planRefusal: (plan, endpoint) => (planIncludes(plan, endpoint, 'autodev') ? null : planRequired(plan, endpoint)),
    rateLimited: (_plan, retryAfter) => rateLimited(retryAfter),
    admit(key, plan, route) {
      // Every call to a data endpoint is billed (docs/real-service.md #26); reading /usage or
      // /_sandbox/usage is not. Here, past auth, plan refusal and rate limit but before the
      // endpoint runs, is where the billing rule of billed-calls.ts draws its line. The monthly
      // cap refuses first (throws), so a capped call is counted nowhere.
      if (!route.endpoint) return;
      meter.record(key, plan);
      billed.record(key, route.endpoint);
    },
    injectedFault: (kind, retryAfter) =>
      kind === '429'
        ? rateLimited(retryAfter)
        : new ApiError(503, 'SOURCE_ERROR', 'The data source is temporarily unavailable; try again shortly'),
    errorBody(error, route, url, requestId) {
      if (error.code === UNAUTHORIZED) return { status: 401, error: { message: AUTH_MESSAGE } };
      if (error.code === RATE_LIMITED) return { error: 'Too Many Requests' };
      const body = { ...errorBody(error, redactedPath(url, KEY_PARAMS), requestId), ...error.extra.fields };
      return route?.wrapErrors && !GATEWAY_CODES.has(error.code) ? { error: body } : body;
    },
  };
}

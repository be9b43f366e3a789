// The spec's service (docs/vehicle-data-service.md) as the sandbox has always played it: Bearer
// keys (v1 also ?apiKey=), 401 UNAUTHORIZED, 403 PLAN_REQUIRED, 429 RATE_LIMITED, and the
// spec's error object, wrapped for /apr and /openrecalls, /apr paths written as /rates/.
import { minimumPlan, PLAN_LABELS, planIncludes } from '../../shared/plan/plan-access';
import { ApiError, errorBody } from '../endpoints/api-error';
import { RATE_LIMITS } from './demo-keys';
import { ROUTES } from './routes';
import { bearerKey, redactedPath, type SandboxDialect } from './sandbox-dialect';

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

export const specDialect: SandboxDialect = {
  name: 'spec',
  routes: ROUTES,
  requestId: (sequence) => `req_${Date.now().toString(36)}${sequence.toString(36).padStart(5, '0')}`,
  keyOf: (req, url, route) => bearerKey(req) ?? (route.v1 ? url.searchParams.get('apiKey') : null),
  unauthorized: (missing) =>
    missing
      ? new ApiError(401, 'UNAUTHORIZED', 'Missing API key: send the header Authorization: Bearer <API_KEY>')
      : new ApiError(401, 'UNAUTHORIZED', 'Invalid API key'),
  planRefusal(plan, endpoint) {
    if (planIncludes(plan, endpoint, 'spec')) return null;
    const [label, plural] = ENDPOINT_NAMES[endpoint] ?? [endpoint, false];
    return new ApiError(
      403,
      'PLAN_REQUIRED',
      `${label} ${plural ? 'need' : 'needs'} the ${PLAN_LABELS[minimumPlan(endpoint, 'spec')]} plan`,
    );
  },
  rateLimited: (plan, retryAfter) =>
    new ApiError(
      429,
      'RATE_LIMITED',
      `Rate limit exceeded: the ${PLAN_LABELS[plan]} plan allows ${RATE_LIMITS[plan]} requests per second`,
      { retryAfter },
    ),
  admit: () => undefined,
  injectedFault: (kind, retryAfter) =>
    kind === '429'
      ? new ApiError(429, 'RATE_LIMITED', 'Too many requests: slow down and retry after the indicated delay', {
          retryAfter,
        })
      : new ApiError(503, 'SOURCE_ERROR', 'The data source is temporarily unavailable; try again shortly'),
  errorBody(error, route, url, requestId) {
    let path = redactedPath(url, ['apiKey']);
    if (route?.errorPathPrefix) path = route.errorPathPrefix + path.slice(route.pathPrefixLength ?? 0);
    const body = errorBody(error, path, requestId);
    return route?.wrapErrors ? { error: body } : body;
  },
};

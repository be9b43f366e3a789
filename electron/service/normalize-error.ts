import { appError, type AppError, type AppErrorKind } from '../../shared/ipc/app-error';
import { MINIMUM_PLAN, PLANS, type Endpoint, type Plan } from '../../shared/plan/plan-access';
import { kindMessage, planRequiredMessage, serviceCodeMessage } from './error-messages';
import { normalizeServicePath, readServiceError } from './spec-quirks';
import { parseRetryAfter } from './retry-policy';

// Turns whatever went wrong (an HTTP error answer, a dropped connection, a body
// that is not what the spec says) into the one AppError shape the renderer knows.

export interface HttpErrorAnswer {
  endpoint: Endpoint;
  status: number;
  body: unknown;
  headers: Headers;
  now: number;
}

const KIND_BY_CODE: Readonly<Record<string, AppErrorKind>> = {
  INVALID_PARAMETER: 'invalid-input',
  INVALID_VIN_FORMAT: 'invalid-input',
  INVALID_LOCATION: 'invalid-input',
  INVALID_REQUEST: 'invalid-input',
  INVALID_PLATE_FORMAT: 'invalid-input',
  INVALID_STATE_CODE: 'invalid-input',
  RESOURCE_NOT_FOUND: 'not-found',
  VIN_NOT_FOUND: 'not-found',
  NO_DATA_FOUND: 'not-found',
  PLATE_NOT_FOUND: 'not-found',
  SOURCE_ERROR: 'unavailable',
  PLAN_REQUIRED: 'plan-required',
  // Not in the spec (it does not show these answers); the sandbox and likely the service use them.
  UNAUTHORIZED: 'unauthorized',
  RATE_LIMITED: 'rate-limited',
};

function kindOfStatus(status: number): AppErrorKind {
  if (status === 400 || status === 422) return 'invalid-input';
  if (status === 401) return 'unauthorized';
  if (status === 403) return 'plan-required';
  if (status === 404) return 'not-found';
  if (status === 408) return 'timeout';
  if (status === 429) return 'rate-limited';
  if (status >= 500) return 'unavailable';
  return 'bad-response';
}

/** The plan a 403 answer names ("… requires the Scale plan"), if it names one. */
export function planNamedIn(text: string | undefined): Plan | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  // The highest plan named is the one required ("your Starter plan … needs Growth").
  return [...PLANS].reverse().find((plan) => new RegExp(`\\b${plan}\\b`).test(lower));
}

export function normalizeHttpError(answer: HttpErrorAnswer): AppError {
  const { endpoint, status } = answer;
  const service = readServiceError(endpoint, answer.body);
  const code = service?.code;
  let kind = (code !== undefined ? KIND_BY_CODE[code] : undefined) ?? kindOfStatus(status);

  // A refusal on an endpoint every plan has is about the key, not the plan.
  const named = planNamedIn(service?.error);
  if (kind === 'plan-required' && MINIMUM_PLAN[endpoint] === 'starter' && code !== 'PLAN_REQUIRED' && !named) {
    kind = 'unauthorized';
  }

  const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'), answer.now);
  const retryAfter = retryAfterMs !== undefined ? Math.ceil(retryAfterMs / 1000) : undefined;
  const planRequired = kind === 'plan-required' ? (named ?? MINIMUM_PLAN[endpoint]) : undefined;

  const message =
    kind === 'plan-required' && planRequired
      ? planRequiredMessage(endpoint, planRequired)
      : ((code !== undefined ? serviceCodeMessage(endpoint, code) : undefined) ??
        kindMessage(kind, { status, ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}) }));

  const requestId = service?.requestId ?? answer.headers.get('x-request-id') ?? undefined;
  const path = normalizeServicePath(endpoint, service?.path);
  return appError(kind, code ?? `HTTP_${status}`, message, {
    status,
    ...(requestId ? { requestId } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    ...(service?.suggestion ? { suggestion: service.suggestion } : {}),
    ...(planRequired ? { planRequired } : {}),
    ...(service
      ? {
          service: {
            ...(service.code !== undefined ? { code: service.code } : {}),
            ...(service.error !== undefined ? { message: service.error } : {}),
            ...(path !== undefined ? { path } : {}),
          },
        }
      : {}),
  });
}

export function planRequiredError(endpoint: Endpoint, plan: Plan): AppError {
  return appError('plan-required', 'PLAN_REQUIRED', planRequiredMessage(endpoint, plan), { planRequired: plan });
}

export function networkError(host: string): AppError {
  return appError('network', 'NETWORK_ERROR', kindMessage('network', { host }));
}

export function timeoutError(timeoutMs: number): AppError {
  return appError('timeout', 'TIMEOUT', kindMessage('timeout', { timeoutMs }));
}

export function cancelledError(): AppError {
  return appError('cancelled', 'CANCELLED', kindMessage('cancelled'));
}

export function badResponseError(status: number, detail: string): AppError {
  // The detail (which field was wrong) goes to the details view, not the headline.
  return appError('bad-response', 'BAD_RESPONSE', kindMessage('bad-response'), {
    status,
    service: { message: detail.slice(0, 500) },
  });
}

export function noKeyError(): AppError {
  return appError('unauthorized', 'NO_API_KEY', 'No API key is set. Add your key in Settings.');
}

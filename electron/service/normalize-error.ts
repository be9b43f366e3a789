import { appError, type AppError, type AppErrorKind } from '../../shared/ipc/app-error';
import { PLANS, planTier, type Endpoint, type Plan } from '../../shared/plan/plan-access';
import type { Dialect } from '../../shared/service/dialect';
import { kindMessage, planRequiredMessage, serviceCodeMessage } from './error-messages';
import { parseRetryAfter } from './retry-policy';
import type { ServiceErrorInfo } from './dialect/service-dialect';
import { dialectOf } from './dialect/dialect-of';

// Turns whatever went wrong (an HTTP error answer, a dropped connection, a body
// that is not what the spec says) into the one AppError shape the renderer knows.

export interface HttpErrorAnswer {
  endpoint: Endpoint;
  status: number;
  /** What the body said, read by the dialect (null: no readable error object). */
  info: ServiceErrorInfo | null;
  headers: Headers;
  now: number;
  dialect: Dialect;
  /** Where a plan can be changed when the answer names no page of its own. */
  defaultUpgradeUrl?: string;
}

const KIND_BY_CODE: Readonly<Record<string, AppErrorKind>> = {
  INVALID_PARAMETER: 'invalid-input',
  INVALID_VIN_FORMAT: 'invalid-input',
  INVALID_LOCATION: 'invalid-input',
  INVALID_REQUEST: 'invalid-input',
  INVALID_PLATE_FORMAT: 'invalid-input',
  INVALID_STATE_CODE: 'invalid-input',
  VIN_DECODE_FAILED: 'invalid-input',
  RESOURCE_NOT_FOUND: 'not-found',
  VIN_NOT_FOUND: 'not-found',
  NO_DATA_FOUND: 'not-found',
  PLATE_NOT_FOUND: 'not-found',
  SOURCE_ERROR: 'unavailable',
};

/** The status decides the kind first (docs/real-service.md, client checklist #3); codes only refine 4xx answers. */
function kindOf(status: number, code: string | undefined): AppErrorKind {
  if (status === 401) return 'unauthorized';
  if (status === 402 || status === 403) return 'plan-required';
  if (status === 429) return 'rate-limited';
  if (status === 408) return 'timeout';
  if (status >= 500) return 'unavailable';
  const byCode = code !== undefined ? KIND_BY_CODE[code] : undefined;
  if (byCode) return byCode;
  if (status === 404) return 'not-found';
  if (status === 400 || status === 422) return 'invalid-input';
  return 'bad-response';
}

/** The plan a refusal's words name ("… requires the Scale plan"), if they name one. */
export function planNamedIn(text: string | undefined): Plan | undefined {
  if (!text) return undefined;
  const lower = text.toLowerCase();
  // The highest plan named is the one required ("your Starter plan … needs Growth").
  return [...PLANS].reverse().find((plan) => new RegExp(`\\b${plan}\\b`).test(lower));
}

function isHttpsUrl(value: string | undefined): value is string {
  if (!value) return false;
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
}

export function normalizeHttpError(answer: HttpErrorAnswer): AppError {
  const { endpoint, status, info } = answer;
  const code = info?.code;
  let kind = kindOf(status, code);

  const named = info?.requiredPlan ?? planNamedIn(info?.message);
  const needed = dialectOf(answer.dialect).minimumPlans[endpoint];
  // A 403 on an endpoint every plan has, naming no plan, is about the key, not the plan.
  if (kind === 'plan-required' && status === 403 && planTier(needed) === 0 && code !== 'PLAN_REQUIRED' && !named) {
    kind = 'unauthorized';
  }

  const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'), answer.now);
  const retryAfter = retryAfterMs !== undefined ? Math.ceil(retryAfterMs / 1000) : undefined;
  const planRequired = kind === 'plan-required' ? (named ?? needed) : undefined;
  const upgradeUrl =
    kind === 'plan-required'
      ? [info?.upgradeUrl, answer.defaultUpgradeUrl].find((candidate) => isHttpsUrl(candidate))
      : undefined;

  const message =
    kind === 'plan-required' && planRequired
      ? planRequiredMessage(endpoint, planRequired)
      : ((code !== undefined ? serviceCodeMessage(endpoint, code) : undefined) ??
        kindMessage(kind, { status, ...(retryAfter !== undefined ? { retryAfterSeconds: retryAfter } : {}) }));

  const requestId = info?.requestId ?? answer.headers.get('x-request-id') ?? undefined;
  return appError(kind, code ?? `HTTP_${status}`, message, {
    status,
    ...(requestId ? { requestId } : {}),
    ...(retryAfter !== undefined ? { retryAfter } : {}),
    ...(info?.suggestion ? { suggestion: info.suggestion } : {}),
    ...(planRequired ? { planRequired } : {}),
    ...(kind === 'plan-required' && info?.currentPlan ? { currentPlan: info.currentPlan } : {}),
    ...(upgradeUrl ? { upgradeUrl } : {}),
    ...(info
      ? {
          service: {
            ...(info.code !== undefined ? { code: info.code } : {}),
            ...(info.message !== undefined ? { message: info.message } : {}),
            ...(info.path !== undefined ? { path: info.path } : {}),
          },
        }
      : {}),
  });
}

export function planRequiredError(endpoint: Endpoint, plan: Plan): AppError {
  return appError('plan-required', 'PLAN_REQUIRED', planRequiredMessage(endpoint, plan), { planRequired: plan });
}

/** The failures of the connection itself, each with its own kind and words. */
export type NetworkFailure = 'network' | 'dns' | 'certificate' | 'offline';

const NETWORK_CODES: Readonly<Record<NetworkFailure, string>> = {
  network: 'NETWORK_ERROR',
  dns: 'HOST_NOT_FOUND',
  certificate: 'CERTIFICATE_ERROR',
  offline: 'OFFLINE',
};

export function networkError(host: string, failure: NetworkFailure = 'network'): AppError {
  return appError(failure, NETWORK_CODES[failure], kindMessage(failure, { host }));
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

export function answerTooLargeError(limitBytes: number): AppError {
  const megabytes = Math.round(limitBytes / (1024 * 1024));
  return appError(
    'bad-response',
    'ANSWER_TOO_LARGE',
    `The service's answer was larger than ${megabytes} MB, so VinDesk stopped reading it. Try a smaller page or fewer filters.`,
  );
}

export function redirectRefusedError(reason: 'off-origin' | 'too-many', host: string): AppError {
  return appError(
    'bad-response',
    reason === 'off-origin' ? 'OFF_ORIGIN_REDIRECT' : 'TOO_MANY_REDIRECTS',
    reason === 'off-origin'
      ? `The service tried to send VinDesk to another address (${host}). It was not followed, so the key stayed with the service.`
      : 'The service redirected too many times, so VinDesk stopped following it.',
  );
}

import { describe, expect, it } from 'vitest';
import {
  answerTooLargeError,
  badResponseError,
  cancelledError,
  networkError,
  noKeyError,
  normalizeHttpError,
  planNamedIn,
  planRequiredError,
  redirectRefusedError,
  timeoutError,
  type HttpErrorAnswer,
} from './normalize-error';
import type { ServiceErrorInfo } from './dialect/service-dialect';

// Every failure becomes one AppError. The status decides the kind first and a code only
// refines a 4xx answer (docs/real-service.md, client checklist #3); plans and codes are the
// spec's (docs/vehicle-data-service.md: "Plan availability", "Error codes").

function answer(
  status: number,
  info: ServiceErrorInfo | null,
  extra: Partial<Omit<HttpErrorAnswer, 'status' | 'info'>> = {},
): ReturnType<typeof normalizeHttpError> {
  return normalizeHttpError({
    endpoint: 'specs',
    status,
    info,
    headers: new Headers(),
    now: Date.parse('2025-01-01T00:00:00Z'),
    dialect: 'spec',
    ...extra,
  });
}

describe('the kind of an HTTP error answer', () => {
  it('comes from the status first', () => {
    expect(answer(408, null).kind).toBe('timeout');
    expect(answer(422, null).kind).toBe('invalid-input');
    expect(answer(400, null).kind).toBe('invalid-input');
    expect(answer(404, null).kind).toBe('not-found');
    expect(answer(502, { code: 'INVALID_PARAMETER' }).kind).toBe('unavailable');
    expect(answer(429, { code: 'RESOURCE_NOT_FOUND' }).kind).toBe('rate-limited');
    expect(answer(401, { code: 'INVALID_PARAMETER' }).kind).toBe('unauthorized');
  });

  it('is refined by the code on another 4xx', () => {
    expect(answer(409, { code: 'RESOURCE_NOT_FOUND' }).kind).toBe('not-found');
    expect(answer(409, { code: 'VIN_DECODE_FAILED' }).kind).toBe('invalid-input');
    expect(answer(409, { code: 'SOURCE_ERROR' }).kind).toBe('unavailable');
    expect(answer(409, { code: 'SOMETHING_NEW' }).kind).toBe('bad-response');
    // A code the client does not know on a 404 is still "not found".
    expect(answer(404, { code: 'SOMETHING_NEW' }).kind).toBe('not-found');
  });
});

describe('plan refusals', () => {
  it('name the plan the words name, the highest one when several are', () => {
    expect(planNamedIn('Requires the Growth plan')).toBe('growth');
    expect(planNamedIn('Your Starter plan; Scale needed')).toBe('scale');
    // Whole words only: "freedom" names no plan.
    expect(planNamedIn('freedom of choice')).toBeUndefined();
    expect(planNamedIn('')).toBeUndefined();
    expect(planNamedIn(undefined)).toBeUndefined();
  });

  it('fall back on the table’s minimum, and keep the current plan and a safe upgrade address', () => {
    const refused = answer(403, {
      code: 'PLAN_REQUIRED',
      message: 'Not on your plan.',
      currentPlan: 'starter',
      upgradeUrl: 'https://auto.dev/pricing',
    });
    expect(refused).toMatchObject({
      kind: 'plan-required',
      planRequired: 'growth',
      currentPlan: 'starter',
      upgradeUrl: 'https://auto.dev/pricing',
      message: 'Specifications need the Growth plan.',
    });
  });

  it('follow only an https upgrade address, else the default one', () => {
    const defaultUpgradeUrl = 'https://example.com/plans';
    expect(answer(402, { upgradeUrl: 'http://auto.dev/pricing' }, { defaultUpgradeUrl }).upgradeUrl).toBe(
      defaultUpgradeUrl,
    );
    expect(answer(402, { upgradeUrl: 'not a url' }, { defaultUpgradeUrl }).upgradeUrl).toBe(defaultUpgradeUrl);
    expect(answer(402, null).upgradeUrl).toBeUndefined();
    // An answer that is not a refusal carries no upgrade address nor current plan.
    const other = answer(
      400,
      { currentPlan: 'starter', upgradeUrl: 'https://auto.dev/pricing' },
      { defaultUpgradeUrl },
    );
    expect(other.upgradeUrl).toBeUndefined();
    expect(other.currentPlan).toBeUndefined();
    expect(other.planRequired).toBeUndefined();
  });

  it('read a 403 as a key problem only on a Starter endpoint, naming no plan, without PLAN_REQUIRED', () => {
    const on = (endpoint: 'listings' | 'specs', status: number, info: ServiceErrorInfo) =>
      normalizeHttpError({ endpoint, status, info, headers: new Headers(), now: 0, dialect: 'spec' });
    expect(on('listings', 403, { message: 'Forbidden' }).kind).toBe('unauthorized');
    expect(on('listings', 402, { message: 'Payment required' })).toMatchObject({
      kind: 'plan-required',
      planRequired: 'starter',
    });
    expect(on('specs', 403, { message: 'Forbidden' })).toMatchObject({ kind: 'plan-required', planRequired: 'growth' });
    expect(on('listings', 403, { code: 'PLAN_REQUIRED' })).toMatchObject({ kind: 'plan-required' });
  });

  it('read a 403 naming a plan on a Starter endpoint as a plan refusal, not a key problem', () => {
    const refused = normalizeHttpError({
      endpoint: 'listings',
      status: 403,
      info: { message: 'Listings need the Growth plan' },
      headers: new Headers(),
      now: 0,
      dialect: 'spec',
    });
    expect(refused).toMatchObject({ kind: 'plan-required', planRequired: 'growth' });
  });
});

describe('what an error answer carries', () => {
  it('rounds Retry-After up to whole seconds and says so', () => {
    const limited = answer(429, null, { headers: new Headers({ 'retry-after': '1.2' }) });
    expect(limited).toMatchObject({ kind: 'rate-limited', retryAfter: 2 });
    expect(limited.message).toMatch(/2 seconds/);
    expect(answer(429, null).retryAfter).toBeUndefined();
  });

  it('takes the request id from the body, else the header', () => {
    expect(answer(500, { requestId: 'body-id' }, { headers: new Headers({ 'x-request-id': 'hdr' }) }).requestId).toBe(
      'body-id',
    );
    expect(answer(500, {}, { headers: new Headers({ 'x-request-id': 'hdr' }) }).requestId).toBe('hdr');
    expect(answer(500, null).requestId).toBeUndefined();
  });

  it('keeps the suggestion and what the service said, and only what it said', () => {
    const error = answer(400, { code: 'INVALID_REQUEST', suggestion: 'Check the ZIP', message: 'taxes failed' });
    expect(error).toMatchObject({
      code: 'INVALID_REQUEST',
      status: 400,
      suggestion: 'Check the ZIP',
      service: { code: 'INVALID_REQUEST', message: 'taxes failed' },
    });
    expect(error.service).not.toHaveProperty('path');
    expect(Object.keys(answer(400, {}).service!)).toEqual([]);
    // Nothing known, nothing said: no field is present just to be undefined.
    expect(Object.keys(answer(500, null)).sort()).toEqual(['code', 'kind', 'message', 'status']);
    expect(answer(400, null).service).toBeUndefined();
    expect(answer(400, null).code).toBe('HTTP_400');
    expect(answer(400, null).suggestion).toBeUndefined();
  });

  it('uses the words of the code when it has them, else those of the kind', () => {
    expect(answer(400, { code: 'INVALID_VIN_FORMAT' }).message).toMatch(/17/);
    expect(answer(503, null).message).toMatch(/unavailable/);
  });
});

describe('failures without an answer', () => {
  it('each have their own code and words', () => {
    expect(networkError('api.example')).toMatchObject({ kind: 'network', code: 'NETWORK_ERROR' });
    expect(networkError('api.example').message).toMatch(/api\.example/);
    expect(networkError('api.example', 'dns')).toMatchObject({ kind: 'dns', code: 'HOST_NOT_FOUND' });
    expect(networkError('api.example', 'certificate')).toMatchObject({
      kind: 'certificate',
      code: 'CERTIFICATE_ERROR',
    });
    expect(networkError('api.example', 'offline')).toMatchObject({ kind: 'offline', code: 'OFFLINE' });
    expect(timeoutError(5_000)).toMatchObject({ kind: 'timeout', code: 'TIMEOUT' });
    expect(timeoutError(5_000).message).toMatch(/within 5 seconds\./);
    expect(cancelledError()).toMatchObject({ kind: 'cancelled', code: 'CANCELLED' });
    expect(cancelledError().message).toMatch(/canceled/);
    expect(noKeyError()).toMatchObject({ kind: 'unauthorized', code: 'NO_API_KEY' });
    expect(noKeyError().message).toMatch(/Settings/);
    expect(planRequiredError('taxes', 'scale')).toMatchObject({
      kind: 'plan-required',
      code: 'PLAN_REQUIRED',
      planRequired: 'scale',
      message: 'Taxes and fees need the Scale plan.',
    });
  });

  it('a bad answer keeps at most 500 characters of detail for the details view', () => {
    const error = badResponseError(200, 'x'.repeat(600));
    expect(error).toMatchObject({ kind: 'bad-response', code: 'BAD_RESPONSE', status: 200 });
    expect(error.service?.message).toHaveLength(500);
    expect(error.message).toMatch(/could not read/);
  });

  it('a too-large answer names its limit in megabytes', () => {
    expect(answerTooLargeError(32 * 1024 * 1024)).toMatchObject({ kind: 'bad-response', code: 'ANSWER_TOO_LARGE' });
    expect(answerTooLargeError(32 * 1024 * 1024).message).toMatch(/larger than 32 MB/);
  });

  it('a refused redirect says why, and names the other host', () => {
    const off = redirectRefusedError('off-origin', 'evil.example');
    expect(off).toMatchObject({ kind: 'bad-response', code: 'OFF_ORIGIN_REDIRECT' });
    expect(off.message).toMatch(/evil\.example/);
    const many = redirectRefusedError('too-many', 'api.example');
    expect(many).toMatchObject({ kind: 'bad-response', code: 'TOO_MANY_REDIRECTS' });
    expect(many.message).toMatch(/too many times/);
  });
});

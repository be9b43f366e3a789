import { describe, expect, it } from 'vitest';
import { AppErrorException } from '../../shared/ipc/app-error';
import { cacheKeyOf } from './cache-key';
import { guardVin } from './guard-vin';
import { buildListingsQuery } from './listings-query';
import { isRetryableStatus, parseRetryAfter, retryDelayMs } from './retry-policy';
import { noPhotosBody, normalizeServicePath, readServiceError, toQueryString, vinRuleError } from './spec-quirks';

// The small rules every request follows, each checked against the spec
// (docs/vehicle-data-service.md) or worked out by hand.

/** A VIN with a valid check digit (the spec's sample, 1HGCM82633A004352). */
const VALID_VIN = '1HGCM82633A004352';

describe('retry policy', () => {
  it('retries only the statuses that can pass: 429 and 500, 502, 503, 504', () => {
    for (const status of [429, 500, 502, 503, 504]) expect(isRetryableStatus(status), String(status)).toBe(true);
    for (const status of [200, 400, 401, 402, 403, 404, 408, 422, 501, 505])
      expect(isRetryableStatus(status), String(status)).toBe(false);
  });

  it('caps the backoff at 4 s however many tries failed', () => {
    // 250 ms doubled per try: try 5 would be 4 s, try 6 8 s, so both are 4 s at most.
    expect(retryDelayMs(5, undefined, () => 1)).toBe(4_000);
    expect(retryDelayMs(6, undefined, () => 1)).toBe(4_000);
    expect(retryDelayMs(6, undefined, () => 0)).toBe(2_000);
    // Retry-After still wins when it is longer.
    expect(retryDelayMs(6, 9_000, () => 1)).toBe(9_000);
  });

  it('reads Retry-After with spaces, fractions and dates in the past', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter(' 7 ', now)).toBe(7_000);
    expect(parseRetryAfter('1.5', now)).toBe(1_500);
    expect(parseRetryAfter('0', now)).toBe(0);
    expect(parseRetryAfter('   ', now)).toBeUndefined();
    expect(parseRetryAfter('', now)).toBeUndefined();
    // A date already past means "now", never a negative wait.
    expect(parseRetryAfter('Tue, 31 Dec 2024 23:59:00 GMT', now)).toBe(0);
    // Seconds must be all digits: "7s" is neither a number of seconds nor a date.
    expect(parseRetryAfter('7s', now)).toBeUndefined();
    expect(parseRetryAfter('x7', now)).toBeUndefined();
    expect(parseRetryAfter('1.25', now)).toBe(1_250);
  });
});

describe('spec quirks', () => {
  const error = { status: 400, error: 'bad', code: 'INVALID_VIN_FORMAT', path: '/apr/x', requestId: 'r-1' };

  it('reads the error object bare on most endpoints and wrapped on /apr and /openrecalls', () => {
    expect(readServiceError('specs', error)).toMatchObject({ code: 'INVALID_VIN_FORMAT', requestId: 'r-1' });
    expect(readServiceError('apr', { error })).toMatchObject({ code: 'INVALID_VIN_FORMAT' });
    expect(readServiceError('openrecalls', { error })).toMatchObject({ code: 'INVALID_VIN_FORMAT' });
    // /apr's error is always the wrapped one: a bare object there is not it.
    expect(readServiceError('apr', error)).toBeNull();
    // A plainly wrapped body on another endpoint is read too.
    expect(readServiceError('specs', { error })).toMatchObject({ code: 'INVALID_VIN_FORMAT' });
  });

  it('has no error object for what is not one', () => {
    expect(readServiceError('specs', null)).toBeNull();
    expect(readServiceError('specs', 'Bad Request')).toBeNull();
    expect(readServiceError('specs', { code: 42 })).toBeNull();
    // Words alone are a bare error object (the other fields are optional), not a wrapper.
    expect(readServiceError('specs', { error: 'just words' })).toEqual({ error: 'just words' });
    expect(readServiceError('apr', { error: 'just words' })).toBeNull();
  });

  it('shows /apr’s /rates/ sample paths as the /apr/ endpoint, and leaves others alone', () => {
    expect(normalizeServicePath('apr', '/rates/1HGCM82633A004352')).toBe('/apr/1HGCM82633A004352');
    expect(normalizeServicePath('tco', '/rates/x')).toBe('/rates/x');
    expect(normalizeServicePath('apr', '/apr/x/rates/y')).toBe('/apr/x/rates/y');
    expect(normalizeServicePath('apr', undefined)).toBeUndefined();
  });

  it('reads a 404 on /photos as no photos, and nothing else', () => {
    expect(noPhotosBody('photos', 404)).toEqual({ data: { retail: [] } });
    expect(noPhotosBody('photos', 500)).toBeNull();
    expect(noPhotosBody('listing', 404)).toBeNull();
  });

  it('refuses a VIN that breaks the rule before any request, as the service would', () => {
    expect(vinRuleError(VALID_VIN)).toBeNull();
    // Spec: 17 letters and digits, never I, O or Q.
    for (const vin of ['1HGCM82633A00435', '1HGCM82633A0043O2']) {
      const refused = vinRuleError(vin);
      expect(refused, vin).toMatchObject({ kind: 'invalid-input', code: 'INVALID_VIN_FORMAT' });
      expect(refused!.issues).toEqual([{ path: 'vin', message: refused!.message }]);
      expect(refused!.message.length).toBeGreaterThan(10);
    }
    expect(() => guardVin(VALID_VIN)).not.toThrow();
    expect(() => guardVin('NOT-A-VIN')).toThrow(AppErrorException);
  });

  it('builds a query string without empty values, lists once each, comma-joined', () => {
    expect(toQueryString({})).toBe('');
    expect(toQueryString({ a: undefined, b: null, c: '', d: [] })).toBe('');
    expect(toQueryString({ make: ['Honda', 'Toyota', 'Honda'], year: 2021 })).toBe('?make=Honda%2CToyota&year=2021');
    expect(toQueryString({ used: false, zip: '78701' })).toBe('?used=false&zip=78701');
  });
});

describe('listings query', () => {
  it('sends a page size only when asked for or lowered', () => {
    expect(buildListingsQuery({ limit: 50 }, 'scale')).toEqual({ query: '?limit=50' });
    expect(buildListingsQuery({ limit: 500 }, 'scale')).toEqual({ query: '?limit=500' });
    // Growth's cap is 100, the service's default: nothing to lower, nothing to send.
    expect(buildListingsQuery({}, 'growth')).toEqual({ query: '' });
    expect(buildListingsQuery({ limit: 101 }, 'growth')).toEqual({
      query: '?limit=100',
      clampedLimit: { requested: 101, applied: 100, plan: 'growth' },
    });
  });

  it('sends sort as field.direction beside the other filters', () => {
    expect(
      buildListingsQuery({ 'vehicle.make': 'Honda', sort: { field: 'price', direction: 'desc' } }, 'scale').query,
    ).toBe('?vehicle.make=Honda&sort=price.desc');
  });
});

describe('cache key', () => {
  it('is a SHA-256 hex name per request, not the URL itself', () => {
    const url = 'https://api.example/listings?vehicle.make=Honda';
    const key = cacheKeyOf('GET', url);
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(cacheKeyOf('GET', url)).toBe(key);
    expect(cacheKeyOf('GET', `${url}&limit=20`)).not.toBe(key);
    // SHA-256 of "GET https://a.example/" (worked out with `printf %s … | sha256sum`).
    expect(cacheKeyOf('GET', 'https://a.example/')).toBe(SHA256_OF_GET_A_EXAMPLE);
  });
});

const SHA256_OF_GET_A_EXAMPLE = 'e1903a4c4d499b56652fd24ba85a6daca9406102b690716c8d15bbf1874e410e';

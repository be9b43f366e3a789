import { describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../../shared/plan/plan-access';
import { AppErrorSchema, type AppErrorKind } from '../../shared/ipc/app-error';
import { kindMessage, planRequiredMessage, serviceCodeMessage } from './error-messages';

// The words a person reads for each failure. Expected content comes from the spec's
// error table (docs/vehicle-data-service.md, "Error codes") and from what
// each endpoint is for; the tests check what a message must say, not its exact wording.

const APP_ERROR_KINDS = AppErrorSchema.shape.kind.options;

/** What each endpoint is about, as a person would call it. */
const SUBJECT: Readonly<Record<Endpoint, RegExp>> = {
  listings: /search/i,
  listing: /listing/i,
  photos: /photo/i,
  vin: /VIN decod/i,
  tco: /cost of ownership/i,
  payments: /payment/i,
  apr: /interest rate/i,
  specs: /specification/i,
  recalls: /recall/i,
  openrecalls: /open recall/i,
  plate: /plate/i,
  taxes: /tax/i,
  build: /build/i,
};

describe('plan-required words', () => {
  it('name the endpoint’s subject and the plan, as one sentence', () => {
    for (const endpoint of ENDPOINTS) {
      const message = planRequiredMessage(endpoint, 'growth');
      expect(message, endpoint).toMatch(/^[A-Z][A-Za-z ]+ needs? the Growth plan\.$/);
      expect(message, endpoint).toMatch(SUBJECT[endpoint]);
    }
    expect(planRequiredMessage('build', 'scale')).toMatch(/Scale plan\.$/);
  });
});

describe('service codes', () => {
  it('VIN_NOT_FOUND says which data the VIN has none of (spec: every VIN endpoint)', () => {
    const missing: [Endpoint, RegExp][] = [
      ['tco', /cost-of-ownership/],
      ['payments', /payment/],
      ['apr', /interest rates/],
      ['specs', /specifications/],
      ['recalls', /recall/],
      ['openrecalls', /recall/],
      ['taxes', /tax/],
      ['vin', /decode/],
      ['build', /build/],
    ];
    for (const [endpoint, words] of missing) {
      const message = serviceCodeMessage(endpoint, 'VIN_NOT_FOUND');
      expect(message, endpoint).toMatch(words);
      expect(message, endpoint).toMatch(/VIN\.$/);
    }
    // An endpoint the spec does not list for it still gets a sentence.
    expect(serviceCodeMessage('listing', 'VIN_NOT_FOUND')).toMatch(/no data for this VIN/);
  });

  it('RESOURCE_NOT_FOUND: no listing, no photos, else nothing found', () => {
    expect(serviceCodeMessage('listing', 'RESOURCE_NOT_FOUND')).toMatch(/No listing/);
    expect(serviceCodeMessage('photos', 'RESOURCE_NOT_FOUND')).toMatch(/no photos/);
    expect(serviceCodeMessage('specs', 'RESOURCE_NOT_FOUND')).toMatch(/^Nothing was found\.$/);
  });

  it('SOURCE_ERROR: the payment calculator on /payments, the data source elsewhere', () => {
    expect(serviceCodeMessage('payments', 'SOURCE_ERROR')).toMatch(/payment calculator is unavailable/);
    const elsewhere = serviceCodeMessage('specs', 'SOURCE_ERROR');
    expect(elsewhere).toMatch(/data source is unavailable/);
    expect(elsewhere).not.toMatch(/payment/);
  });

  it('INVALID_PARAMETER names what to check on each screen', () => {
    const check: [Endpoint, RegExp][] = [
      ['listings', /filter/],
      ['payments', /price/],
      ['apr', /credit score/],
      ['taxes', /ZIP code and the price/],
      ['tco', /ZIP code/],
      ['plate', /plate or the state/],
    ];
    for (const [endpoint, words] of check) expect(serviceCodeMessage(endpoint, 'INVALID_PARAMETER')).toMatch(words);
    expect(serviceCodeMessage('specs', 'INVALID_PARAMETER')).toMatch(/one of the details sent/);
  });

  it('the input codes repeat the spec’s rule', () => {
    // Spec error table: VIN 17 characters without I, O, Q; ZIP 5 digits or 5+4; plate 2 to 8; state 2 letters.
    expect(serviceCodeMessage('specs', 'INVALID_VIN_FORMAT')).toMatch(/17 .*I, O or Q/);
    expect(serviceCodeMessage('tco', 'INVALID_LOCATION')).toMatch(/5 digits.*5\+4/);
    expect(serviceCodeMessage('taxes', 'INVALID_REQUEST')).toMatch(/Taxes and fees/);
    expect(serviceCodeMessage('plate', 'INVALID_PLATE_FORMAT')).toMatch(/2 to 8/);
    expect(serviceCodeMessage('plate', 'INVALID_STATE_CODE')).toMatch(/two letters/);
    expect(serviceCodeMessage('plate', 'NO_DATA_FOUND')).toMatch(/no vehicle data/);
    expect(serviceCodeMessage('plate', 'PLATE_NOT_FOUND')).toMatch(/No vehicle was found for this plate/);
  });

  it('a code it does not know has no words of its own', () => {
    expect(serviceCodeMessage('specs', 'SOMETHING_NEW')).toBeUndefined();
  });
});

describe('words by kind', () => {
  it('every kind has its own sentence', () => {
    const messages = APP_ERROR_KINDS.map((kind) => kindMessage(kind));
    for (const message of messages) expect(message).toMatch(/^[A-Z].{15,}\.$/);
    // keychain and internal share the general sentence; all the service's kinds differ.
    const serviceKinds = APP_ERROR_KINDS.filter((kind) => kind !== 'keychain' && kind !== 'internal');
    expect(new Set(serviceKinds.map((kind) => kindMessage(kind))).size).toBe(serviceKinds.length);
    expect(kindMessage('internal')).toMatch(/Something went wrong/);
  });

  it('says what each failure means', () => {
    const meaning: [AppErrorKind, RegExp][] = [
      ['unauthorized', /API key/],
      ['unavailable', /unavailable/],
      ['offline', /offline/],
      ['bad-response', /could not read/],
      ['cancelled', /canceled/],
      ['not-found', /Nothing was found/],
      ['invalid-input', /did not accept the request/],
      ['plan-required', /plan does not include/],
    ];
    for (const [kind, words] of meaning) expect(kindMessage(kind), kind).toMatch(words);
  });

  it('names the host when it is known, and only then', () => {
    expect(kindMessage('network', { host: 'api.example' })).toMatch(/reach the service at api\.example\./);
    expect(kindMessage('network')).toMatch(/reach the service\./);
    expect(kindMessage('dns', { host: 'api.example' })).toMatch(/find the service at api\.example\./);
    expect(kindMessage('dns')).toMatch(/find the service\./);
    expect(kindMessage('certificate', { host: 'api.example' })).toMatch(/certificate of api\.example could not/);
    expect(kindMessage('certificate')).toMatch(/certificate of the service could not/);
  });

  it('counts waits in whole seconds, rounded up, at least one', () => {
    expect(kindMessage('rate-limited', { retryAfterSeconds: 1 })).toMatch(/Try again in 1 second\.$/);
    expect(kindMessage('rate-limited', { retryAfterSeconds: 0 })).toMatch(/Try again in 1 second\.$/);
    expect(kindMessage('rate-limited', { retryAfterSeconds: 30 })).toMatch(/Try again in 30 seconds\.$/);
    expect(kindMessage('rate-limited')).toMatch(/Try again shortly\.$/);
    // 1.5 s is two seconds for a person: never promise less than the wait.
    expect(kindMessage('timeout', { timeoutMs: 1_500 })).toMatch(/within 2 seconds\./);
    expect(kindMessage('timeout', { timeoutMs: 1_000 })).toMatch(/within 1 second\./);
    // The client's default timeout is 15 s.
    expect(kindMessage('timeout')).toMatch(/within 15 seconds\./);
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { classifyNetworkFailure, errorCodeOf } from './network-failure';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { appErrorOf, createTestClient, type TestClient } from './test-support/test-client';
import { errorBody, listingBody, SAMPLE_VIN } from './test-support/sample-bodies';

// Which answers are tried again and which never are, and how connection failures are
// told apart, against a local HTTP server.

let service: FakeService;
let t: TestClient;

beforeEach(async () => {
  service = await startFakeService();
  t = await createTestClient(service.url);
});
afterEach(async () => {
  await service.close();
  await t.dispose();
});

const listingPath = `/listings/${SAMPLE_VIN}`;

describe('retries by status', () => {
  it.each([
    [400, 'invalid-input'],
    [401, 'unauthorized'],
    [402, 'plan-required'],
    [403, 'plan-required'],
    [404, 'not-found'],
  ])('never retries %i (%s)', async (status, kind) => {
    service.setRoute(() => ({ status, body: errorBody(status, status === 402 ? 'PLAN_REQUIRED' : 'X', listingPath) }));
    // /listing/{vin} is on every plan; a 403 there names the plan in its words to stay a plan refusal.
    if (status === 403) {
      service.setRoute(() => ({ status, body: { status, code: 'PLAN_REQUIRED', error: 'Requires the Growth plan' } }));
    }
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error.kind).toBe(kind);
    expect(service.seen).toHaveLength(1);
    expect(t.sleeps).toEqual([]);
  });

  it.each([500, 502, 503, 504])('retries %i with growing, jittered waits, three tries in all', async (status) => {
    service.setRoute(() => ({ status, body: { status, error: 'down' } }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error).toMatchObject({ kind: 'unavailable', status });
    expect(service.seen).toHaveLength(3);
    // The plan pacer may add its own waits; the backoff waits are the two largest.
    const backoffs = [...t.sleeps].sort((a, b) => b - a).slice(0, 2);
    expect(backoffs.every((ms) => ms >= 125 && ms <= 4_000)).toBe(true);
  });

  it('honours Retry-After on a 429, then succeeds', async () => {
    let calls = 0;
    service.setRoute(() =>
      ++calls === 1
        ? { status: 429, body: { status: 429, error: 'slow down' }, headers: { 'retry-after': '2' } }
        : { status: 200, body: { data: listingBody() } },
    );
    const listing = await t.client.getListing(SAMPLE_VIN);
    expect(listing.data.vin).toBe(SAMPLE_VIN);
    expect(Math.max(...t.sleeps)).toBeGreaterThanOrEqual(2_000);
  });
});

describe('connection failures', () => {
  it('reads the system error code under fetch’s wrapping', () => {
    const wrapped = new TypeError('fetch failed', {
      cause: Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }),
    });
    expect(errorCodeOf(wrapped)).toBe('ENOTFOUND');
  });

  it.each([
    ['ENOTFOUND', 'dns'],
    ['EAI_AGAIN', 'dns'],
    ['CERT_HAS_EXPIRED', 'certificate'],
    ['DEPTH_ZERO_SELF_SIGNED_CERT', 'certificate'],
    ['ERR_TLS_CERT_ALTNAME_INVALID', 'certificate'],
    ['ENETUNREACH', 'offline'],
    ['ECONNREFUSED', 'network'],
    ['ECONNRESET', 'network'],
    [undefined, 'network'],
  ])('%s is a %s failure', (code, kind) => {
    expect(classifyNetworkFailure(code)).toBe(kind);
  });

  it('reports an unknown host as dns, in plain words, without retrying', async () => {
    // fetch's own wrapping of a failed lookup, so the test sends no DNS query off this machine.
    const dns = await createTestClient(service.url, {
      fetchImpl: async () => {
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('getaddrinfo ENOTFOUND vindesk-no-such-host.invalid'), { code: 'ENOTFOUND' }),
        });
      },
    });
    try {
      const error = await appErrorOf(dns.client.getListing(SAMPLE_VIN));
      expect(error).toMatchObject({ kind: 'dns', code: 'HOST_NOT_FOUND' });
      expect(error.message).toContain('could not find the service');
      expect(dns.logs.filter((line) => line.includes('failed:'))).toHaveLength(1);
    } finally {
      await dns.dispose();
    }
  });

  it('reports an untrusted certificate as certificate, without retrying', async () => {
    const tls = await createTestClient(service.url, {
      fetchImpl: async () => {
        throw new TypeError('fetch failed', {
          cause: Object.assign(new Error('self-signed'), { code: 'DEPTH_ZERO_SELF_SIGNED_CERT' }),
        });
      },
    });
    try {
      const error = await appErrorOf(tls.client.getListing(SAMPLE_VIN));
      expect(error).toMatchObject({ kind: 'certificate', code: 'CERTIFICATE_ERROR' });
      expect(error.message).toContain('certificate');
      expect(tls.logs.filter((line) => line.includes('failed:'))).toHaveLength(1);
    } finally {
      await tls.dispose();
    }
  });
});

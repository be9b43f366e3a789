// Authentication, plan access per demo key, rate limits and the error object, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, PLANS, type Endpoint, type Plan } from '../../shared/plan/plan-access';
import type { RunningSandbox } from '../start-sandbox';
import { api, errorOf, startTestSandbox } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
let limited: RunningSandbox;
// The rate limiter's clock, moved by the tests: a burst is all in one instant, a refill is a
// second later, whatever the load of the machine running the tests.
let now = Date.parse('2026-11-15T12:00:00Z');

beforeAll(async () => {
  sandbox = await startTestSandbox();
  limited = await startTestSandbox({ rateLimit: true, clock: () => now });
});
afterAll(async () => {
  await sandbox?.close();
  await limited?.close();
});

function pathFor(endpoint: Endpoint): string {
  const vin = sandbox.samples.priced;
  const plate = sandbox.samples.plates[0]!;
  const paths: Record<Endpoint, string> = {
    listings: '/listings?limit=1',
    listing: `/listings/${vin}`,
    photos: `/photos/${vin}`,
    vin: `/vin/${vin}`,
    tco: `/tco/${vin}`,
    payments: `/payments/${vin}?price=20000&zip=90210`,
    apr: `/apr/${vin}?year=2020&make=Toyota&model=Camry&zip=90210&creditScore=720`,
    specs: `/specs/${vin}`,
    recalls: `/recalls/${vin}`,
    openrecalls: `/openrecalls/${vin}`,
    plate: `/plate/${plate.plate}?state=${plate.state}`,
    taxes: `/taxes/${vin}`,
    build: `/build/${vin}`,
  };
  return paths[endpoint];
}

const WRAPPED: ReadonlySet<Endpoint> = new Set(['apr', 'openrecalls']);

// The spec's "Plan availability" table, copied by hand (a "yes" per column); Free has
// Starter's endpoints (docs/real-service.md #3).
const BASIC: readonly Plan[] = ['free', 'starter', 'growth', 'scale'];
const GROWTH_UP: readonly Plan[] = ['growth', 'scale'];
const SCALE_ONLY: readonly Plan[] = ['scale'];
const SPEC_PLAN_TABLE: Readonly<Record<Endpoint, readonly Plan[]>> = {
  listings: BASIC,
  listing: BASIC,
  photos: BASIC,
  vin: BASIC,
  tco: GROWTH_UP,
  payments: GROWTH_UP,
  apr: GROWTH_UP,
  specs: GROWTH_UP,
  recalls: GROWTH_UP,
  openrecalls: SCALE_ONLY,
  plate: SCALE_ONLY,
  taxes: SCALE_ONLY,
  build: SCALE_ONLY,
};

describe('plan availability table, per demo key', () => {
  for (const endpoint of ENDPOINTS) {
    for (const plan of PLANS) {
      const allowed = SPEC_PLAN_TABLE[endpoint].includes(plan);
      it(`${plan} ${allowed ? 'may' : 'may not'} call ${endpoint}`, async () => {
        const res = await api(sandbox, pathFor(endpoint), plan);
        if (allowed) {
          expect(res.status).toBe(200);
        } else {
          expect(res.status).toBe(403);
          const e = errorOf(res.body, WRAPPED.has(endpoint));
          expect(e.code).toBe('PLAN_REQUIRED');
          expect(e.status).toBe(403);
          expect(e.error).toMatch(/needs? the (Growth|Scale) plan/);
        }
      });
    }
  }

  it('names the plan needed in the message', async () => {
    const res = await api(sandbox, pathFor('openrecalls'), 'growth');
    expect(errorOf(res.body, true).error).toBe('Open recalls need the Scale plan');
    const tco = await api(sandbox, pathFor('tco'), 'starter');
    expect(errorOf(tco.body).error).toBe('Total cost of ownership needs the Growth plan');
  });
});

describe('authentication', () => {
  it('answers 401 UNAUTHORIZED without a key, with the spec error object', async () => {
    const res = await api(sandbox, '/listings?limit=1&vehicle.make=Toyota', null);
    expect(res.status).toBe(401);
    const e = errorOf(res.body);
    expect(e).toMatchObject({ status: 401, code: 'UNAUTHORIZED', path: '/listings?limit=1&vehicle.make=Toyota' });
    expect(e.requestId).toMatch(/^req_/);
  });

  it('answers 401 for an unknown key', async () => {
    const res = await api(sandbox, `/vin/${sandbox.samples.priced}`, null, { Authorization: 'Bearer not-a-key' });
    expect(res.status).toBe(401);
    expect(errorOf(res.body).code).toBe('UNAUTHORIZED');
  });

  it('wraps errors of /apr and /openrecalls, and writes /apr paths as /rates/', async () => {
    const apr = await api(sandbox, `/apr/${sandbox.samples.priced}?zip=1`, null);
    expect(apr.status).toBe(401);
    expect(errorOf(apr.body, true).path).toBe(`/rates/${sandbox.samples.priced}?zip=1`);
    const open = await api(sandbox, `/openrecalls/${sandbox.samples.priced}`, null);
    expect(errorOf(open.body, true).code).toBe('UNAUTHORIZED');
  });

  it('takes the key as apiKey on v1 only', async () => {
    const vin = sandbox.samples.priced;
    const v1 = await fetch(`${sandbox.v1Url}/vin/${vin}?apiKey=demo-starter`);
    expect(v1.status).toBe(200);
    const viaHeader = await api(sandbox, `/v1/vin/${vin}`, 'starter');
    expect(viaHeader.status).toBe(200);
    const base = await fetch(`${sandbox.url}/vin/${vin}?apiKey=demo-starter`);
    expect(base.status).toBe(401);
    const wrongKey = await fetch(`${sandbox.v1Url}/vin/${vin}?apiKey=nope`);
    expect(wrongKey.status).toBe(401);
    const body = (await wrongKey.json()) as { path: string };
    expect(body.path).not.toContain('nope');
  });

  it('serves v1 VIN decode with the same payload as /vin', async () => {
    const vin = sandbox.samples.priced;
    const a = await api(sandbox, `/vin/${vin}`);
    const b = await api(sandbox, `/v1/vin/${vin}`);
    expect(b.body).toEqual(a.body);
  });

  it('answers 404 for an unknown path and 405 for other methods', async () => {
    expect((await api(sandbox, '/nope')).status).toBe(404);
    const post = await fetch(`${sandbox.url}/listings`, {
      method: 'POST',
      headers: { Authorization: 'Bearer demo-scale' },
    });
    expect(post.status).toBe(405);
  });

  it("has no /_sandbox/usage: the billed-call count is auto.dev's (docs/real-service.md #26)", async () => {
    const res = await api(sandbox, '/_sandbox/usage');
    expect(res.status).toBe(404);
    expect(errorOf(res.body).code).toBe('RESOURCE_NOT_FOUND');
  });
});

describe('rate limits per key', () => {
  async function burst(plan: 'starter' | 'growth', n: number) {
    return Promise.all(Array.from({ length: n }, () => api(limited, `/vin/${limited.samples.priced}`, plan)));
  }

  it('lets Starter make 5 requests a second, then answers 429 RATE_LIMITED with Retry-After', async () => {
    const results = await burst('starter', 8);
    const ok = results.filter((r) => r.status === 200).length;
    const limitedOnes = results.filter((r) => r.status === 429);
    expect(ok).toBe(5);
    expect(limitedOnes).toHaveLength(3);
    expect(errorOf(limitedOnes[0]!.body).code).toBe('RATE_LIMITED');
    expect(Number(limitedOnes[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('gives Growth 10 a second, counted apart from other keys', async () => {
    const results = await burst('growth', 12);
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
  });

  it('refills after a second', async () => {
    now += 1_000;
    const results = await burst('starter', 5);
    expect(results.every((r) => r.status === 200)).toBe(true);
  });
});

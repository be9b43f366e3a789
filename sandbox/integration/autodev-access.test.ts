// auto.dev dialect over HTTP: keys, plan refusals, error shapes, rate limits, usage, v1, plate.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS, FREE_MONTHLY_CALLS, minimumPlan, PLANS } from '../../shared/plan/plan-access';
import type { RunningSandbox } from '../start-sandbox';
import { api, errorOf, obj, startTestSandbox } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
let limited: RunningSandbox;
let now = Date.parse('2026-11-15T12:00:00Z');

beforeAll(async () => {
  sandbox = await startTestSandbox({ dialect: 'autodev' });
  limited = await startTestSandbox({ dialect: 'autodev', rateLimit: true, clock: () => now });
});
afterAll(async () => {
  await sandbox?.close();
  await limited?.close();
});

function pathFor(endpoint: (typeof ENDPOINTS)[number]): string {
  const vin = sandbox.samples.priced;
  const plate = sandbox.samples.plates[0]!;
  const paths: Record<(typeof ENDPOINTS)[number], string> = {
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
    plate: `/plate/${plate.state}/${plate.plate}`,
    taxes: `/taxes/${vin}`,
    build: `/build/${vin}`,
  };
  return paths[endpoint];
}

describe('dialect', () => {
  it('is exposed on the running sandbox', () => {
    expect(sandbox.dialect).toBe('autodev');
  });
});

// auto.dev's table, copied by hand from docs/real-service.md #2 and #3: Free = Starter (decode, listings,
// photos); Growth adds specs, build, recalls, payments, apr, tco; Scale adds openrecalls, plate, taxes.
const BASIC = ['free', 'starter', 'growth', 'scale'] as const;
const GROWTH_UP = ['growth', 'scale'] as const;
const SCALE_ONLY = ['scale'] as const;
const AUTODEV_PLAN_TABLE: Readonly<Record<(typeof ENDPOINTS)[number], readonly (typeof PLANS)[number][]>> = {
  listings: BASIC,
  listing: BASIC,
  photos: BASIC,
  vin: BASIC,
  tco: GROWTH_UP,
  payments: GROWTH_UP,
  apr: GROWTH_UP,
  specs: GROWTH_UP,
  recalls: GROWTH_UP,
  build: GROWTH_UP,
  openrecalls: SCALE_ONLY,
  plate: SCALE_ONLY,
  taxes: SCALE_ONLY,
};

describe("auto.dev's plan table per demo key", () => {
  for (const endpoint of ENDPOINTS) {
    for (const plan of PLANS) {
      const allowed = AUTODEV_PLAN_TABLE[endpoint].includes(plan);
      it(`${plan} ${allowed ? 'may' : 'may not'} call ${endpoint}`, async () => {
        const res = await api(sandbox, pathFor(endpoint), plan);
        expect(res.status).toBe(allowed ? 200 : 402);
      });
    }
  }

  it('lets Growth call /build (auto.dev) and Free call what Starter may', async () => {
    expect((await api(sandbox, pathFor('build'), 'growth')).status).toBe(200);
    expect((await api(sandbox, pathFor('photos'), 'free')).status).toBe(200);
  });

  it('refuses a Free key on /specs with 402 and the documented body', async () => {
    const res = await api(sandbox, pathFor('specs'), 'free');
    expect(res.status).toBe(402);
    const body = obj(res.body);
    expect(body).toMatchObject({
      status: 402,
      code: 'PLAN_REQUIRED',
      path: pathFor('specs'),
      currentPlan: 'Free',
      requiredPlan: 'Growth',
      upgradeUrl: 'https://auto.dev/pricing?tier=Growth',
      upgradeLink: 'https://auto.dev/pricing?tier=Growth',
      docsUrl: 'https://docs.auto.dev',
    });
    expect(typeof body.error).toBe('string');
    expect(body.requestId).toMatch(/^[0-9a-f]{16}$/);
    expect(obj(obj(body.plans).Growth)).toEqual({
      price: expect.any(String),
      rateLimit: '10 req/s',
      features: expect.any(String),
    });
    expect(minimumPlan('specs', 'autodev')).toBe('growth');
  });

  it('names Scale for a Growth key on /taxes', async () => {
    const body = obj((await api(sandbox, pathFor('taxes'), 'growth')).body);
    expect(body).toMatchObject({ currentPlan: 'Growth', requiredPlan: 'Scale' });
  });
});

describe('authentication and error bodies', () => {
  const authBody = {
    status: 401,
    error: { message: 'Authentication required. Get your API key at https://auto.dev/dashboard/api-keys' },
  };

  it('answers 401 in the auth layer shape, without code, path or requestId', async () => {
    const missing = await api(sandbox, pathFor('vin'), null);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(authBody);
    const wrong = await api(sandbox, pathFor('apr'), null, { Authorization: 'Bearer nope' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(authBody);
  });

  it('takes ?apiKey= on V2 paths too', async () => {
    const res = await fetch(`${sandbox.url}/vin/${sandbox.samples.priced}?apiKey=demo-free`);
    expect(res.status).toBe(200);
  });

  it('wraps /apr errors with the /apr path, and leaves others bare', async () => {
    const apr = await api(sandbox, '/apr/123Invalid');
    expect(apr.status).toBe(400);
    expect(errorOf(apr.body, true)).toMatchObject({ code: 'INVALID_VIN_FORMAT', path: '/apr/123Invalid' });
    const open = await api(sandbox, `/openrecalls/${sandbox.samples.undecodable}`);
    expect(open.status).toBe(404);
    expect(errorOf(open.body).code).toBe('VIN_NOT_FOUND');
    const tco = await api(sandbox, `/tco/${sandbox.samples.priced}?zip=ABCDE`);
    expect(errorOf(tco.body)).toMatchObject({
      code: 'INVALID_LOCATION',
      path: `/tco/${sandbox.samples.priced}?zip=ABCDE`,
    });
  });

  it('answers 404 RESOURCE_NOT_FOUND for a malformed VIN on /photos, and an empty list without photos', async () => {
    const bad = await api(sandbox, '/photos/123Invalid');
    expect(bad.status).toBe(404);
    expect(errorOf(bad.body).code).toBe('RESOURCE_NOT_FOUND');
    const none = await api(sandbox, `/photos/${sandbox.samples.noPhotos}`);
    expect(obj(none.body).data).toEqual({ retail: [] });
    const unlisted = await api(sandbox, `/photos/${sandbox.samples.unlistedDecodable}`);
    expect(obj(unlisted.body).data).toEqual({ retail: [] });
  });

  it('answers 400 VIN_DECODE_FAILED on /build for a VIN it cannot decode', async () => {
    const res = await api(sandbox, `/build/${sandbox.samples.undecodable}`);
    expect(res.status).toBe(400);
    expect(errorOf(res.body).code).toBe('VIN_DECODE_FAILED');
  });
});

describe('plate lookup', () => {
  it('works in the path form and not in the query form', async () => {
    const sample = sandbox.samples.plates[0]!;
    const res = await api(sandbox, `/plate/${sample.state.toLowerCase()}/${sample.plate}`);
    expect(res.status).toBe(200);
    expect(obj(res.body).vin).toBe(sample.vin);
    const query = await api(sandbox, `/plate/${sample.plate}?state=${sample.state}`);
    expect(query.status).toBe(404);
    const missing = await api(
      sandbox,
      `/plate/${sandbox.samples.plateNotFound.state}/${sandbox.samples.plateNotFound.plate}`,
    );
    expect(errorOf(missing.body).code).toBe('PLATE_NOT_FOUND');
    const bad = await api(sandbox, `/plate/CA/ABC12345XYZ`);
    expect(errorOf(bad.body).code).toBe('INVALID_PLATE_FORMAT');
  });
});

describe('v1 decode', () => {
  it('authenticates with the lowercase apikey query parameter only', async () => {
    const vin = sandbox.samples.priced;
    const ok = await fetch(`${sandbox.url}/v1/vin/${vin}?apikey=demo-free`);
    expect(ok.status).toBe(200);
    const body = obj(await ok.json());
    expect(obj(body.make).name).toEqual(expect.any(String));
    expect(obj(body.model).name).toEqual(expect.any(String));
    const bearer = await api(sandbox, `/v1/vin/${vin}`, 'scale');
    expect(bearer.status).toBe(401);
    const camel = await fetch(`${sandbox.url}/v1/vin/${vin}?apiKey=demo-free`);
    expect(camel.status).toBe(401);
  });
});

describe('user.plan on answers', () => {
  it("names the key's plan, capitalised, on every 200 answer", async () => {
    for (const plan of PLANS) {
      const body = obj((await api(sandbox, pathFor('listings'), plan)).body);
      expect(obj(body.user).plan).toBe(plan[0]!.toUpperCase() + plan.slice(1));
    }
    for (const endpoint of ['vin', 'specs', 'recalls', 'tco', 'payments', 'apr', 'plate', 'taxes', 'build'] as const)
      expect(obj(obj((await api(sandbox, pathFor(endpoint))).body).user).plan, endpoint).toBe('Scale');
  });
});

describe('rate limits (injected clock)', () => {
  const call = () => api(limited, `/vin/${limited.samples.priced}`, 'free');

  it('answers 429 with Retry-After to a burst above 5 req/s on a Free key', async () => {
    const results = await Promise.all(Array.from({ length: 8 }, call));
    expect(results.filter((r) => r.status === 200)).toHaveLength(5);
    const refused = results.filter((r) => r.status === 429);
    expect(refused).toHaveLength(3);
    expect(refused[0]!.body).toEqual({ error: 'Too Many Requests' });
    expect(Number(refused[0]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('lets 5 requests spaced over a second through', async () => {
    now += 1_000;
    for (let i = 0; i < 5; i++) {
      now += 200;
      expect((await call()).status).toBe(200);
    }
    now += 1_000;
    const burst = await Promise.all(Array.from({ length: 6 }, call));
    expect(burst.filter((r) => r.status === 429)).toHaveLength(1);
  });

  it('gives Growth 10 a second', async () => {
    now += 2_000;
    const results = await Promise.all(
      Array.from({ length: 12 }, () => api(limited, `/vin/${limited.samples.priced}`, 'growth')),
    );
    expect(results.filter((r) => r.status === 200)).toHaveLength(10);
  });
});

describe('GET /usage', () => {
  it("counts the key's calls this month and caps Free at 1,000 with a 402", async () => {
    const usage = async () => obj((await api(sandbox, '/usage', 'free')).body);
    const before = await usage();
    expect(before).toMatchObject({ plan: 'Free', limit: FREE_MONTHLY_CALLS });
    const resetsAt = new Date(String(before.resetsAt));
    expect(resetsAt.getUTCDate()).toBe(1);
    expect(resetsAt.getTime()).toBeGreaterThan(Date.now());
    const used = Number(before.used);
    for (let i = 0; i < 3; i++) await api(sandbox, `/vin/${sandbox.samples.priced}`, 'free');
    expect((await usage()).used).toBe(used + 3);
    expect(obj((await api(sandbox, '/usage', 'growth')).body)).toMatchObject({ plan: 'Growth', limit: null });
    // Use up the month, in parallel batches.
    let left = FREE_MONTHLY_CALLS - used - 3;
    while (left > 0) {
      const n = Math.min(50, left);
      await Promise.all(Array.from({ length: n }, () => api(sandbox, `/listings/${sandbox.samples.priced}`, 'free')));
      left -= n;
    }
    expect((await usage()).used).toBe(FREE_MONTHLY_CALLS);
    const capped = await api(sandbox, `/vin/${sandbox.samples.priced}`, 'free');
    expect(capped.status).toBe(402);
    expect(obj(capped.body)).toMatchObject({
      currentPlan: 'Free',
      used: FREE_MONTHLY_CALLS,
      limit: FREE_MONTHLY_CALLS,
    });
    expect((await api(sandbox, `/vin/${sandbox.samples.priced}`, 'starter')).status).toBe(200);
  });
});

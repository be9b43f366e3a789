// auto.dev's billed calls as the sandbox counts them (autodev/billed-calls.ts, docs/real-service.md
// #26), read over HTTP at GET /_sandbox/usage. Every expected count is worked out by hand from the
// calls each test makes; each test uses its own demo key, so no test depends on another's calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FREE_MONTHLY_CALLS, type Plan } from '../../shared/plan/plan-access';
import { DEMO_KEYS, type RunningSandbox } from '../start-sandbox';
import { api, obj, startTestSandbox } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
let limited: RunningSandbox;
// The rate limiter's clock, moved by the tests (as in autodev-access.test.ts).
let now = Date.parse('2026-11-15T12:00:00Z');

beforeAll(async () => {
  sandbox = await startTestSandbox({ dialect: 'autodev' });
  limited = await startTestSandbox({ dialect: 'autodev', rateLimit: true, clock: () => now });
});
afterAll(async () => {
  await sandbox?.close();
  await limited?.close();
});

async function billed(on: RunningSandbox, plan: Plan): Promise<unknown> {
  const res = await api(on, '/_sandbox/usage', plan);
  expect(res.status).toBe(200);
  return res.body;
}

const AUTH_BODY = {
  status: 401,
  error: { message: 'Authentication required. Get your API key at https://auto.dev/dashboard/api-keys' },
};

describe('GET /_sandbox/usage', () => {
  it("counts a Growth key's calls by endpoint, and reading it twice changes nothing", async () => {
    const vin = sandbox.samples.priced;
    expect((await api(sandbox, `/build/${vin}`, 'growth')).status).toBe(200);
    expect((await api(sandbox, `/build/${vin}`, 'growth')).status).toBe(200);
    expect((await api(sandbox, '/listings?limit=1', 'growth')).status).toBe(200);
    const expected = { calls: { build: 2, listings: 1 }, total: 3 };
    expect(await billed(sandbox, 'growth')).toEqual(expected);
    expect(await billed(sandbox, 'growth')).toEqual(expected);
    expect(await billed(sandbox, 'growth')).toEqual(expected);
  });

  it('counts two keys apart, and reads the key from Bearer or ?apiKey=', async () => {
    const vin = sandbox.samples.priced;
    expect((await fetch(`${sandbox.url}/vin/${vin}?apiKey=${DEMO_KEYS.scale}`)).status).toBe(200);
    expect((await api(sandbox, `/specs/${vin}`, 'scale')).status).toBe(200);
    expect((await api(sandbox, `/listings/${vin}`, 'starter')).status).toBe(200);
    expect((await api(sandbox, `/listings/${vin}`, 'starter')).status).toBe(200);
    // v1 decode is the plan table's `vin` too, its key in the lowercase apikey parameter (#23).
    expect((await fetch(`${sandbox.url}/v1/vin/${vin}?apikey=${DEMO_KEYS.starter}`)).status).toBe(200);

    expect(await billed(sandbox, 'scale')).toEqual({ calls: { vin: 1, specs: 1 }, total: 2 });
    expect(await billed(sandbox, 'starter')).toEqual({ calls: { listing: 2, vin: 1 }, total: 3 });
    const byQuery = await fetch(`${sandbox.url}/_sandbox/usage?apiKey=${DEMO_KEYS.scale}`);
    expect(byQuery.status).toBe(200);
    expect(await byQuery.json()).toEqual({ calls: { vin: 1, specs: 1 }, total: 2 });
  });

  it('answers 401 without a known key, never echoing the key', async () => {
    const missing = await api(sandbox, '/_sandbox/usage', null);
    expect(missing.status).toBe(401);
    expect(missing.body).toEqual(AUTH_BODY);
    const wrong = await api(sandbox, '/_sandbox/usage', null, { Authorization: 'Bearer sk_ad_secret123' });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual(AUTH_BODY);
    const query = await fetch(`${sandbox.url}/_sandbox/usage?apiKey=sk_ad_secret123`);
    expect(query.status).toBe(401);
    expect(await query.text()).not.toContain('sk_ad_secret123');
    const known = await fetch(`${sandbox.url}/_sandbox/usage?apiKey=${DEMO_KEYS.scale}`);
    expect(await known.text()).not.toContain(DEMO_KEYS.scale);
  });
});

describe('the billing rule', () => {
  it("bills a Free key's allowed calls and the endpoint's own 4xx, not 402s, 404 paths or 405s", async () => {
    const vin = sandbox.samples.priced;
    expect((await api(sandbox, `/build/${vin}`, 'free')).status).toBe(402); // plan: not billed
    expect((await api(sandbox, `/specs/${vin}`, 'free')).status).toBe(402); // plan: not billed
    expect((await api(sandbox, '/no-such-endpoint', 'free')).status).toBe(404); // no route: not billed
    const post = await fetch(`${sandbox.url}/vin/${vin}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${DEMO_KEYS.free}` },
    });
    expect(post.status).toBe(405); // not billed
    expect((await api(sandbox, '/usage', 'free')).status).toBe(200); // /usage: not billed
    expect((await api(sandbox, `/vin/${vin}`, 'free')).status).toBe(200); // vin 1
    expect((await api(sandbox, '/vin/123Invalid', 'free')).status).toBe(400); // the endpoint's own 400: vin 2
    expect((await api(sandbox, `/photos/${sandbox.samples.noPhotos}`, 'free')).status).toBe(200); // photos 1
    expect(await billed(sandbox, 'free')).toEqual({ calls: { vin: 2, photos: 1 }, total: 3 });

    // The monthly cap's 402 is not billed either: use up the month, then one call more.
    let left = FREE_MONTHLY_CALLS - 3;
    while (left > 0) {
      const n = Math.min(50, left);
      await Promise.all(Array.from({ length: n }, () => api(sandbox, `/listings/${vin}`, 'free')));
      left -= n;
    }
    const capped = await api(sandbox, `/vin/${vin}`, 'free');
    expect(capped.status).toBe(402);
    expect(obj(capped.body).code).toBe('USAGE_LIMIT_EXCEEDED');
    expect(await billed(sandbox, 'free')).toEqual({
      calls: { listing: FREE_MONTHLY_CALLS - 3, vin: 2, photos: 1 },
      total: FREE_MONTHLY_CALLS,
    });
  });

  it('does not bill an injected fault, and a fault rule is not used up by reading the count', async () => {
    const vin = sandbox.samples.priced;
    const before = await billed(sandbox, 'scale');
    sandbox.faults.add({ kind: '503', times: 1 });
    try {
      expect(await billed(sandbox, 'scale')).toEqual(before); // passes the rule by
      expect((await api(sandbox, `/tco/${vin}`, 'scale')).status).toBe(503); // the rule fires here
      expect((await api(sandbox, `/tco/${vin}`, 'scale', { 'X-Sandbox-Fault': '429' })).status).toBe(429);
      expect(await billed(sandbox, 'scale')).toEqual(before);
      expect((await api(sandbox, `/tco/${vin}`, 'scale', { 'X-Sandbox-Fault': 'latency=1' })).status).toBe(200);
    } finally {
      sandbox.faults.clear();
    }
    const after = obj(await billed(sandbox, 'scale'));
    expect(after.total).toBe(Number(obj(before).total) + 1);
    expect(obj(after.calls).tco).toBe(1);
  });

  it('does not bill a rate-limited 429, and reading the count takes no token', async () => {
    const call = () => api(limited, `/vin/${limited.samples.priced}`, 'free');
    const burst = await Promise.all(Array.from({ length: 8 }, call));
    expect(burst.filter((r) => r.status === 200)).toHaveLength(5);
    expect(burst.filter((r) => r.status === 429)).toHaveLength(3);
    // The bucket is empty and the clock has not moved, yet the count answers.
    expect(await billed(limited, 'free')).toEqual({ calls: { vin: 5 }, total: 5 });

    // A second later the bucket holds 5 again; three reads and two plan refusals (402, checked
    // before the limiter) leave all 5 for the data calls.
    now += 1_000;
    for (let i = 0; i < 3; i++) await billed(limited, 'free');
    expect((await api(limited, `/build/${limited.samples.priced}`, 'free')).status).toBe(402);
    expect((await api(limited, `/build/${limited.samples.priced}`, 'free')).status).toBe(402);
    const second = await Promise.all(Array.from({ length: 6 }, call));
    expect(second.filter((r) => r.status === 200)).toHaveLength(5);
    expect(second.filter((r) => r.status === 429)).toHaveLength(1);
    expect(await billed(limited, 'free')).toEqual({ calls: { vin: 10 }, total: 10 });
  });
});

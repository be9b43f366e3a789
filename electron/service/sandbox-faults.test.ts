import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_KEYS, type RunningSandbox } from '../../sandbox/start-sandbox';
import { startServiceSandbox } from './test-support/service-sandbox';
import { appErrorOf, createTestClient, type TestClient } from './test-support/test-client';
import { createServiceRouter, TRUSTED_FRAME } from './test-support/service-router';

// The client's resilience against the sandbox's fault injection: retries, Retry-After,
// timeouts, malformed bodies, a service that is gone, and cancellation.

let sandbox: RunningSandbox;
const clients: TestClient[] = [];

beforeAll(async () => {
  sandbox = await startServiceSandbox();
}, 300_000);
afterEach(() => sandbox.faults.clear());
afterAll(async () => {
  await sandbox?.close();
  await Promise.all(clients.map((c) => c.dispose()));
});

async function scaleClient(
  overrides: Parameters<typeof createTestClient>[1] = {},
  baseUrl = sandbox.url,
): Promise<TestClient> {
  const t = await createTestClient(baseUrl, { ...overrides, config: { apiKey: DEMO_KEYS.scale, ...overrides.config } });
  clients.push(t);
  return t;
}

describe('fault injection', () => {
  it('tries a 503 three times in all', async () => {
    const t = await scaleClient();
    sandbox.faults.add({ path: /^\/specs\//, kind: '503', times: 10 });
    const before = sandbox.requestCount();
    expect((await appErrorOf(t.client.getSpecs(sandbox.samples.priced))).kind).toBe('unavailable');
    expect(sandbox.requestCount() - before).toBe(3);
    expect(t.sleeps).toHaveLength(2);
  });

  it('recovers after one 503', async () => {
    const t = await scaleClient();
    sandbox.faults.add({ path: /^\/build\//, kind: '503', times: 1 });
    const before = sandbox.requestCount();
    const result = await t.client.getBuild(sandbox.samples.priced);
    expect(result.data.vin).toBe(sandbox.samples.priced);
    expect(sandbox.requestCount() - before).toBe(2);
  });

  it('honours Retry-After on 429', async () => {
    const t = await scaleClient();
    sandbox.faults.add({ path: /^\/recalls\//, kind: '429', retryAfter: 2, times: 1 });
    await t.client.getRecalls(sandbox.samples.parkIt);
    expect(t.sleeps).toHaveLength(1);
    expect(t.sleeps[0]!).toBeGreaterThanOrEqual(2_000);
  });

  it('reports a long Retry-After instead of waiting it out', async () => {
    const t = await scaleClient();
    sandbox.faults.add({ path: /^\/recalls\//, kind: '429', retryAfter: 90, times: 5 });
    const error = await appErrorOf(t.client.getRecalls(sandbox.samples.noRecalls));
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfter: 90 });
  });

  it('retries a reset connection, then reports a network error', async () => {
    const t = await scaleClient();
    sandbox.faults.add({ path: /^\/tco\//, kind: 'reset', times: 10 });
    const before = sandbox.requestCount();
    expect(await appErrorOf(t.client.getTco({ vin: sandbox.samples.priced }))).toMatchObject({ kind: 'network' });
    expect(sandbox.requestCount() - before).toBe(3);
  });

  it('times out a slow answer', async () => {
    const t = await scaleClient({ timeoutMs: 150 });
    sandbox.faults.add({ path: /^\/vin\//, kind: 'latency', latencyMs: 1_500, times: 1 });
    const started = Date.now();
    expect((await appErrorOf(t.client.decodeVinV1(sandbox.samples.priced))).kind).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1_000);
  });

  it('reads malformed JSON as bad-response', async () => {
    const t = await scaleClient();
    sandbox.faults.add({ path: /^\/listings\//, kind: 'malformed', times: 1 });
    expect((await appErrorOf(t.client.getListing(sandbox.samples.priced))).kind).toBe('bad-response');
  });

  it('a fault asked for by header works the same', async () => {
    const response = await fetch(`${sandbox.url}/listings/${sandbox.samples.priced}`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.scale}`, 'X-Sandbox-Fault': '503' },
    });
    expect(response.status).toBe(503);
  });

  it('a cancelled query aborts its request', async () => {
    const t = await scaleClient();
    const router = createServiceRouter(t.client);
    sandbox.faults.add({ path: /^\/specs\//, kind: 'latency', latencyMs: 3_000, times: 1 });
    const before = sandbox.requestCount();
    const started = Date.now();
    const pending = router.dispatch(
      'vehicle.specs',
      { input: { vin: sandbox.samples.overTheAir }, requestId: 'q-1' },
      TRUSTED_FRAME,
    );
    // Cancel once the request is in the sandbox's hands (counted on arrival, then held 3 s).
    await vi.waitFor(() => expect(sandbox.requestCount()).toBe(before + 1));
    router.cancel('q-1', TRUSTED_FRAME);
    const result = await pending;
    expect(result).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('when the service is gone', () => {
  it('serves the last good answer as stale', async () => {
    // A second sandbox on the same dataset (loaded, not rebuilt), so closing it leaves the shared one up.
    const own = await startServiceSandbox();
    let now = Date.now();
    const t = await scaleClient({ now: () => now }, own.url);
    const vin = own.samples.priced;
    const fresh = await t.client.getListing(vin);
    const recalls = await t.client.getRecalls(own.samples.parkIt);
    await own.close();
    now += 2 * 24 * 60 * 60_000; // past every TTL involved
    const staleListing = await t.client.getListing(vin);
    expect(staleListing).toEqual({ data: fresh.data, stale: true, fetchedAt: fresh.fetchedAt });
    expect((await t.client.getRecalls(own.samples.parkIt)).stale).toBe(true);
    expect((await t.client.getRecalls(own.samples.parkIt)).data).toEqual(recalls.data);
    // Nothing cached for this one: the failure itself comes through.
    expect((await appErrorOf(t.client.getSpecs(vin))).kind).toBe('network');
  });
});

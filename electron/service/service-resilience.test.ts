import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { appErrorOf, createTestClient, TEST_KEY, type TestClient } from './test-support/test-client';
import { errorBody, listingBody, SAMPLE_VIN } from './test-support/sample-bodies';

// Timeouts, retries, cancellation, de-duplication and the offline fallback, against a
// local HTTP server that answers as each test tells it.

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
const ok = () => ({ status: 200, body: { data: listingBody() } });

/**
 * Makes the service hold every answer until the test lets them go: what a test observes then
 * comes from its own order of events, never from a race with a delay on the real clock.
 */
function holdAnswers(): { release(): void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  service.setRoute(async () => {
    await released;
    return ok();
  });
  return { release };
}

describe('requests', () => {
  it('sends the key as a Bearer header and GETs the spec path', async () => {
    service.setRoute(ok);
    const result = await t.client.getListing(SAMPLE_VIN);
    expect(result.data.vin).toBe(SAMPLE_VIN);
    expect(result.stale).toBe(false);
    expect(service.seen).toHaveLength(1);
    expect(service.seen[0]!.path).toBe(listingPath);
    expect(service.seen[0]!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
  });

  it('refuses to call without a key', async () => {
    t.config.apiKey = null;
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error).toMatchObject({ kind: 'unauthorized', code: 'NO_API_KEY' });
    expect(service.seen).toHaveLength(0);
  });
});

describe('retries', () => {
  it('tries a 503 three times in all, then reports unavailable', async () => {
    service.setRoute(() => ({ status: 503, body: errorBody(503, 'SOURCE_ERROR', listingPath) }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error.kind).toBe('unavailable');
    expect(service.seen).toHaveLength(3);
    expect(t.sleeps).toHaveLength(2);
    // Exponential: the second wait is longer than the first could ever be.
    expect(t.sleeps[1]!).toBeGreaterThan(t.sleeps[0]!);
  });

  it('recovers when a retry succeeds', async () => {
    let calls = 0;
    service.setRoute(() => (++calls === 1 ? { status: 429, body: {}, headers: { 'retry-after': '0' } } : ok()));
    const result = await t.client.getListing(SAMPLE_VIN);
    expect(result.data.vin).toBe(SAMPLE_VIN);
    expect(service.seen).toHaveLength(2);
  });

  it('waits at least what Retry-After asks', async () => {
    let calls = 0;
    service.setRoute(() => (++calls === 1 ? { status: 429, body: {}, headers: { 'retry-after': '3' } } : ok()));
    await t.client.getListing(SAMPLE_VIN);
    expect(t.sleeps).toHaveLength(1);
    expect(t.sleeps[0]!).toBeGreaterThanOrEqual(3000);
  });

  it('does not wait out a long Retry-After but reports it', async () => {
    service.setRoute(() => ({ status: 429, body: {}, headers: { 'retry-after': '120' } }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error).toMatchObject({ kind: 'rate-limited', retryAfter: 120, status: 429 });
    expect(error.message).toContain('120 seconds');
    expect(service.seen).toHaveLength(1);
  });

  it('retries a dropped connection, then reports a network error', async () => {
    service.setRoute(() => ({ destroy: true }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error.kind).toBe('network');
    expect(service.seen).toHaveLength(3);
  });

  // A refusal does not change on a second try: each of these is sent exactly once, with no backoff wait.
  it.each([
    [400, 'INVALID_PARAMETER', 'invalid-input'],
    [401, 'UNAUTHORIZED', 'unauthorized'],
    [403, 'PLAN_REQUIRED', 'plan-required'],
    [404, 'RESOURCE_NOT_FOUND', 'not-found'],
  ])('does not retry a %i (%s)', async (status, code, kind) => {
    service.setRoute(() =>
      status === 403
        ? // /listing/{vin} is on every plan; a 403 names the plan to stay a plan refusal.
          { status, body: { status, code, error: 'Requires the Growth plan' } }
        : { status, body: errorBody(status, code, listingPath) },
    );
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error.kind).toBe(kind);
    expect(service.seen).toHaveLength(1);
    expect(t.sleeps).toEqual([]);
  });

  it('reports a 404 in words', async () => {
    service.setRoute(() => ({ status: 404, body: errorBody(404, 'RESOURCE_NOT_FOUND', listingPath) }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error).toMatchObject({
      kind: 'not-found',
      code: 'RESOURCE_NOT_FOUND',
      message: 'No listing is active for this VIN.',
    });
  });
});

describe('timeouts and bad bodies', () => {
  it('times out a slow answer and does not retry it', async () => {
    const slow = await createTestClient(service.url, { timeoutMs: 100 });
    // The answer never comes while the call runs: only the client's own timeout can end it.
    const answers = holdAnswers();
    try {
      const error = await appErrorOf(slow.client.getListing(SAMPLE_VIN));
      expect(error.kind).toBe('timeout');
      // Given up on, not retried: the one request was dropped and no backoff was waited.
      expect(service.seen).toHaveLength(1);
      expect(slow.sleeps).toEqual([]);
      await waitFor(() => service.seen[0]!.aborted);
    } finally {
      answers.release();
      await slow.dispose();
    }
  });

  it('reports malformed JSON as bad-response', async () => {
    service.setRoute(() => ({ status: 200, raw: '{"data": {"vin": ' }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error).toMatchObject({ kind: 'bad-response', code: 'BAD_RESPONSE' });
  });

  it('reports a body of the wrong shape as bad-response, with the detail kept aside', async () => {
    service.setRoute(() => ({ status: 200, body: { data: { vin: SAMPLE_VIN, vehicle: { year: 'soon' } } } }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error.kind).toBe('bad-response');
    expect(error.service?.message).toMatch(/vehicle/);
  });
});

describe('cancellation', () => {
  it('aborts the HTTP request when the caller cancels', async () => {
    const answers = holdAnswers();
    const controller = new AbortController();
    const pending = appErrorOf(t.client.getListing(SAMPLE_VIN, controller.signal));
    await waitFor(() => service.seen.length === 1);
    controller.abort();
    expect((await pending).kind).toBe('cancelled');
    await waitFor(() => service.seen[0]!.aborted);
    expect(service.seen[0]!.aborted).toBe(true);
    answers.release();
  });

  it('stops retrying once cancelled during a backoff', async () => {
    const controller = new AbortController();
    const waiting = await createTestClient(service.url, { sleep: () => new Promise(() => undefined) });
    service.setRoute(() => ({ status: 503, body: {} }));
    const pending = appErrorOf(waiting.client.getListing(SAMPLE_VIN, controller.signal));
    await waitFor(() => service.seen.length === 1);
    controller.abort();
    expect((await pending).kind).toBe('cancelled');
    expect(service.seen).toHaveLength(1);
    await waiting.dispose();
  });
});

describe('de-duplication', () => {
  it('sends one request for identical calls in flight', async () => {
    const answers = holdAnswers();
    const calls = Promise.all([
      t.client.getListing(SAMPLE_VIN),
      t.client.getListing(SAMPLE_VIN),
      t.client.getListing(SAMPLE_VIN),
    ]);
    // All three are in flight while the one request is held.
    await waitFor(() => service.seen.length === 1);
    answers.release();
    const [a, b, c] = await calls;
    expect(service.seen).toHaveLength(1);
    expect(a.data).toEqual(b.data);
    expect(c.data.vin).toBe(SAMPLE_VIN);
  });

  it('a cancelled caller does not cancel the others waiting on the same request', async () => {
    const answers = holdAnswers();
    const first = new AbortController();
    const cancelled = appErrorOf(t.client.getListing(SAMPLE_VIN, first.signal));
    const other = t.client.getListing(SAMPLE_VIN);
    await waitFor(() => service.seen.length === 1);
    first.abort();
    expect((await cancelled).kind).toBe('cancelled');
    // Only now may the shared request answer: the cancel came while it was surely in flight.
    answers.release();
    const result = await other;
    expect(result.data.vin).toBe(SAMPLE_VIN);
    expect(service.seen).toHaveLength(1);
    expect(service.seen[0]!.aborted).toBe(false);
  });
});

describe('concurrency per host', () => {
  it('never runs more than the cap at once', async () => {
    const capped = await createTestClient(service.url, { maxConcurrentPerHost: 2 });
    let running = 0;
    let peak = 0;
    // Every request is held by the server until the test lets it go, so overlap does not hang on timing.
    const held: (() => void)[] = [];
    service.setRoute(async () => {
      running += 1;
      peak = Math.max(peak, running);
      await new Promise<void>((release) => held.push(release));
      running -= 1;
      return ok();
    });
    const vins = [
      '1HGCM82633A004352',
      '1HGCM82633A004353',
      '1HGCM82633A004354',
      '1HGCM82633A004355',
      '1HGCM82633A004356',
    ];
    const all = Promise.all(vins.map((vin) => capped.client.getPhotos(vin).catch(() => undefined)));
    // Let them go one at a time, each time once both slots are taken (or only the last one is left).
    for (let released = 0; released < vins.length; released++) {
      await vi.waitFor(() => expect(held.length).toBeGreaterThanOrEqual(Math.min(2, vins.length - released)));
      held.shift()!();
    }
    await all;
    expect(service.seen).toHaveLength(5);
    expect(peak).toBe(2);
    await capped.dispose();
  });
});

describe('offline cache', () => {
  it('answers from the cache within the TTL without a request', async () => {
    service.setRoute(ok);
    const first = await t.client.getListing(SAMPLE_VIN);
    const second = await t.client.getListing(SAMPLE_VIN);
    expect(service.seen).toHaveLength(1);
    expect(second).toEqual({ ...first, stale: false });
  });

  it('serves the last good answer as stale when the service cannot be reached', async () => {
    let now = Date.parse('2025-03-01T10:00:00Z');
    const clocked = await createTestClient(service.url, { now: () => now });
    service.setRoute(ok);
    const fresh = await clocked.client.getListing(SAMPLE_VIN);
    now += 60 * 60_000; // past the 10-minute listing TTL
    await service.close();
    const stale = await clocked.client.getListing(SAMPLE_VIN);
    expect(stale).toEqual({ data: fresh.data, stale: true, fetchedAt: '2025-03-01T10:00:00.000Z' });
    service = await startFakeService();
    await clocked.dispose();
  });

  it('does not serve stale data for a not-found answer', async () => {
    let now = Date.parse('2025-03-01T10:00:00Z');
    const clocked = await createTestClient(service.url, { now: () => now });
    service.setRoute(ok);
    await clocked.client.getListing(SAMPLE_VIN);
    now += 60 * 60_000;
    service.setRoute(() => ({ status: 404, body: errorBody(404, 'RESOURCE_NOT_FOUND', listingPath) }));
    expect((await appErrorOf(clocked.client.getListing(SAMPLE_VIN))).kind).toBe('not-found');
    await clocked.dispose();
  });

  it('fails with network when nothing is cached and the port is closed', async () => {
    await service.close();
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error.kind).toBe('network');
    service = await startFakeService();
  });

  it('clears the cache', async () => {
    service.setRoute(ok);
    await t.client.getListing(SAMPLE_VIN);
    expect(await t.client.clearCache()).toEqual({ removed: 1 });
    await t.client.getListing(SAMPLE_VIN);
    expect(service.seen).toHaveLength(2);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 2_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { createTestClient, type TestClient } from './test-support/test-client';
import { listingBody } from './test-support/sample-bodies';

// The client wires its pacer to the plan in force: each request waits for the plan's rate
// (docs/real-service.md #4: Free/Starter 5 a second, Growth 10, Scale 50) less a tenth of
// safety, with a burst of a tenth of the rate. A virtual clock that only pacing moves
// makes every wait exact, so the expected waits below are worked out by hand.

let service: FakeService;
let t: TestClient;
let waits: number[];
let now: number;

async function pacedClient(plan: 'unknown' | 'starter' | 'growth' | 'scale'): Promise<TestClient> {
  now = 0;
  waits = [];
  return createTestClient(service.url, {
    config: { plan },
    now: () => now,
    paceSleep: async (ms) => {
      waits.push(ms);
      now += ms;
    },
  });
}

/** n searches with page sizes from `from` up: distinct URLs, so none is served from the cache. */
async function searches(n: number, from = 1): Promise<void> {
  for (let i = from; i < from + n; i++) await t.client.searchListings({ limit: i });
}

beforeEach(async () => {
  service = await startFakeService(() => ({ status: 200, body: { data: [listingBody()], links: { next: null } } }));
});
afterEach(async () => {
  await service.close();
  await t.dispose();
});

describe('the client keeps to the plan’s pace', () => {
  it('Starter: 5 a second less 10% is one request every 1000/4.5 ms, no burst', async () => {
    t = await pacedClient('starter');
    await searches(4);
    expect(service.seen).toHaveLength(4);
    // The first goes at once; each later one waits a whole interval.
    expect(waits).toHaveLength(3);
    for (const wait of waits) expect(wait).toBeCloseTo(1000 / 4.5, 6);
  });

  it('Growth: 10 a second, two at once, then 0.9 × (10 − 2 + 1) = 8.1 a second', async () => {
    t = await pacedClient('growth');
    await searches(4);
    // The first two go at once; the 3rd and 4th each wait one interval of 1000 / 8.1 ms.
    expect(waits).toHaveLength(2);
    for (const wait of waits) expect(wait).toBeCloseTo(1000 / 8.1, 6);
  });

  it('Scale: 50 a second, the first ten at once, then 0.9 × (50 − 10 + 1) = 36.9 a second', async () => {
    t = await pacedClient('scale');
    await searches(12);
    // Slots at k·(1000/36.9) ms, nine intervals of tolerance: the 11th starts at 1000/36.9 ms, the 12th one interval later.
    expect(waits).toHaveLength(2);
    expect(waits[0]).toBeCloseTo(1000 / 36.9, 6);
    expect(waits[1]).toBeCloseTo(1000 / 36.9, 6);
  });

  it('an unknown plan goes at the slowest plan’s pace until one is known', async () => {
    t = await pacedClient('unknown');
    await searches(2);
    expect(waits).toEqual([expect.closeTo(1000 / 4.5, 6)]);
    // The setting is read per request: once it names Scale (and a quiet minute has passed),
    // five go at once where Free would space them out (Scale lets ten go at once).
    t.config.plan = 'scale';
    now += 60_000;
    waits.length = 0;
    await searches(5, 10);
    expect(service.seen).toHaveLength(7);
    expect(waits).toEqual([]);
  });
});

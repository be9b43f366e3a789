import { afterEach, describe, expect, it } from 'vitest';
import type { DealerLot, DealerLotEstimate, SeenDealer } from '../../../shared/ipc/dealer-lot-channels';
import { DEMO_KEYS, startSandbox } from '../../../sandbox/start-sandbox';
import { SANDBOX_CACHE, data, liveMain, own, spendReport, type Cleanups } from '../test-support/autodev-live';

// A dealer's lot through the real parts (router, service client, market store and spend ledger
// on a real vindesk.sqlite) against the sandbox with its Growth key: every call the lot makes,
// finding the cars and refreshing their markets, is put down to "market" (issue #39). The
// sandbox playing the spec's service keeps no count of its own (only its auto.dev dialect does).

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

interface SandboxRow {
  retailListing: { dealer: string; zip: string };
}

describe('dealer lot spend', () => {
  it('counts every call of the estimate and the build under market, at the listings price', async () => {
    const sandbox = await startSandbox({ dialect: 'spec', listings: 2000, cacheDir: SANDBOX_CACHE, rateLimit: false });
    cleanups.push(() => sandbox.close());
    // A dealer, asked with another key so the Growth key's bill holds only what VinDesk asked.
    const answer = await fetch(`${sandbox.url}/listings?limit=1`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.starter}` },
    });
    const { dealer, zip } = ((await answer.json()) as { data: SandboxRow[] }).data[0]!.retailListing;
    const main = await liveMain(sandbox, cleanups, { settings: { dialect: 'spec' } });

    const estimate = data<DealerLotEstimate>(
      await main.router.dispatch('dealerLot.estimate', { input: { dealer, zip } }, own),
    );
    expect(estimate.listings).toBeGreaterThan(0);
    // Not free on Growth: at most five listings calls per group at $0.0015 (row 26).
    expect(estimate.cost.demo).toBe(false);
    expect(estimate.cost.totalMicros).toBe(estimate.calls * 1_500);
    const lot = data<DealerLot>(await main.router.dispatch('dealerLot.build', { input: { dealer, zip } }, own));
    expect(lot.rows).toHaveLength(estimate.listings);
    expect(lot.calls).toBeLessThanOrEqual(estimate.calls);

    const today = (await spendReport(main)).today;
    expect(today.byActivity.map((row) => row.activity)).toEqual(['market']);
    // The estimate's searches and the build's refreshes, each in the ledger at Growth's price.
    expect(today.calls).toBe(estimate.lookupCalls + lot.calls);
    expect(today.micros).toBe(today.calls * 1_500);
    // Seen now: the name field suggests the dealer with its ZIP, read from the store (no call).
    const seen = data<SeenDealer[]>(await main.router.dispatch('dealerLot.seenDealers', { input: undefined }, own));
    expect(seen).toContainEqual({ name: dealer, zip, listings: expect.any(Number) as number });
    expect((await spendReport(main)).today.calls).toBe(today.calls);
  });
});

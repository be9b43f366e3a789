import { afterEach, describe, expect, it } from 'vitest';
import type { AppError, Result } from '../../../shared/ipc/app-error';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import {
  autodevSandbox,
  data,
  listedVins,
  liveMain,
  own,
  sandboxUsage,
  spendReport,
  type Cleanups,
} from '../test-support/autodev-live';

// Budgets, held panels, loading ahead and estimates, through the real router, service client
// and ledger against the sandbox playing auto.dev with its Growth key. Prices are row 26 of
// docs/real-service.md, Growth, worked out by hand: build $0.10 (100,000 micro-dollars),
// recalls $0.01 (10,000), listings $0.0015 (1,500).

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function failure(result: Result<unknown>): AppError {
  if (result.ok) throw new Error('expected a refusal');
  return result.error;
}

describe('spending in main', () => {
  it('holds a build asked without spending, names its price, and serves it free once it was bought', async () => {
    const sandbox = await autodevSandbox(cleanups);
    const main = await liveMain(sandbox, cleanups);
    const [vin] = await listedVins(sandbox);

    const held = failure(await main.router.dispatch('vehicle.build', { input: { vin }, cachedOnly: true }, own));
    expect(held).toMatchObject({ kind: 'spend-held', code: 'NOT_LOADED', spend: { priceMicros: 100_000 } });
    expect(held.message).toContain('$0.10');
    expect((await sandboxUsage(sandbox)).total).toBe(0);

    data(await main.router.dispatch('vehicle.build', { input: { vin } }, own));
    expect((await sandboxUsage(sandbox)).calls).toEqual({ build: 1 });

    data(await main.router.dispatch('vehicle.build', { input: { vin }, cachedOnly: true }, own));
    expect((await sandboxUsage(sandbox)).total).toBe(1);
    expect((await spendReport(main)).today.micros).toBe(100_000);
  });

  it('lets loading ahead spend nothing by default, and up to its hourly cap when allowed', async () => {
    const sandbox = await autodevSandbox(cleanups);
    const off = await liveMain(sandbox, cleanups);
    const vins = await listedVins(sandbox, 3);
    const ahead = (vin: string) => ({ input: { vin }, activity: 'hover-prefetch' });

    expect(failure(await off.router.dispatch('listings.get', ahead(vins[0]!), own))).toMatchObject({
      kind: 'spend-held',
      code: 'LOAD_AHEAD_OFF',
    });
    expect((await sandboxUsage(sandbox)).total).toBe(0);

    // $0.004 an hour: two listings ($0.003) fit; a third would make $0.0045.
    const capped = await liveMain(sandbox, cleanups, { settings: { spend: { paidPrefetchPerHour: 0.004 } } });
    data(await capped.router.dispatch('listings.get', ahead(vins[0]!), own));
    data(await capped.router.dispatch('listings.get', ahead(vins[1]!), own));
    expect(failure(await capped.router.dispatch('listings.get', ahead(vins[2]!), own))).toMatchObject({
      kind: 'spend-held',
      code: 'LOAD_AHEAD_CAP',
      spend: { priceMicros: 1_500, budget: { period: 'hour', limitMicros: 4_000, spentMicros: 3_000 } },
    });
    expect((await sandboxUsage(sandbox)).calls).toEqual({ listing: 2 });
    expect((await spendReport(capped)).today.byActivity).toEqual([
      { activity: 'hover-prefetch', calls: 2, micros: 3_000 },
    ]);
  });

  it('refuses the paid call that would pass the daily budget, says so in words, and still shows saved answers', async () => {
    const sandbox = await autodevSandbox(cleanups);
    const main = await liveMain(sandbox, cleanups, { settings: { spend: { dailyBudget: 0.2 } } });
    const [first, second] = await listedVins(sandbox, 2);

    // $0.10 + $0.10 = $0.20: reaching the budget exactly is allowed.
    data(await main.router.dispatch('vehicle.build', { input: { vin: first } }, own));
    data(await main.router.dispatch('vehicle.build', { input: { vin: second } }, own));
    const refused = failure(await main.router.dispatch('vehicle.recalls', { input: { vin: first } }, own));
    expect(refused).toMatchObject({
      kind: 'over-budget',
      code: 'DAILY_BUDGET',
      spend: { priceMicros: 10_000, budget: { period: 'day', limitMicros: 200_000, spentMicros: 200_000 } },
    });
    expect(refused.message).toBe(
      'This lookup (recalls, $0.01) would go over today’s budget of $0.20: $0.20 spent so far. It was not made.',
    );
    // A saved answer costs nothing and still shows.
    data(await main.router.dispatch('vehicle.build', { input: { vin: first } }, own));
    expect((await sandboxUsage(sandbox)).calls).toEqual({ build: 2 });
    expect((await spendReport(main)).today.micros).toBe(200_000);
  });

  it('estimates a batch before it starts: calls × price less what is saved, and sends nothing', async () => {
    const sandbox = await autodevSandbox(cleanups);
    const main = await liveMain(sandbox, cleanups, { settings: { spend: { confirmAbove: 0.015, dailyBudget: 0.05 } } });
    const vins = await listedVins(sandbox, 3);
    data(await main.router.dispatch('vehicle.recalls', { input: { vin: vins[0] } }, own));

    const estimate = data<SpendEstimate>(
      await main.router.dispatch('spend.estimate', { input: { endpoint: 'vehicle.recalls', vins } }, own),
    );
    // Three VINs, one already looked up today: 2 × $0.01 = $0.02, above the $0.015 asked about.
    expect(estimate).toEqual({
      demo: false,
      plan: 'growth',
      endpoint: 'recalls',
      calls: 3,
      cached: 1,
      perCallMicros: 10_000,
      negotiated: false,
      totalMicros: 20_000,
      confirmAboveMicros: 15_000,
      needsConfirmation: true,
      budget: { period: 'day', limitMicros: 50_000, spentMicros: 10_000, leftMicros: 40_000 },
    });
    expect((await sandboxUsage(sandbox)).total).toBe(1);
  });

  it('prices an export by its pages at the plan’s page size, before a page is asked for', async () => {
    const sandbox = await autodevSandbox(cleanups);
    const main = await liveMain(sandbox, cleanups);

    const estimate = data<SpendEstimate>(
      await main.router.dispatch('listings.exportEstimate', { input: { rows: 12_345 } }, own),
    );
    // Growth pages hold 100 listings (LISTINGS_PAGE_CAP in shared/plan/plan-access.ts): 124 pages × $0.0015 = $0.186.
    expect(estimate).toMatchObject({ endpoint: 'listings', calls: 124, perCallMicros: 1_500, totalMicros: 186_000 });
    expect(estimate.needsConfirmation).toBe(false);
    expect((await sandboxUsage(sandbox)).total).toBe(0);
  });

  it('records the price the dealer negotiated, not the list price', async () => {
    const sandbox = await autodevSandbox(cleanups);
    const main = await liveMain(sandbox, cleanups, { settings: { spend: { prices: { build: 0.05 } } } });
    const [vin] = await listedVins(sandbox);

    data(await main.router.dispatch('vehicle.build', { input: { vin } }, own));

    expect((await spendReport(main)).today.byEndpoint).toEqual([{ endpoint: 'build', calls: 1, micros: 50_000 }]);
  });
});

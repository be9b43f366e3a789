import { afterEach, describe, expect, it } from 'vitest';
import type { SweepEstimate, SweepStatus } from '../../../shared/ipc/sweep-channels';
import { DEMO_KEYS } from '../../../sandbox/start-sandbox';
import {
  autodevSandbox,
  data,
  listedVins,
  liveMain,
  own,
  sandboxUsage,
  type Cleanups,
} from '../test-support/autodev-live';

// Issue #35: one recall answer per VIN per day serves the VIN page, the sweep and the watchlist
// alike. On Scale each open-recalls call is $0.06 (docs/real-service.md row 26): a sweep of the
// lot right after the pages were opened must cost nothing more, and its estimate must say so.

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

describe('one recall answer per VIN per day', () => {
  it('lets a sweep on Scale reuse the VIN pages’ open-recall answers, free, and estimates it so', async () => {
    const sandbox = await autodevSandbox(cleanups);
    const main = await liveMain(sandbox, cleanups, { plan: 'scale' });
    const vins = await listedVins(sandbox, 3);
    // As the VIN page asks (renderer/api/vehicle-page-queries.ts): open recalls with the catalog.
    for (const vin of vins)
      data(await main.router.dispatch('vehicle.openRecalls', { input: { vin, recalls: true } }, own));
    expect((await sandboxUsage(sandbox, DEMO_KEYS.scale)).calls).toEqual({ openrecalls: 3 });

    const text = vins.join('\n');
    const estimate = data<SweepEstimate>(await main.router.dispatch('sweep.estimate', { input: { text } }, own));
    // Three VINs, all three saved today: 0 × $0.06 = $0.00.
    expect(estimate.spend).toMatchObject({ calls: 3, cached: 3, perCallMicros: 60_000, totalMicros: 0 });

    data(await main.router.dispatch('sweep.start', { input: { text } }, own));
    await expect
      .poll(
        async () =>
          data<SweepStatus | null>(await main.router.dispatch('sweep.status', { input: undefined }, own))?.state,
        { timeout: 60_000, interval: 50 },
      )
      .toBe('done');
    expect((await sandboxUsage(sandbox, DEMO_KEYS.scale)).calls).toEqual({ openrecalls: 3 });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import type { EndpointId } from '../../../shared/service/endpoint-table';
import type { RunningSandbox } from '../../../sandbox/start-sandbox';
import { billedCalls, startWatchlistRig, startWatchlistSandbox, type WatchlistRig } from './test-support/watchlist-rig';

// A check main refuses for the budget pauses the round without failing any VIN; the next
// timer tick or a budget change carries on. The cost and the estimate at Growth's $0.01
// a recall check (docs/real-service.md row 26), worked by hand.

let sandbox: RunningSandbox;
const rigs: WatchlistRig[] = [];
beforeAll(async () => {
  sandbox = await startWatchlistSandbox();
}, 120_000);
afterAll(async () => {
  await Promise.all(rigs.map((rig) => rig.close()));
  await sandbox?.close();
});

const recallCalls = async () => (await billedCalls(sandbox, 'growth')).recalls ?? 0;

describe('a budget that stops the checks', () => {
  it('pauses the round with the VINs left unchecked, not failed, and says why in a dealer’s words', async () => {
    const test = await startWatchlistRig(sandbox, 'growth');
    rigs.push(test);
    const [a, b, c] = sandbox.samples.recallSweep;
    const start = await recallCalls();
    test.budget.calls = 1;
    const list = await test.watchlist.add([a!, b!, c!]);
    expect(await recallCalls()).toBe(start + 1);
    const checked = list.filter((entry) => entry.lastCheckedAt !== null).map((entry) => entry.vin);
    expect(checked).toEqual([a]);
    expect(list.every((entry) => entry.problem === undefined)).toBe(true);
    const cost = await test.watchlist.cost();
    expect(cost.held).toBe(
      'Recall checks are paused: the next check would go over today’s budget of $0.02 ($0.02 spent). ' +
        '2 vehicles will be checked tomorrow, or as soon as you raise the budget in Settings.',
    );

    // Still over budget at the next tick: nothing lost, nothing asked.
    await test.tick();
    expect(await recallCalls()).toBe(start + 1);
    expect(test.watchlist.list().filter((entry) => entry.lastCheckedAt === null)).toHaveLength(2);

    // The budget raised: the change picks up where the round stopped.
    test.budget.calls = Number.POSITIVE_INFINITY;
    await test.watchlist.budgetMayAllow();
    expect(await recallCalls()).toBe(start + 3);
    expect(test.watchlist.list().every((entry) => entry.lastCheckedAt !== null)).toBe(true);
    expect((await test.watchlist.cost()).held).toBeNull();
  });

  it('carries on at the next timer tick once the budget allows, even when checks run only when asked', async () => {
    const test = await startWatchlistRig(sandbox, 'growth');
    rigs.push(test);
    test.schedule.value = 'on-demand';
    const [, , , d, e] = sandbox.samples.recallSweep;
    test.budget.calls = 0;
    await test.watchlist.add([d!, e!]);
    expect((await test.watchlist.cost()).held).toContain('2 vehicles will be checked tomorrow');
    test.budget.calls = Number.POSITIVE_INFINITY;
    await test.tick();
    expect(test.watchlist.list().every((entry) => entry.lastCheckedAt !== null)).toBe(true);
    expect((await test.watchlist.cost()).held).toBeNull();
  });
});

describe('cost and the estimate before adding', () => {
  it('prices Growth checks at $0.01, or the negotiated price, and estimates only the VINs not yet watched', async () => {
    const asked: { endpoint: EndpointId; vins: readonly string[] }[] = [];
    const estimate = async (endpoint: EndpointId, vins: readonly string[]): Promise<SpendEstimate> => {
      asked.push({ endpoint, vins });
      return {
        demo: false,
        plan: 'growth',
        endpoint: 'recalls',
        calls: vins.length,
        cached: 0,
        perCallMicros: 10_000,
        negotiated: false,
        totalMicros: vins.length * 10_000,
        confirmAboveMicros: 1_000_000,
        needsConfirmation: false,
        budget: null,
      };
    };
    const prices = { recalls: 0.008 as number | undefined };
    const test = await startWatchlistRig(sandbox, 'growth', {
      estimate,
      negotiated: () => (prices.recalls === undefined ? {} : { recalls: prices.recalls }),
    });
    rigs.push(test);
    const [f, g, h] = sandbox.samples.recallSweep.slice(5);
    await test.watchlist.add([f!]);

    // Negotiated $0.008: 1 VIN × 8,000 = $0.008 a day, × 30 = $0.24 a month.
    expect(await test.watchlist.cost()).toMatchObject({
      vins: 1,
      endpoint: 'recalls',
      plan: 'growth',
      schedule: 'daily',
      perCheckMicros: 8_000,
      perDayMicros: 8_000,
      perMonthMicros: 240_000,
    });
    prices.recalls = undefined;
    const added = await test.watchlist.estimateAdd([f!, g!, h!, g!]);
    expect(asked).toEqual([{ endpoint: 'vehicle.recalls', vins: [g, h] }]);
    expect(added.newVins).toBe(2);
    expect(added.firstCheck.totalMicros).toBe(20_000);
    // 3 VINs × $0.01 = $0.03 a day, $0.90 a month.
    expect(added.after).toMatchObject({ vins: 3, perDayMicros: 30_000, perMonthMicros: 900_000 });
  });
});

import { afterEach, describe, expect, it } from 'vitest';
import type { PlanSetting } from '../../shared/plan/plan-access';
import { SpendSettingsSchema, type SpendSettings } from '../../shared/settings/spend-settings-schema';
import { local, openTestLedger, type TestLedger } from '../features/spend/test-support/spend-test-ledger';
import { interimSpendEstimator } from './interim-spend-estimator';
import type { SpendSetup } from './spend-setup';

// Row 26 of docs/real-service.md, per call: recalls $0.01 on Growth (10,000 millionths),
// $0.007 on Scale; open recalls $0.06 on Scale only.

const NOW = local('2026-11-27T15:00');
const vins = (count: number) => Array.from({ length: count }, (_, i) => `VIN-${i}`);

let opened: TestLedger[] = [];
afterEach(() => {
  for (const each of opened) each.close();
  opened = [];
});

function estimator(
  ledger: SpendSetup['ledger'],
  { plan = 'growth', demo = false, spend = {} }: { plan?: PlanSetting; demo?: boolean; spend?: Partial<SpendSettings> },
) {
  return interimSpendEstimator({
    isDemo: () => demo,
    plan: async () => plan,
    spend: () => ({ ...SpendSettingsSchema.parse({}), ...spend }),
    ledger,
  });
}

const noLedger = { unavailable: 'not here' };

describe('the stand-in spend estimator', () => {
  it('prices a batch at row 26 for the plan known, and asks above the confirmation amount', async () => {
    // 200 × $0.01 = $2.00, above the $1 default.
    expect(await estimator(noLedger, {}).forVins('vehicle.recalls', vins(200))).toMatchObject({
      calls: 200,
      cached: 0,
      perCallMicros: 10_000,
      totalMicros: 2_000_000,
      confirmAboveMicros: 1_000_000,
      needsConfirmation: true,
      budget: null,
    });
    // 100 × $0.01 = $1.00: not above $1.
    expect((await estimator(noLedger, {}).forVins('vehicle.recalls', vins(100))).needsConfirmation).toBe(false);
    // Unknown plan: open recalls at Scale's $0.06; 10 × $0.06 = $0.60.
    expect(await estimator(noLedger, { plan: 'unknown' }).forVins('vehicle.openRecalls', vins(10))).toMatchObject({
      perCallMicros: 60_000,
      totalMicros: 600_000,
    });
    // The dealer's own $0.005: 300 × $0.005 = $1.50.
    expect(
      await estimator(noLedger, { spend: { prices: { recalls: 0.005 } } }).forVins('vehicle.recalls', vins(300)),
    ).toMatchObject({ negotiated: true, perCallMicros: 5_000, totalMicros: 1_500_000, needsConfirmation: true });
    expect(await estimator(noLedger, { demo: true }).forVins('vehicle.recalls', vins(200))).toMatchObject({
      demo: true,
      totalMicros: 0,
      needsConfirmation: false,
    });
  });

  it('names the budget with the least left', async () => {
    const test = await openTestLedger(NOW);
    opened.push(test);
    // $0.30 today and $0.20 earlier this month: $0.50 this month.
    for (let i = 0; i < 3; i += 1)
      test.ledger.record({ endpoint: 'build', plan: 'growth', priceMicros: 100_000, activity: 'vin-page', atMs: NOW });
    for (let i = 0; i < 2; i += 1)
      test.ledger.record({
        endpoint: 'build',
        plan: 'growth',
        priceMicros: 100_000,
        activity: 'vin-page',
        atMs: local('2026-11-03T10:00'),
      });
    const spend = { dailyBudget: 1, monthlyBudget: 1.1 };
    // Day: $1.00 − $0.30 = $0.70 left; month: $1.10 − $0.50 = $0.60 left, the tighter.
    expect((await estimator(test.ledger, { spend }).forCalls('vehicle.recalls', 1)).budget).toEqual({
      period: 'month',
      limitMicros: 1_100_000,
      spentMicros: 500_000,
      leftMicros: 600_000,
    });
    expect(
      (await estimator(test.ledger, { spend: { dailyBudget: 0.5 } }).forCalls('vehicle.recalls', 1)).budget,
    ).toEqual({
      period: 'day',
      limitMicros: 500_000,
      spentMicros: 300_000,
      leftMicros: 200_000,
    });
  });
});

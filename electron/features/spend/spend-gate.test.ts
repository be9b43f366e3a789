import { describe, expect, it } from 'vitest';
import { AppErrorException } from '../../../shared/ipc/app-error';
import { SpendSettingsSchema, type SpendSettings } from '../../../shared/settings/spend-settings-schema';
import { createSpendGate, type GateCall } from './spend-gate';

// Prices are row 26 of docs/real-service.md, in micro-dollars: build $0.10 on Growth (100,000),
// recalls $0.01 on Growth (10,000), VIN decode $0.0025 on Growth (2,500).

const NOV_28_NOON_UTC = Date.UTC(2026, 10, 28, 12);
const utc = () => 0;

function gate(settings: Partial<SpendSettings>, { demo = false, spent = 0 } = {}) {
  return createSpendGate({
    isDemo: () => demo,
    settings: () => SpendSettingsSchema.parse(settings),
    spentMicros: () => spent,
    now: () => NOV_28_NOON_UTC,
    utcOffset: utc,
  });
}

const call = (extra: Partial<GateCall> = {}): GateCall => ({
  endpoint: 'build',
  plan: 'growth',
  activity: 'vin-page',
  cachedOnly: false,
  probe: false,
  ...extra,
});

function refusal(run: () => unknown) {
  try {
    run();
  } catch (error) {
    if (error instanceof AppErrorException) return error.appError;
    throw error;
  }
  throw new Error('expected the call to be kept back');
}

describe('the spend gate', () => {
  it('holds calls in flight against the budget, so eight at once cannot each see the same headroom', () => {
    const budget = gate({ dailyBudget: 0.25 });
    const first = budget.admit(call());
    budget.admit(call());
    // $0.10 + $0.10 held; a third $0.10 would make $0.30 > $0.25.
    expect(refusal(() => budget.admit(call()))).toMatchObject({ kind: 'over-budget', code: 'DAILY_BUDGET' });
    first();
    // One released but not in the ledger (spentMicros still 0 here): $0.10 held + $0.10 = $0.20.
    expect(() => budget.admit(call())).not.toThrow();
  });

  it('checks the monthly budget against the month’s spend, and names it', () => {
    const error = refusal(() => gate({ monthlyBudget: 50 }, { spent: 49_950_000 }).admit(call()));
    expect(error).toMatchObject({
      kind: 'over-budget',
      code: 'MONTHLY_BUDGET',
      spend: { priceMicros: 100_000, budget: { period: 'month', limitMicros: 50_000_000, spentMicros: 49_950_000 } },
    });
    expect(error.message).toBe(
      'This lookup (build sheet, $0.10) would go over this month’s budget of $50.00: $49.95 spent so far. It was not made.',
    );
  });

  it('lets everything through on demo data, which costs nothing, and a call priced at $0', () => {
    expect(() => gate({ dailyBudget: 0 }, { demo: true }).admit(call({ cachedOnly: true }))).not.toThrow();
    expect(() => gate({ dailyBudget: 0, prices: { build: 0 } }).admit(call({ cachedOnly: true }))).not.toThrow();
  });

  it('never lets a probe out, even a free one', () => {
    expect(refusal(() => gate({}, { demo: true }).admit(call({ probe: true })))).toMatchObject({ kind: 'spend-held' });
  });

  it('holds a cached-only call at the negotiated price, and a budget of $0 refuses any paid call', () => {
    expect(
      refusal(() => gate({ prices: { recalls: 0.008 } }).admit(call({ endpoint: 'recalls', cachedOnly: true }))),
    ).toMatchObject({
      code: 'NOT_LOADED',
      spend: { priceMicros: 8_000 },
    });
    expect(refusal(() => gate({ dailyBudget: 0 }).admit(call({ endpoint: 'vin' })))).toMatchObject({
      spend: { priceMicros: 2_500, budget: { limitMicros: 0, spentMicros: 0 } },
    });
  });
});

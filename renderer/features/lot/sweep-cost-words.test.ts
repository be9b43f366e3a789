import { describe, expect, it } from 'vitest';
import type { SweepEstimate } from '../../../shared/ipc/sweep-channels';
import { sweepBudgetLine, sweepCostLine, sweepPauseLine } from './sweep-cost-words';

// Row 26 of docs/real-service.md: recalls cost $0.01 a call on Growth (10,000 millionths).
function estimate(vins: number, spend: Partial<SweepEstimate['spend']> = {}): SweepEstimate {
  const cached = spend.cached ?? 0;
  return {
    vins,
    refusedCount: 0,
    endpoint: 'recalls',
    spend: {
      demo: false,
      plan: 'growth',
      endpoint: 'recalls',
      calls: vins,
      cached,
      perCallMicros: 10_000,
      negotiated: false,
      totalMicros: (vins - cached) * 10_000,
      confirmAboveMicros: 1_000_000,
      needsConfirmation: (vins - cached) * 10_000 > 1_000_000,
      budget: null,
      ...spend,
    },
  };
}

describe('a sweep’s cost in words', () => {
  it('multiplies out what is billed and names what the cache answers for free', () => {
    // 200 × $0.01 = $2.00
    expect(sweepCostLine(estimate(200))).toBe('200 VINs × $0.01 = $2.00');
    // 188 × $0.01 = $1.88; the 12 already checked cost nothing.
    expect(sweepCostLine(estimate(200, { cached: 12 }))).toBe(
      '200 VINs: 188 × $0.01 = $1.88 (12 already checked today, free)',
    );
    expect(sweepCostLine(estimate(1, { perCallMicros: 60_000, totalMicros: 60_000 }))).toBe('1 VIN × $0.06 = $0.06');
    // 1,500 × $0.007 (Scale) = $10.50, at the dealer's own price.
    expect(sweepCostLine(estimate(1_500, { perCallMicros: 7_000, totalMicros: 10_500_000, negotiated: true }))).toBe(
      '1,500 VINs × $0.007 (your negotiated price) = $10.50',
    );
    expect(sweepCostLine(estimate(200, { demo: true, perCallMicros: 0, totalMicros: 0 }))).toBe(
      '200 VINs: checks cost nothing on demo data.',
    );
  });

  it('says what is left of the tightest budget, and that the sweep pauses there when it would pass it', () => {
    expect(sweepBudgetLine(estimate(200))).toBeNull();
    const day = { period: 'day', limitMicros: 5_000_000, spentMicros: 4_000_000, leftMicros: 1_000_000 } as const;
    // $2.00 is more than the $1.00 left.
    expect(sweepBudgetLine(estimate(200, { budget: day }))).toBe(
      '$1.00 is left of your daily budget of $5.00. The sweep will pause when it is reached and go on when the budget allows.',
    );
    // 50 × $0.01 = $0.50 fits.
    expect(sweepBudgetLine(estimate(50, { budget: day }))).toBe('$1.00 is left of your daily budget of $5.00.');
  });

  it('says which budget paused a sweep and what was spent', () => {
    expect(
      sweepPauseLine({
        reason: 'budget',
        period: 'month',
        limitMicros: 50_000_000,
        spentMicros: 49_990_000,
        priceMicros: 10_000,
      }),
    ).toBe(
      'Paused: the next check would go over your monthly budget of $50.00 ($49.99 spent this month). The sweep goes on by itself when the budget allows, or press Resume after raising it in Settings.',
    );
    expect(sweepPauseLine({ reason: 'plan', planRequired: 'growth' })).toMatch(/need the Growth plan/);
  });
});

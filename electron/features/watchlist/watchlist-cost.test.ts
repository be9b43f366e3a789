import { describe, expect, it } from 'vitest';
import { watchlistCost, type WatchlistCostInput } from './watchlist-cost';

// Row 26 of docs/real-service.md: recalls $0.01 a call on Growth (10,000 millionths of a
// dollar), open recalls $0.06 on Scale (60,000). Every figure below is worked out by hand.
const growth: WatchlistCostInput = {
  vins: 5_000,
  schedule: 'daily',
  endpoint: 'recalls',
  plan: 'growth',
  demo: false,
  perCheckMicros: 10_000,
  held: null,
};

describe('what the watchlist costs', () => {
  it('daily on Growth: 5,000 × $0.01 = $50.00 a day, × 30 = $1,500.00 a month', () => {
    expect(watchlistCost(growth)).toMatchObject({
      perCheckMicros: 10_000,
      checkNowMicros: 50_000_000,
      perDayMicros: 50_000_000,
      perMonthMicros: 1_500_000_000,
    });
  });

  it('daily on Scale with open recalls: 5,000 × $0.06 = $300.00 a day (the issue’s figure), $9,000.00 a month', () => {
    const cost = watchlistCost({ ...growth, endpoint: 'openrecalls', plan: 'scale', perCheckMicros: 60_000 });
    expect(cost.perDayMicros).toBe(300_000_000);
    expect(cost.perMonthMicros).toBe(9_000_000_000);
  });

  it('weekly: $50.00 once in 7 days is $7.142857… a day and $50 × 30 / 7 = $214.285714… a month', () => {
    const cost = watchlistCost({ ...growth, schedule: 'weekly' });
    expect(cost.perDayMicros).toBe(7_142_857);
    // From the exact product, not 7,142,857 × 30 = 214,285,710.
    expect(cost.perMonthMicros).toBe(214_285_714);
    expect(cost.checkNowMicros).toBe(50_000_000);
  });

  it('only when asked: nothing a day or a month, and one "Check now" is $50.00', () => {
    const cost = watchlistCost({ ...growth, schedule: 'on-demand' });
    expect(cost).toMatchObject({ perDayMicros: 0, perMonthMicros: 0, checkNowMicros: 50_000_000 });
  });

  it('on the demo sandbox every figure is $0', () => {
    const cost = watchlistCost({ ...growth, demo: true });
    expect(cost).toMatchObject({
      demo: true,
      perCheckMicros: 0,
      checkNowMicros: 0,
      perDayMicros: 0,
      perMonthMicros: 0,
    });
  });
});

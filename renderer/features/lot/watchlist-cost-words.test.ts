import { describe, expect, it } from 'vitest';
import type { WatchlistCost } from '../../../shared/ipc/watchlist-channels';
import { priceAlertCostWords, watchlistCostWords } from './watchlist-cost-words';

// 5,000 VINs on Growth at $0.01 (docs/real-service.md row 26): $50.00 a day, $1,500.00 a month.
const cost: WatchlistCost = {
  vins: 5_000,
  schedule: 'daily',
  endpoint: 'recalls',
  plan: 'growth',
  demo: false,
  perCheckMicros: 10_000,
  priceAlertVins: 0,
  priceCheckMicros: 0,
  checkNowMicros: 50_000_000,
  perDayMicros: 50_000_000,
  perMonthMicros: 1_500_000_000,
  held: null,
};

describe('the watchlist’s cost in words', () => {
  it('reads as the dealer would say it', () => {
    expect(watchlistCostWords(cost)).toBe(
      'Watching 5,000 VINs: about $50.00 a day, $1,500.00 a month on Growth (checked daily)',
    );
    expect(watchlistCostWords({ ...cost, schedule: 'on-demand', perDayMicros: 0, perMonthMicros: 0 })).toBe(
      'Watching 5,000 VINs: nothing until you ask; each “Check now” costs about $50.00 on Growth',
    );
    expect(watchlistCostWords({ ...cost, vins: 1, demo: true })).toBe(
      'Watching 1 VIN: free on the demo data (checked daily)',
    );
  });
});

describe('a price alert’s cost in words', () => {
  // One listings search at $0.02 a check: 30 checks a month daily ($0.60); weekly 30/7 checks ($0.0857…, $0.09).
  it('says each check’s price and the month at the schedule', () => {
    const priced = { ...cost, priceCheckMicros: 20_000 };
    expect(priceAlertCostWords(priced)).toBe('Each price check costs about $0.02: about $0.60 a month, checked daily.');
    expect(priceAlertCostWords({ ...priced, schedule: 'weekly' })).toBe(
      'Each price check costs about $0.02: about $0.09 a month, checked weekly.',
    );
    expect(priceAlertCostWords({ ...priced, schedule: 'on-demand' })).toBe(
      'Each price check costs about $0.02, only when you choose “Check now”.',
    );
    expect(priceAlertCostWords({ ...priced, demo: true })).toBe('Price checks are free on the demo data.');
  });

  it('names the VINs with a price alert in the watchlist’s cost', () => {
    expect(watchlistCostWords({ ...cost, priceAlertVins: 2 })).toBe(
      'Watching 5,000 VINs (2 with a price alert): about $50.00 a day, $1,500.00 a month on Growth (checked daily)',
    );
  });
});

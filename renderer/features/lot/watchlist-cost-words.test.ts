import { describe, expect, it } from 'vitest';
import type { WatchlistCost } from '../../../shared/ipc/watchlist-channels';
import { watchlistCostWords } from './watchlist-cost-words';

// 5,000 VINs on Growth at $0.01 (docs/real-service.md row 26): $50.00 a day, $1,500.00 a month.
const cost: WatchlistCost = {
  vins: 5_000,
  schedule: 'daily',
  endpoint: 'recalls',
  plan: 'growth',
  demo: false,
  perCheckMicros: 10_000,
  priceAlertVins: 0,
  searchAlerts: 0,
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

describe('the watchlist’s cost with alerts', () => {
  it('names the VINs with a price alert in the watchlist’s cost', () => {
    expect(watchlistCostWords({ ...cost, priceAlertVins: 2 })).toBe(
      'Watching 5,000 VINs (2 with a price alert): about $50.00 a day, $1,500.00 a month on Growth (checked daily)',
    );
  });

  it('names the saved searches with alerts', () => {
    expect(watchlistCostWords({ ...cost, vins: 1, priceAlertVins: 1, searchAlerts: 2 })).toBe(
      'Watching 1 VIN (1 with a price alert) and 2 saved searches with alerts: about $50.00 a day, $1,500.00 a month on Growth (checked daily)',
    );
  });
});

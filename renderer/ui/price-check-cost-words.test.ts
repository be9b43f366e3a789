import { describe, expect, it } from 'vitest';
import type { WatchlistCost } from '../../shared/ipc/watchlist-channels';
import { priceCheckCostWords } from './price-check-cost-words';

const cost: Pick<WatchlistCost, 'demo' | 'schedule' | 'priceCheckMicros'> = {
  demo: false,
  schedule: 'daily',
  priceCheckMicros: 20_000,
};

describe('a price alert’s cost in words', () => {
  // One listings search at $0.02 a check: 30 checks a month daily ($0.60); weekly 30/7 checks ($0.0857…, $0.09).
  it('says each check’s price and the month at the schedule', () => {
    const priced = cost;
    expect(priceCheckCostWords(priced)).toBe('Each price check costs about $0.02: about $0.60 a month, checked daily.');
    expect(priceCheckCostWords({ ...priced, schedule: 'weekly' })).toBe(
      'Each price check costs about $0.02: about $0.09 a month, checked weekly.',
    );
    expect(priceCheckCostWords({ ...priced, schedule: 'on-demand' })).toBe(
      'Each price check costs about $0.02, only when you choose “Check now”.',
    );
    expect(priceCheckCostWords({ ...priced, demo: true })).toBe('Price checks are free on the demo data.');
  });
});

import { describe, expect, it } from 'vitest';
import type { SpendEstimate } from './spend-estimate';
import { budgetWarning, estimateSentence } from './estimate-words';

// Growth listings are $0.0015 a call (docs/real-service.md row 26): 120 pages = $0.18.
const EXPORT: SpendEstimate = {
  demo: false,
  plan: 'growth',
  endpoint: 'listings',
  calls: 120,
  cached: 0,
  perCallMicros: 1_500,
  negotiated: false,
  totalMicros: 180_000,
  confirmAboveMicros: 1_000_000,
  needsConfirmation: false,
  budget: null,
};

describe('an estimate in words', () => {
  it('names the calls, the price of one and the total', () => {
    expect(estimateSentence(EXPORT, ['search', 'searches'])).toBe('120 searches × $0.0015 = $0.18.');
  });

  it('says what the cache holds is free, and which price is the dealer’s own', () => {
    // 200 VINs, 12 saved: 188 × $0.008 = $1.504, shown to the cent as $1.50.
    const sweep = { ...EXPORT, calls: 200, cached: 12, perCallMicros: 8_000, negotiated: true, totalMicros: 1_504_000 };
    expect(estimateSentence(sweep, ['recall check', 'recall checks'])).toBe(
      '188 recall checks × $0.008 (your price) = $1.50 (12 already saved, free).',
    );
  });

  it('says demo data is free', () => {
    expect(estimateSentence({ ...EXPORT, demo: true, perCallMicros: 0, totalMicros: 0 }, ['search', 'searches'])).toBe(
      'Demo data: 120 searches, free.',
    );
  });

  it('warns only when the total passes what is left of the tightest budget', () => {
    const tight = { period: 'day' as const, limitMicros: 200_000, spentMicros: 100_000, leftMicros: 100_000 };
    expect(budgetWarning({ ...EXPORT, budget: tight })).toBe(
      'That is more than the $0.10 left of today’s budget: it will stop when the budget is reached.',
    );
    expect(budgetWarning({ ...EXPORT, budget: { ...tight, leftMicros: 180_000 } })).toBeNull();
    expect(budgetWarning(EXPORT)).toBeNull();
  });
});

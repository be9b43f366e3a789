import { describe, expect, it } from 'vitest';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import { daysWords, findCostWords, rankWords } from './dealer-lot-words';

/** Finding a lot at its most: 20 listings searches on Growth, $0.0015 each (docs/real-service.md row 26). */
const atMost: SpendEstimate = {
  demo: false,
  plan: 'growth',
  endpoint: 'listings',
  calls: 20,
  cached: 0,
  perCallMicros: 1_500,
  negotiated: false,
  // 20 × $0.0015 = $0.03.
  totalMicros: 30_000,
  confirmAboveMicros: 1_000_000,
  needsConfirmation: false,
  budget: null,
};

describe('dealer lot words', () => {
  it('says a rank as a dealer reads it', () => {
    expect(rankWords({ position: 1, of: 9 })).toBe('Lowest of 9');
    expect(rankWords({ position: 2, of: 9 })).toBe('2nd lowest of 9');
    expect(rankWords({ position: 3, of: 41 })).toBe('3rd lowest of 41');
    expect(rankWords({ position: 11, of: 41 })).toBe('11th lowest of 41');
    expect(rankWords({ position: 22, of: 1041 })).toBe('22nd lowest of 1,041');
    expect(rankWords({ position: 1, of: 1 })).toBe('No other like it nearby');
    expect(rankWords(null)).toBe('No price');
  });

  it('counts days', () => {
    expect(daysWords(1)).toBe('1 day');
    expect(daysWords(0)).toBe('0 days');
    expect(daysWords(1200)).toBe('1,200 days');
  });

  it('prices finding the cars before the button is pressed, one search to twenty', () => {
    expect(findCostWords(atMost)).toBe(
      'Finding your cars takes 1 search ($0.0015), up to 20 ($0.03) at a ZIP with many cars listed. ' +
        'Checking them is priced before it starts.',
    );
    expect(findCostWords({ ...atMost, negotiated: true, perCallMicros: 1_000, totalMicros: 20_000 })).toContain(
      '1 search ($0.001, your price), up to 20 ($0.02)',
    );
    expect(findCostWords({ ...atMost, demo: true, perCallMicros: 0, totalMicros: 0 })).toBe(
      'Finding your cars is free with the demo data.',
    );
  });
});

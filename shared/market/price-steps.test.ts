import { describe, expect, it } from 'vitest';
import { priceSteps } from './price-steps';

describe('priceSteps', () => {
  it('draws each price flat to the next change', () => {
    const points = [
      { at: 1, price: 20_000, miles: 100, dealer: 'A' },
      // Only the miles changed: no corner.
      { at: 2, price: 20_000, miles: 150, dealer: 'A' },
      { at: 3, price: 19_000, miles: 150, dealer: 'A' },
      // Unpriced from 4 to 5: the line stops at 4 and starts again at 5.
      { at: 4, price: null, miles: 150, dealer: 'A' },
      { at: 5, price: 18_500, miles: 150, dealer: 'A' },
    ];
    expect(priceSteps({ points, lastSeen: 6, goneOn: null })).toEqual([
      { at: 1, price: 20_000 },
      { at: 3, price: 20_000 },
      { at: 3, price: 19_000 },
      { at: 4, price: 19_000 },
      { at: 5, price: 18_500 },
      { at: 6, price: 18_500 },
    ]);
  });

  it('ends at the gone day, and adds no end corner when last seen at the last change', () => {
    const points = [{ at: 1, price: 10, miles: null, dealer: null }];
    expect(priceSteps({ points, lastSeen: 5, goneOn: 3 })).toEqual([
      { at: 1, price: 10 },
      { at: 3, price: 10 },
    ]);
    expect(priceSteps({ points, lastSeen: 1, goneOn: null })).toEqual([{ at: 1, price: 10 }]);
  });
});

import { describe, expect, it } from 'vitest';
import { median, priceSpread } from './price-spread';

describe('priceSpread', () => {
  it('reads median and nearest-rank quartiles', () => {
    // Eight prices 10k … 80k (given out of order). Median: the mean of the 4th and 5th, (40k+50k)/2.
    // p25: ceil(0.25 × 8) = 2nd = 20k. p75: ceil(0.75 × 8) = 6th = 60k.
    const prices = [80, 10, 70, 20, 60, 30, 50, 40].map((k) => ({ price: k * 1_000 }));
    expect(priceSpread([...prices, { price: null }])).toEqual({
      median: 45_000,
      p25: 20_000,
      p75: 60_000,
      min: 10_000,
      max: 80_000,
      n: 8,
    });
  });

  it('takes whole ranks on an odd count', () => {
    // Sorted 1, 3, 5: median the 2nd; p25: ceil(0.75) = 1st; p75: ceil(2.25) = 3rd.
    expect(priceSpread([{ price: 5 }, { price: 1 }, { price: 3 }])).toEqual({
      median: 3,
      p25: 1,
      p75: 5,
      min: 1,
      max: 5,
      n: 3,
    });
    expect(priceSpread([{ price: null }])).toBeNull();
    expect(median([])).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { placeInMarket } from './market-position';

describe('placeInMarket', () => {
  it('places a price against the median of three or more priced comparables', () => {
    // Median of 18,000, 20,000 and 22,000 is 20,000; 19,000 is 5% under it (beyond the 3% band).
    expect(placeInMarket(19_000, [22_000, 18_000, 20_000])).toEqual({ median: 20_000, priced: 3, position: 'below' });
    expect(placeInMarket(20_400, [22_000, 18_000, 20_000])).toEqual({ median: 20_000, priced: 3, position: 'at' });
    expect(placeInMarket(21_000, [22_000, 18_000, 20_000])).toEqual({ median: 20_000, priced: 3, position: 'above' });
  });

  it('leaves unpriced comparables out of the median and the count', () => {
    // Priced: 10,000, 30,000, 40,000 and 50,000; their median is (30,000 + 40,000) / 2.
    expect(placeInMarket(30_000, [null, 10_000, 0, 30_000, undefined, 40_000, 50_000])).toEqual({
      median: 35_000,
      priced: 4,
      position: 'below',
    });
  });

  it('gives the median of one or two priced comparables without placing the price', () => {
    expect(placeInMarket(15_000, [30_000])).toEqual({ median: 30_000, priced: 1, position: null });
    expect(placeInMarket(15_000, [30_000, 20_000, null])).toEqual({ median: 25_000, priced: 2, position: null });
  });

  it('places nothing without an asking price, or without a priced comparable', () => {
    expect(placeInMarket(null, [18_000, 20_000, 22_000])).toEqual({ median: 20_000, priced: 3, position: null });
    expect(placeInMarket(20_000, [null, 0])).toEqual({ median: null, priced: 0, position: null });
  });
});

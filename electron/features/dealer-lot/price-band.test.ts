import { describe, expect, it } from 'vitest';
import { priceBand } from './price-band';

// Prices on the exact line price = 20,000 − 0.10 × miles: the market's slope is −$0.10 a mile.
const ON_THE_LINE = [
  { price: 20_000, miles: 0 },
  { price: 18_000, miles: 20_000 },
  { price: 16_000, miles: 40_000 },
  { price: 14_000, miles: 60_000 },
];

describe('suggested price band', () => {
  it('runs from the lower quarter to the median, moved to the car’s miles', () => {
    // Sorted 14,000 16,000 18,000 20,000: p25 (nearest rank, ceil(1) = 1st) 14,000; median 17,000.
    // Median miles 30,000; the car has 50,000, 20,000 more: 20,000 × −0.10 = −2,000.
    expect(priceBand({ miles: 50_000 }, ON_THE_LINE)).toEqual({ low: 12_000, high: 15_000 });
    // A car with fewer miles than the middle is moved up.
    expect(priceBand({ miles: 10_000 }, ON_THE_LINE)).toEqual({ low: 16_000, high: 19_000 });
  });

  it('is not moved without the car’s miles or without a line', () => {
    expect(priceBand({ miles: null }, ON_THE_LINE)).toEqual({ low: 14_000, high: 17_000 });
    // Two comparables with miles draw no line (three are needed).
    const two = [
      { price: 10_000, miles: 50_000 },
      { price: 12_000, miles: 10_000 },
      { price: 11_000, miles: null },
    ];
    // Sorted 10,000 11,000 12,000: p25 is the 1st, the median the 2nd.
    expect(priceBand({ miles: 90_000 }, two)).toEqual({ low: 10_000, high: 11_000 });
  });

  it('is null when no comparable is priced', () => {
    expect(priceBand({ miles: 1 }, [{ price: null, miles: 5 }])).toBeNull();
    expect(priceBand({ miles: 1 }, [])).toBeNull();
  });
});

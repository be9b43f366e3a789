import { describe, expect, it } from 'vitest';
import { mileageAdjustedRank } from './mileage-adjusted-rank';
import { priceRank } from './price-rank';

describe('priceRank', () => {
  it('places the subject among the priced comparables, ties sharing the lower place', () => {
    const comparables = [{ price: 15_000 }, { price: 16_000 }, { price: 16_000 }, { price: 17_000 }, { price: null }];
    // One price (15,000) is below 16,000, so 2nd; four priced comparables plus the subject: of 5.
    expect(priceRank(16_000, comparables)).toEqual({ rank: 2, of: 5 });
    // Below them all: 1st of 5. Above them all: 5th of 5.
    expect(priceRank(14_000, comparables)).toEqual({ rank: 1, of: 5 });
    expect(priceRank(18_000, comparables)).toEqual({ rank: 5, of: 5 });
    expect(priceRank(null, comparables)).toBeNull();
  });
});

describe('mileageAdjustedRank', () => {
  it('moves each price to the subject miles along the fitted line', () => {
    // Three points on one line: 20,000 at 10k mi, 18,000 at 20k, 16,000 at 30k, so the slope is
    // -2,000 / 10,000 = -0.2 $/mi. Moved to the subject's 20k mi: 20,000 + -0.2 × 10,000 = 18,000;
    // 18,000 + 0 = 18,000; 16,000 + -0.2 × -10,000 = 18,000. The subject at 17,500 is below all
    // three: 1st of 4 (by raw price it would be 2nd, above the 16,000 car with 10k more miles).
    const comparables = [
      { price: 20_000, miles: 10_000 },
      { price: 18_000, miles: 20_000 },
      { price: 16_000, miles: 30_000 },
      { price: 15_000, miles: null },
    ];
    const ranked = mileageAdjustedRank({ price: 17_500, miles: 20_000 }, comparables);
    expect(ranked?.rank).toBe(1);
    expect(ranked?.of).toBe(4);
    expect(ranked?.n).toBe(3);
    expect(ranked?.slope).toBeCloseTo(-0.2, 10);
    expect(priceRank(17_500, comparables.slice(0, 3))).toEqual({ rank: 2, of: 4 });
  });

  it('fits the least-squares slope when the points are not on one line', () => {
    // miles 0, 10k, 20k; prices 30,000, 20,000, 25,000. Means: 10,000 mi and 25,000 $.
    // Σ(x−x̄)(y−ȳ) = (−10k)(5,000) + 0 + (10k)(0) = −50,000,000; Σ(x−x̄)² = 2 × 10k² = 200,000,000.
    // Slope −0.25. At the subject's 10k mi: 30,000 − 2,500 = 27,500; 20,000; 25,000 + 2,500 = 27,500.
    // The subject at 26,000 is above 20,000 only: 2nd of 4.
    const ranked = mileageAdjustedRank({ price: 26_000, miles: 10_000 }, [
      { price: 30_000, miles: 0 },
      { price: 20_000, miles: 10_000 },
      { price: 25_000, miles: 20_000 },
    ]);
    expect(ranked).toEqual({ rank: 2, of: 4, slope: -0.25, n: 3 });
  });

  it('gives no rank without a line to draw', () => {
    const two = [
      { price: 20_000, miles: 10_000 },
      { price: 18_000, miles: 20_000 },
    ];
    expect(mileageAdjustedRank({ price: 19_000, miles: 15_000 }, two)).toBeNull();
    const sameMiles = [...two.map((row) => ({ ...row, miles: 5 })), { price: 1, miles: 5 }];
    expect(mileageAdjustedRank({ price: 19_000, miles: 15_000 }, sameMiles)).toBeNull();
    expect(mileageAdjustedRank({ price: 19_000, miles: null }, [...two, { price: 1, miles: 1 }])).toBeNull();
  });
});

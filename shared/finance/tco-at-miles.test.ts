import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { TcoSchema } from '../schemas/tco-schema';
import { estimateMilesPerYear, tcoAtMiles, type TcoFigures } from './tco-at-miles';

// Every year the same, so the arithmetic can be done by hand: depreciation 3,000, fuel 1,000,
// insurance 1,000, maintenance 200, repairs 100, taxes and fees 500, finance interest 400 =
// 6,200 a year, 31,000 over five. At 15,000 miles a year (75,000 in all) that is
// 31,000 / 75,000 = $0.4133, given to the cent as $0.41.
const year = {
  depreciation: 3_000,
  fuel: 1_000,
  insurance: 1_000,
  maintenance: 200,
  repairs: 100,
  taxesAndFees: 500,
  financeInterest: 400,
  tcoPrice: 6_200,
  averageCostPerMile: 0.41,
};
const even: TcoFigures = {
  total: {
    federalTaxCredit: 0,
    depreciation: 15_000,
    fuel: 5_000,
    insurance: 5_000,
    maintenance: 1_000,
    repairs: 500,
    taxesAndFees: 2_500,
    financeInterest: 2_000,
    tcoPrice: 31_000,
    averageCostPerMile: 0.41,
  },
  years: { 1: year, 2: year, 3: year, 4: year, 5: year },
};

describe('the miles a year an estimate was made at', () => {
  it('reads them back from the five-year cost over the cost per mile, to the nearest 500', () => {
    // 31,000 / 0.41 = 75,610 miles; / 5 = 15,122 a year; nearest 500: 15,000.
    expect(estimateMilesPerYear(even.total)).toBe(15_000);
  });

  it('reads auto.dev’s published example as 15,000 a year', () => {
    const tco = TcoSchema.parse(
      (
        JSON.parse(readFileSync(resolve(import.meta.dirname, '../../test-fixtures/autodev/tco.json'), 'utf8')) as {
          body: unknown;
        }
      ).body,
    ).tco;
    // 139,829 / 1.86 = 75,177.96 miles; / 5 = 15,035.6 a year; nearest 500: 15,000.
    expect(estimateMilesPerYear(tco.total)).toBe(15_000);
  });

  it('says nothing when the answer gives no cost per mile', () => {
    expect(estimateMilesPerYear({ tcoPrice: 31_000, averageCostPerMile: 0 })).toBeNull();
  });
});

describe('the five-year cost at the buyer’s miles', () => {
  it('at the estimate’s own miles changes nothing but keeps the cost per mile', () => {
    const at = tcoAtMiles(even, 15_000);
    expect(at.tco.years).toEqual(even.years);
    expect(at.tco.total.tcoPrice).toBe(31_000);
    // 31,000 / 75,000 = 0.4133 → $0.41.
    expect(at.tco.total.averageCostPerMile).toBe(0.41);
    expect(at).toMatchObject({ milesPerYear: 15_000, estimatedAt: 15_000, scaled: true });
  });

  it('at twice the miles doubles fuel, maintenance and repairs and nothing else', () => {
    const at = tcoAtMiles(even, 30_000);
    // Each year: fuel 2,000, maintenance 400, repairs 200; the year is 6,200 + 1,000 + 200 + 100 = 7,500.
    expect(at.tco.years[1]).toEqual({ ...year, fuel: 2_000, maintenance: 400, repairs: 200, tcoPrice: 7_500 });
    expect(at.tco.total).toMatchObject({
      fuel: 10_000,
      maintenance: 2_000,
      repairs: 1_000,
      depreciation: 15_000,
      insurance: 5_000,
      taxesAndFees: 2_500,
      financeInterest: 2_000,
      // 5 × 7,500.
      tcoPrice: 37_500,
      // 37,500 / (30,000 × 5) = $0.25.
      averageCostPerMile: 0.25,
    });
  });

  it('at fewer miles rounds each year’s line to the dollar and the totals are the years’ sums', () => {
    const at = tcoAtMiles(even, 10_000);
    // Ratio 10,000 / 15,000 = 2/3: fuel 666.67 → 667, maintenance 133.33 → 133, repairs 66.67 → 67;
    // the year changes by −333 − 67 − 33 = −433, to 5,767.
    expect(at.tco.years[3]).toMatchObject({ fuel: 667, maintenance: 133, repairs: 67, tcoPrice: 5_767 });
    // Five years: fuel 3,335, maintenance 665, repairs 335; 31,000 − 5 × 433 = 28,835;
    // 28,835 / 50,000 = 0.5767 → $0.58 a mile.
    expect(at.tco.total).toMatchObject({
      fuel: 3_335,
      maintenance: 665,
      repairs: 335,
      tcoPrice: 28_835,
      averageCostPerMile: 0.58,
    });
  });

  it('leaves every line as estimated when the answer gives no miles to scale from', () => {
    const noMiles = { ...even, total: { ...even.total, averageCostPerMile: 0 } };
    const at = tcoAtMiles(noMiles, 30_000);
    expect(at.tco).toBe(noMiles);
    expect(at).toMatchObject({ milesPerYear: null, estimatedAt: null, scaled: false });
  });
});

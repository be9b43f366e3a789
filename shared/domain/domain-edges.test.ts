// Edges of the pure domain rules: distances worked from the haversine by hand, a price fit
// whose plane is exact (so any least-squares solver must find it), and the comparables filter.
import { describe, expect, it } from 'vitest';
import { comparablesFor, expectedPrice, fitPrices, rateDeal, type DealSubject } from './deal-rating';
import { listingCoordinates, milesBetween } from './distance';
import { modelYearLabel } from './model-year-label';
import { isValidPlate, normalizePlate } from './plate-rule';
import { isUsStateCode, normalizeStateCode, stateName } from './us-states';
import { isKnownUsZip, isZip, zip5Problem, zipProblem } from './zip-rule';

describe('milesBetween', () => {
  // One degree of a great circle of radius 3,958.8 mi is 3,958.8 × π / 180 = 69.093 mi.
  it.each([
    [{ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 }, 69.093],
    [{ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 1 }, 69.093],
    [{ latitude: 1, longitude: 0 }, { latitude: 0, longitude: 0 }, 69.093],
    [{ latitude: 0, longitude: 0 }, { latitude: 0, longitude: -1 }, 69.093],
    // At 60° north a degree of longitude is cos 60° = half as long: 34.55 mi.
    [{ latitude: 60, longitude: 10 }, { latitude: 60, longitude: 11 }, 34.547],
    [{ latitude: -60, longitude: 10 }, { latitude: -60, longitude: 11 }, 34.547],
    // Opposite points: half the circumference, π × 3,958.8 = 12,436.9 mi.
    [{ latitude: 0, longitude: 0 }, { latitude: 0, longitude: 180 }, 12_436.9],
  ])('%j to %j is %d miles', (a, b, miles) => {
    expect(milesBetween(a, b)).toBeCloseTo(miles, 1);
  });
});

describe('listingCoordinates', () => {
  it('reads [lat, lon] unless the first is negative and the second positive', () => {
    expect(listingCoordinates([0, 5])).toEqual({ latitude: 0, longitude: 5 });
    expect(listingCoordinates([-86.09, 0])).toEqual({ latitude: -86.09, longitude: 0 });
    expect(listingCoordinates([-33.9, -70.6])).toEqual({ latitude: -33.9, longitude: -70.6 });
    expect(listingCoordinates(undefined)).toBeNull();
    expect(listingCoordinates([Number.NaN, 37])).toBeNull();
    expect(listingCoordinates([-86, Number.POSITIVE_INFINITY])).toBeNull();
  });
});

describe('fitPrices', () => {
  it('finds the exact plane through three points whose mileage and year are correlated', () => {
    // (0 mi, 2020, $20,000), (10k, 2020, $18,000), (10k, 2022, $22,000): the plane
    // price = a − 0.2·miles + 2,000·year passes through all three (A→B: −2,000 per 10k mi;
    // B→C: +4,000 per 2 years). Its mileage and years move together (Σ dm·dy ≠ 0).
    const fit = fitPrices([
      { miles: 0, year: 2020, price: 20_000 },
      { miles: 10_000, year: 2020, price: 18_000 },
      { miles: 10_000, year: 2022, price: 22_000 },
    ])!;
    expect(fit.perMile).toBeCloseTo(-0.2, 9);
    expect(fit.perYear).toBeCloseTo(2_000, 6);
    expect(fit.meanMiles).toBeCloseTo(20_000 / 3, 6);
    expect(fit.meanYear).toBeCloseTo(6_062 / 3, 6);
    expect(fit.meanPrice).toBeCloseTo(20_000, 6);
    // At 5,000 mi and 2021: 20,000 − 1,000 + 2,000 = 21,000.
    expect(expectedPrice(fit, 5_000, 2021)).toBeCloseTo(21_000, 6);
  });

  it('finds the exact plane through four points where both terms pull on each other', () => {
    // The same plane, price = 20,000 − 0.2·miles + 2,000·(year − 2020), through a fourth point
    // (30k mi, 2021, $16,000 = 20,000 − 6,000 + 2,000): now Σ dm·dy and Σ dm·dp are both non-zero.
    const fit = fitPrices([
      { miles: 0, year: 2020, price: 20_000 },
      { miles: 10_000, year: 2020, price: 18_000 },
      { miles: 10_000, year: 2022, price: 22_000 },
      { miles: 30_000, year: 2021, price: 16_000 },
    ])!;
    expect(fit.perMile).toBeCloseTo(-0.2, 9);
    expect(fit.perYear).toBeCloseTo(2_000, 6);
    // Means: 12,500 mi, 2020.75, $19,000.
    expect([fit.meanMiles, fit.meanYear, fit.meanPrice]).toEqual([12_500, 2020.75, 19_000]);
  });

  it('fits the year alone when every comparable has the same mileage', () => {
    // $20,000 in 2020 and $24,000 in 2022 at 5,000 mi: +2,000 a year, nothing per mile.
    const fit = fitPrices([
      { miles: 5_000, year: 2020, price: 20_000 },
      { miles: 5_000, year: 2022, price: 24_000 },
    ])!;
    expect(fit).toEqual({ meanPrice: 22_000, meanMiles: 5_000, meanYear: 2021, perMile: 0, perYear: 2_000 });
  });

  it('fits nothing but the mean when nothing varies', () => {
    const fit = fitPrices([
      { miles: 5_000, year: 2020, price: 20_000 },
      { miles: 5_000, year: 2020, price: 22_000 },
    ])!;
    expect(fit).toEqual({ meanPrice: 21_000, meanMiles: 5_000, meanYear: 2020, perMile: 0, perYear: 0 });
  });
});

let serial = 0;
function listing(fields: Partial<DealSubject>): DealSubject {
  serial += 1;
  return {
    vin: `VIN${serial}`,
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    trim: 'XLE',
    price: 20_000,
    miles: 1_000,
    ...fields,
  };
}
/** Eight comparables on one plane: 2021 at $20,000 less $0.10 a mile (1k … 8k mi). */
const eight = () =>
  Array.from({ length: 8 }, (_, index) => listing({ miles: (index + 1) * 1_000, price: 20_000 - (index + 1) * 100 }));

describe('comparables and rating', () => {
  it('counts a VIN once, and keeps zero miles but not a bad price or negative miles', () => {
    const me = listing({});
    const twin = listing({});
    const pool = [
      twin,
      { ...twin }, // the same VIN again
      listing({ miles: 0 }),
      listing({ price: Number.NaN }),
      listing({ price: Number.POSITIVE_INFINITY }),
      listing({ price: -5 }),
      listing({ miles: -1 }),
      listing({ miles: Number.POSITIVE_INFINITY }),
    ];
    expect(comparablesFor(me, pool).listings).toHaveLength(2);
  });

  it('matches a comparable’s make and model whatever their spaces and case', () => {
    const me = listing({});
    const pool = eight().map((item) => ({ ...item, make: ' TOYOTA ', model: ' rav4 ' }));
    expect(comparablesFor(me, pool).listings).toHaveLength(8);
  });

  it('matches make and model ignoring spaces, and trims only for a subject with a trim', () => {
    const me = listing({ make: ' toyota ', model: 'RAV4 ', trim: null });
    const pool = eight().map((item, index) => ({ ...item, trim: index < 4 ? 'XLE' : 'LE' }));
    expect(comparablesFor(me, pool)).toMatchObject({ trimMatched: false });
    expect(comparablesFor(me, pool).listings).toHaveLength(8);
  });

  it('rates against eight of the same trim and says so', () => {
    const me = listing({ miles: 4_500, price: 19_550 });
    // The plane gives 20,000 − 0.1 × 4,500 = 19,550 at 4,500 mi: exactly fair.
    const rating = rateDeal(me, eight());
    expect(rating).toMatchObject({ status: 'rated', band: 'fair', trimMatched: true, comparables: 8, price: 19_550 });
    if (rating.status === 'rated') {
      expect(rating.expected).toBeCloseTo(19_550, 6);
      expect(rating.difference).toBeCloseTo(0, 9);
      expect([rating.yearFrom, rating.yearTo]).toEqual([2021, 2021]);
    }
  });

  it('refuses to rate a free car, unknown mileage, or where the fit falls to zero or below', () => {
    expect(rateDeal(listing({ price: 0 }), eight())).toEqual({ status: 'unrated', reason: 'no-price', comparables: 8 });
    expect(rateDeal(listing({ miles: Number.NaN }), eight())).toEqual({
      status: 'unrated',
      reason: 'no-miles',
      comparables: 8,
    });
    // At 200,000 mi the plane gives 20,000 − 20,000 = $0: nothing useful to compare with.
    expect(rateDeal(listing({ miles: 200_000, price: 1_000 }), eight())).toEqual({
      status: 'unrated',
      reason: 'too-few',
      comparables: 8,
    });
  });
});

describe('small rules', () => {
  it('labels a model year range only when it spans years', () => {
    expect(modelYearLabel(2019, undefined)).toBe('2019');
    expect(modelYearLabel(2019, 2021)).toBe('2019–2021');
  });

  it('reads plates the way the service does', () => {
    expect(normalizePlate('\tab c\n')).toBe('ABC');
    expect(isValidPlate(' ab ')).toBe(true);
    expect(isValidPlate('AB CD EF GH')).toBe(true);
    expect(isValidPlate('AB CD EF GH I')).toBe(false);
    expect(isValidPlate('ABC_12')).toBe(false);
  });

  it('knows state codes exactly and names them', () => {
    expect(isUsStateCode('WY')).toBe(true);
    expect(isUsStateCode('constructor')).toBe(false);
    expect(normalizeStateCode('\tny\n')).toBe('NY');
    expect(stateName('TX')).toBe('Texas');
  });

  it('tells a ZIP’s shape from its existence', () => {
    expect(isZip('30301')).toBe(true);
    expect(isZip('30301-1234')).toBe(true);
    expect(isZip('30301-123')).toBe(false);
    expect(isZip(' 30301')).toBe(false);
    expect(isZip('303012')).toBe(false);
    expect(isKnownUsZip('3030')).toBe(false);
    expect(isKnownUsZip('30301')).toBe(true);
    expect(zipProblem('x30301')).toBe('A ZIP code has 5 digits (or 5+4, like 12345-6789)');
    expect(zip5Problem(' 11111 ')).toBe('11111 is not a U.S. ZIP code');
    expect(zip5Problem(' 30301 ')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  bandOf,
  comparablesFor,
  expectedPrice,
  fitPrices,
  preparePool,
  rateAgainst,
  rateDeal,
  type DealSubject,
} from './deal-rating';

// Every expected number below is worked by hand in the comment beside it.

describe('fitPrices: least squares of price on mileage and model year', () => {
  it('one model year: the slope per mile alone', () => {
    // Miles 10k, 20k, 30k at $30,000, $28,000, $27,000. Means: 20,000 mi, $28,333.33.
    // Σ dm·dp = (−10k)(1,666.67) + 0 + (10k)(−1,333.33) = −30,000,000; Σ dm² = 2·10⁸ → −0.15 $/mi.
    const fit = fitPrices([
      { miles: 10_000, year: 2020, price: 30_000 },
      { miles: 20_000, year: 2020, price: 28_000 },
      { miles: 30_000, year: 2020, price: 27_000 },
    ])!;
    expect(fit.perMile).toBeCloseTo(-0.15, 10);
    expect(fit.perYear).toBe(0);
    expect(fit.meanPrice).toBeCloseTo(28_333.333333, 5);
    // At 40,000 mi: 28,333.33 − 0.15 × 20,000 = 25,333.33.
    expect(expectedPrice(fit, 40_000, 2020)).toBeCloseTo(25_333.333333, 5);
  });

  it('mileage and year together, on a balanced 2 × 2 that no plane fits exactly', () => {
    // (0 mi, 2020, $20,000) (10k, 2020, $19,000) (0, 2022, $24,000) (10k, 2022, $22,000).
    // Per mile: the mean drop over 10k miles is ((19,000−20,000) + (22,000−24,000)) / 2 = −1,500 → −0.15.
    // Per year: the mean rise over 2 years is ((24,000−20,000) + (22,000−19,000)) / 2 = 3,500 → 1,750.
    const fit = fitPrices([
      { miles: 0, year: 2020, price: 20_000 },
      { miles: 10_000, year: 2020, price: 19_000 },
      { miles: 0, year: 2022, price: 24_000 },
      { miles: 10_000, year: 2022, price: 22_000 },
    ])!;
    expect(fit.perMile).toBeCloseTo(-0.15, 10);
    expect(fit.perYear).toBeCloseTo(1_750, 8);
    // Mean $21,250 at 5,000 mi and 2021; at 10k mi and 2022: 21,250 − 750 + 1,750 = 22,250.
    expect(expectedPrice(fit, 10_000, 2022)).toBeCloseTo(22_250, 8);
  });

  it('mileage rising in lockstep with year: the year term is dropped, not guessed', () => {
    // dm = −10k, 0, 10k and dy = −1, 0, 1: collinear. Miles alone: −30,000,000 / 2·10⁸ = −0.15.
    const fit = fitPrices([
      { miles: 10_000, year: 2020, price: 30_000 },
      { miles: 20_000, year: 2021, price: 28_000 },
      { miles: 30_000, year: 2022, price: 27_000 },
    ])!;
    expect(fit.perMile).toBeCloseTo(-0.15, 10);
    expect(fit.perYear).toBe(0);
  });

  it('no points, no fit', () => {
    expect(fitPrices([])).toBeNull();
  });
});

describe('bandOf: ≥10% below great, 3–10% below good, within ±3% fair, over 3% above high', () => {
  it.each([
    [-0.25, 'great'],
    [-0.1, 'great'],
    [-0.0999, 'good'],
    [-0.03, 'good'],
    [-0.0299, 'fair'],
    [0, 'fair'],
    [0.03, 'fair'],
    [0.0301, 'high'],
    [0.4, 'high'],
  ] as const)('%s → %s', (difference, band) => {
    expect(bandOf(difference)).toBe(band);
  });
});

let serial = 0;
function listing(fields: Partial<DealSubject>): DealSubject {
  serial += 1;
  return {
    vin: `1HGCM82633A${String(100_000 + serial)}`,
    year: 2021,
    make: 'Toyota',
    model: 'RAV4',
    trim: 'XLE',
    price: 20_000,
    miles: 0,
    ...fields,
  };
}

/** The 2 × 2 above, twice: 8 comparables, mean $21,250 at 5,000 mi and 2021; −0.15 $/mi, +$1,750 a year. */
function grid(extra: Partial<DealSubject> = {}): DealSubject[] {
  const corners: [number, number, number][] = [
    [0, 2020, 20_000],
    [10_000, 2020, 19_000],
    [0, 2022, 24_000],
    [10_000, 2022, 22_000],
  ];
  return [...corners, ...corners].map(([miles, year, price]) => listing({ miles, year, price, ...extra }));
}

describe('rateDeal', () => {
  const subject = (price: number | null, fields: Partial<DealSubject> = {}) =>
    listing({ year: 2021, miles: 5_000, price, ...fields });

  it.each([
    // Expected $21,250: 19,125 is 10% below; 20,612.50 is 3% below; 21,887.50 is 3% above; 21,900 is 3.06% above.
    [19_125, 'great'],
    [20_612.5, 'good'],
    [21_250, 'fair'],
    [21_887.5, 'fair'],
    [21_900, 'high'],
  ] as const)('$%s against an expected $21,250 is %s', (price, band) => {
    const rating = rateDeal(subject(price), grid());
    expect(rating).toMatchObject({ status: 'rated', band, comparables: 8 });
    if (rating.status !== 'rated') return;
    expect(rating.expected).toBeCloseTo(21_250, 6);
    expect(rating.perMile).toBeCloseTo(-0.15, 10);
    expect(rating.perYear).toBeCloseTo(1_750, 6);
    expect(rating.difference).toBeCloseTo((price - 21_250) / 21_250, 10);
    // The grid's model years, 2020 and 2022: the years actually compared, not the ±2 window.
    expect([rating.yearFrom, rating.yearTo]).toEqual([2020, 2022]);
  });

  it('says "too few" under 8 comparables rather than guessing', () => {
    const rating = rateDeal(subject(19_000), grid().slice(0, 7));
    expect(rating).toEqual({ status: 'unrated', reason: 'too-few', comparables: 7 });
  });

  it('counts only the same make and model, within ±2 model years, priced and with mileage, never itself', () => {
    const me = subject(19_000);
    const pool = [
      ...grid().slice(0, 7),
      me, // itself
      listing({ model: 'Camry' }),
      listing({ make: 'Honda' }),
      listing({ year: 2018 }), // 3 years older
      listing({ year: 2024 }), // 3 years newer
      listing({ price: null }),
      listing({ price: 0 }),
      listing({ miles: null }),
    ];
    expect(comparablesFor(me, pool).listings).toHaveLength(7);
    expect(rateDeal(me, pool)).toMatchObject({ status: 'unrated', reason: 'too-few', comparables: 7 });
    // Two years either side are in; the make and model match whatever their case.
    const edge = [
      ...grid().slice(0, 6),
      listing({ year: 2019, make: 'TOYOTA' }),
      listing({ year: 2023, model: 'rav4' }),
    ];
    expect(comparablesFor(me, edge).listings).toHaveLength(8);
  });

  it('narrows to the same trim only when 8 of that trim exist', () => {
    const me = subject(19_000, { trim: 'Limited' });
    const mixed = [...grid({ trim: 'XLE' }), ...grid({ trim: 'Limited' }).slice(0, 7)];
    expect(comparablesFor(me, mixed)).toMatchObject({ trimMatched: false });
    expect(comparablesFor(me, mixed).listings).toHaveLength(15);
    const enough = [...grid({ trim: 'XLE' }), ...grid({ trim: 'Limited' })];
    const narrowed = comparablesFor(me, enough);
    expect(narrowed.trimMatched).toBe(true);
    expect(narrowed.listings.every((item) => item.trim === 'Limited')).toBe(true);
    expect(narrowed.listings).toHaveLength(8);
  });

  it('a listing without a price or mileage is not rated', () => {
    expect(rateDeal(subject(null), grid())).toMatchObject({ status: 'unrated', reason: 'no-price' });
    expect(rateDeal(subject(20_000, { miles: null }), grid())).toMatchObject({ status: 'unrated', reason: 'no-miles' });
  });
});

describe('a pool prepared once for many listings', () => {
  it('counts a VIN listed twice once, by its first row, even when that row has no price', () => {
    const me = listing({ year: 2021, miles: 5_000, price: 19_000 });
    const twice = grid();
    // The second row of the first VIN would make a ninth comparable if it were read.
    const again = { ...twice[0]!, price: 90_000 };
    expect(comparablesFor(me, [...twice, again]).listings).toHaveLength(8);
    expect(comparablesFor(me, [...twice, again]).listings).not.toContain(again);
    const unpriced = { ...twice[0]!, price: null };
    expect(comparablesFor(me, [unpriced, ...twice]).listings).toHaveLength(7);
  });

  it('matches a trim whatever its case and spaces', () => {
    const me = listing({ year: 2021, miles: 5_000, price: 19_000, trim: ' limited ' });
    const narrowed = comparablesFor(me, [...grid({ trim: 'XLE' }), ...grid({ trim: 'LIMITED' })]);
    expect(narrowed.trimMatched).toBe(true);
    expect(narrowed.listings.map((item) => item.trim)).toEqual(Array(8).fill('LIMITED'));
  });

  it('rates every listing of the pool against the others, never against itself', () => {
    // Nine listings: the 2 × 2 grid twice (mean $21,250 at 5,000 mi and 2021) and one at
    // exactly that mean. Each of the eight grid rows sees the other seven and the mean one.
    const mean = listing({ year: 2021, miles: 5_000, price: 21_250 });
    const pool = [...grid(), mean];
    const prepared = preparePool(pool);
    const ratings = pool.map((subject) => rateAgainst(subject, prepared));
    expect(ratings.map((rating) => rating.comparables)).toEqual(Array(9).fill(8));
    // The mean listing against the grid alone: the fit's own mean, a fair $21,250.
    const meanRating = ratings[8]!;
    expect(meanRating).toMatchObject({ status: 'rated', band: 'fair' });
    expect(meanRating.status === 'rated' && [meanRating.expected, meanRating.difference]).toEqual([
      expect.closeTo(21_250, 6),
      expect.closeTo(0, 10),
    ]);
    // Prepared once or per listing, the same rating.
    expect(ratings).toEqual(pool.map((subject) => rateDeal(subject, pool)));
  });
});

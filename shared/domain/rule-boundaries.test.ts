// Boundaries of small rules, each value read from the rule's own statement: NHTSA campaign
// numbers (two-digit year, a letter, six digits), the ZIP table (five digits exactly), the deal
// bands (inclusive within a 1e-9 tolerance) and the finance ZIP (the dealership's, trimmed).
import { describe, expect, it } from 'vitest';
import { financeZipOf } from '../finance/finance-zip';
import { bandOf, comparablesFor, fitPrices, type DealSubject } from './deal-rating';
import { NHTSA_CAMPAIGN_PATTERN } from './nhtsa-campaign';
import { isKnownUsZip } from './zip-rule';

describe('NHTSA campaign numbers', () => {
  it.each([
    ['23V838000', true],
    ['05E123456', true],
    ['3V838000', false],
    ['123V838000', false],
    ['AAV838000', false],
    ['231838000', false],
    ['23V83800', false],
    ['23V8380000', false],
    ['23V83800A', false],
    ['x23V838000', false],
    ['23V838000x', false],
  ])('%s → %s', (number, valid) => {
    expect(NHTSA_CAMPAIGN_PATTERN.test(number)).toBe(valid);
  });
});

describe('the ZIP table takes five digits and nothing else', () => {
  it('does not read a short or padded number as a ZIP', () => {
    // 00501 (Holtsville, NY) and 30301 (Atlanta) exist; "501" and " 30301" are not how they are written.
    expect(isKnownUsZip('00501')).toBe(true);
    expect(isKnownUsZip('501')).toBe(false);
    expect(isKnownUsZip(' 30301')).toBe(false);
  });
});

describe('the finance ZIP', () => {
  it('trims the dealership ZIP from Settings', () => {
    expect(financeZipOf('', ' 73301 ')).toBe('73301');
  });
});

describe('deal bands at their edges', () => {
  it('counts a difference within 1e-9 of a boundary as on it', () => {
    expect(bandOf(-0.1 + 1e-9)).toBe('great');
    expect(bandOf(-0.03 + 1e-9)).toBe('good');
    expect(bandOf(0.03 + 1e-9)).toBe('fair');
    expect(bandOf(0.03 + 2e-9)).toBe('high');
  });

  it('drops the year term when mileage and year move together up to a hair', () => {
    // Miles 10k, 20k, 30,000.001 against years 2020–2022: correlation 1 − 10⁻¹⁵ or so, far
    // inside the 1e-9 tolerance, so the year term is dropped: −30,000,000 / 2·10⁸ ≈ −0.15 a mile.
    const fit = fitPrices([
      { miles: 10_000, year: 2020, price: 30_000 },
      { miles: 20_000, year: 2021, price: 28_000 },
      { miles: 30_000.001, year: 2022, price: 27_000 },
    ])!;
    expect(fit.perYear).toBe(0);
    expect(fit.perMile).toBeCloseTo(-0.15, 6);
  });

  it('does not narrow to "no trim" for a subject without one', () => {
    const subject: DealSubject = { vin: 'S', year: 2021, make: 'Ford', model: 'F-150', trim: null, price: 1, miles: 1 };
    const pool: DealSubject[] = Array.from({ length: 10 }, (_, index) => ({
      ...subject,
      vin: `P${index}`,
      trim: index < 8 ? null : 'XLT',
    }));
    const comparables = comparablesFor(subject, pool);
    expect(comparables.trimMatched).toBe(false);
    expect(comparables.listings).toHaveLength(10);
  });
});

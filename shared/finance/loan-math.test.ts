import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { interestByYear, monthlyPayment, roundCents } from './loan-math';

describe('monthlyPayment', () => {
  it('matches the reference figure: $25,000 at 5.00% over 60 months', () => {
    expect(monthlyPayment(25_000, 5, 60)).toBe(471.78);
  });

  it('matches other published amortization figures', () => {
    expect(monthlyPayment(30_000, 6.88, 72)).toBe(509.74);
    expect(monthlyPayment(10_000, 12, 36)).toBe(332.14);
  });

  it('divides evenly at 0% APR', () => {
    expect(monthlyPayment(12_000, 0, 48)).toBe(250);
    expect(monthlyPayment(1_000, 0, 3)).toBe(333.33);
  });

  it('charges nothing for a zero principal', () => {
    expect(monthlyPayment(0, 7, 60)).toBe(0);
  });

  it('rejects nonsense input', () => {
    expect(() => monthlyPayment(1000, 5, 0)).toThrow(RangeError);
    expect(() => monthlyPayment(1000, -1, 60)).toThrow(RangeError);
    expect(() => monthlyPayment(Number.NaN, 5, 60)).toThrow(RangeError);
  });

  it('always repays at least the principal and grows with the rate', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 200_000 }),
        fc.double({ min: 0, max: 30, noNaN: true }),
        fc.constantFrom(36, 48, 60, 72, 84),
        (principal, apr, months) => {
          const pay = monthlyPayment(principal, apr, months);
          expect(pay * months).toBeGreaterThanOrEqual(principal - 0.01 * months);
          expect(monthlyPayment(principal, apr + 1, months)).toBeGreaterThan(pay);
        },
      ),
    );
  });
});

describe('interestByYear', () => {
  it('splits the interest of $25,000 at 5.00% over 60 months into its five years', () => {
    // Worked by hand from the amortization schedule (r = 5 / 1200 = 0.0041667, payment 471.78):
    // month 1 interest = 25,000 × r = 104.17, balance 25,000 + 104.17 − 471.78 = 24,632.39;
    // month 2 interest = 24,632.39 × r = 102.63; … summing twelve months a year gives
    // year 1 = 1,147.49, year 2 = 916.55, year 3 = 673.80, year 4 = 418.62, year 5 = 150.40.
    // Their sum, 3,306.86, is the loan's interest 471.78 × 60 − 25,000 = 3,306.80 plus the
    // 0.06 the rounded-down payment leaves unpaid.
    expect(interestByYear(25_000, 5, 60, 5)).toEqual([1147.49, 916.55, 673.8, 418.62, 150.4]);
  });

  it('charges no interest at 0% APR and stops once the loan is repaid', () => {
    // $12,000 over 24 months at 0%: 500 a month, no interest, and years past the term are 0.
    expect(interestByYear(12_000, 0, 24, 3)).toEqual([0, 0, 0]);
  });
});

describe('roundCents', () => {
  it('rounds half up', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.344)).toBe(2.34);
  });
});

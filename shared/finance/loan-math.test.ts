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
  it('sums to the total interest of the loan', () => {
    const pay = monthlyPayment(25_000, 5, 60);
    const years = interestByYear(25_000, 5, 60, 5);
    const total = years.reduce((a, b) => a + b, 0);
    expect(Math.abs(total - (pay * 60 - 25_000))).toBeLessThan(1);
    expect(years[0]).toBeGreaterThan(years[4] ?? Infinity);
  });
});

describe('roundCents', () => {
  it('rounds half up', () => {
    expect(roundCents(1.005)).toBe(1.01);
    expect(roundCents(2.344)).toBe(2.34);
  });
});

// Local sales tax by ZIP: around each state's average local rate (Tax Foundation, State and
// Local Sales Tax Rates 2025: Louisiana 5% state, 10.12% average combined, so about 5.12%
// local; no cap on Louisiana's local rates), varied per ZIP by ±50% and split county 60% /
// city 30% / district 10%, as the sandbox's README states its assumptions.
import { describe, expect, it } from 'vitest';
import { gasPrice } from './ownership-costs';
import { salesTaxRates } from './tax-rates';

/** 400 ZIP-like codes of Louisiana (70000–71499). */
const LOUISIANA_ZIPS = Array.from({ length: 400 }, (_, i) => String(70_000 + i * 3));

describe('sales tax rates by ZIP', () => {
  it('Louisiana: 5% state, the local rate around 5.12% on average', () => {
    const locals = LOUISIANA_ZIPS.map((zip) => {
      const rates = salesTaxRates('LA', zip);
      expect(rates.state).toBe(5);
      expect(rates.combined).toBeCloseTo(rates.state + rates.county + rates.city + rates.district, 3);
      return rates.combined - rates.state;
    });
    const mean = locals.reduce((sum, rate) => sum + rate, 0) / locals.length;
    expect(mean).toBeGreaterThan(4.8);
    expect(mean).toBeLessThan(5.45);
    // Half to one and a half times the average: 2.56% to 7.68%, both ends reached.
    expect(Math.min(...locals)).toBeGreaterThanOrEqual(2.55);
    expect(Math.min(...locals)).toBeLessThan(2.8);
    expect(Math.max(...locals)).toBeLessThanOrEqual(7.69);
    expect(Math.max(...locals)).toBeGreaterThan(7.4);
  });

  it('splits the local rate 60 : 30 : 10 into county, city and district', () => {
    const rates = salesTaxRates('LA', '70112');
    const local = rates.county + rates.city + rates.district;
    expect(rates.county / local).toBeCloseTo(0.6, 2);
    expect(rates.city / local).toBeCloseTo(0.3, 2);
    expect(rates.district / local).toBeCloseTo(0.1, 2);
  });
});

describe('gas prices by state', () => {
  // AAA's state averages: California's is the dearest in the lower 48, Mississippi's among the
  // cheapest, well over a dollar and a half apart.
  it('are dearer in California than in Mississippi by more than $1.50 a gallon', () => {
    expect(gasPrice('CA') - gasPrice('MS')).toBeGreaterThan(1.5);
  });
});

// The vehicle tax rules against the states' own words, worked by hand. Sources, per state:
// Georgia O.C.G.A. § 48-5C-1 and the DOR's TAVT FAQ (7% of fair market value, doc fee in,
// trade-in out, instead of sales tax); California CDTFA Regulation 1654 (a trade-in is part
// of the gross receipts); Michigan MCL 205.51 and the Department of State's trade-in FAQ
// ($5,000 credit in 2019, $1,000 more each year: $12,000 in 2026); S.C. Code § 56-3-627
// (5%, at most $500); Illinois 35 ILCS 120/2-10 (6.25% state rate, a plain sales tax).
import { describe, expect, it } from 'vitest';
import { US_STATE_CODES } from '../domain/us-states';
import { taxableAmount, vehicleTaxRuleOf } from './state-vehicle-tax';

describe('vehicleTaxRuleOf', () => {
  it('gives Georgia its title ad valorem tax: 7%, no local sales tax, trade-in credited', () => {
    expect(vehicleTaxRuleOf('GA')).toMatchObject({
      name: 'Title ad valorem tax (TAVT)',
      rate: 7,
      localTaxes: false,
      tradeInCredit: 'full',
      plainSalesTax: false,
    });
  });

  it('caps South Carolina’s infrastructure maintenance fee at $500', () => {
    expect(vehicleTaxRuleOf('SC')).toMatchObject({ rate: 5, maxTax: 500, localTaxes: false, plainSalesTax: false });
  });

  it('keeps a state without a rule of its own on its plain sales tax, with local taxes', () => {
    expect(vehicleTaxRuleOf('IL')).toMatchObject({
      name: 'State sales tax',
      rate: 6.25,
      localTaxes: true,
      tradeInCredit: 'full',
      plainSalesTax: true,
    });
  });

  it.each(US_STATE_CODES)('%s: names a source, and is called "State sales tax" exactly when it is one', (state) => {
    const rule = vehicleTaxRuleOf(state);
    expect(rule.source.length).toBeGreaterThan(10);
    expect(rule.name === 'State sales tax').toBe(rule.plainSalesTax);
    expect(rule.rate).toBeGreaterThanOrEqual(0);
    expect(rule.rate).toBeLessThan(10);
  });
});

describe('taxableAmount', () => {
  it('takes the trade-in off price plus doc fee in Georgia: 31,500 + 599 − 2,500 = 29,599', () => {
    expect(taxableAmount(vehicleTaxRuleOf('GA'), 31_500, 599, 2_500)).toBe(29_599);
  });

  it('ignores the trade-in in California: 30,000 + 85 whatever is traded', () => {
    const rule = vehicleTaxRuleOf('CA');
    expect(taxableAmount(rule, 30_000, 85, 0)).toBe(30_085);
    expect(taxableAmount(rule, 30_000, 85, 10_000)).toBe(30_085);
  });

  it('credits a Michigan trade-in up to $12,000 only', () => {
    const rule = vehicleTaxRuleOf('MI');
    // Under the cap the whole trade-in counts: 40,000 + 260 − 9,000.
    expect(taxableAmount(rule, 40_000, 260, 9_000)).toBe(31_260);
    // Over it, $12,000 of a $15,000 trade-in: 40,260 − 12,000.
    expect(taxableAmount(rule, 40_000, 260, 15_000)).toBe(28_260);
  });

  it('never goes below zero, and a negative trade-in takes nothing off', () => {
    expect(taxableAmount(vehicleTaxRuleOf('GA'), 5_000, 0, 9_000)).toBe(0);
    expect(taxableAmount(vehicleTaxRuleOf('GA'), 5_000, 100, -300)).toBe(5_100);
  });
});

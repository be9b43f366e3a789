// One total of taxes and fees per deal, with figures worked by hand. The case is issue 36's:
// $31,500 with a $2,500 trade-in at ZIP 30301, where one estimate credited the trade-in and
// the other did not: 4% of 2,500 = $100 apart.
import { describe, expect, it } from 'vitest';
import { dealTaxes, type TaxesAnswer } from './deal-taxes';
import type { QuoteValues } from './quote-form';

const deal: QuoteValues = {
  price: 31_500,
  rebates: 0,
  zip: '30301',
  downPayment: 3_000,
  tradeIn: 2_500,
  tradeInPayoff: 0,
  docFee: 539,
  term: 60,
  credit: 'good',
  creditScore: '720',
  financeTaxesAndFees: false,
};

const fees = { titleFee: 18, registrationFee: 200, dmvFee: 50, combinedFees: 807, docFee: 539 };
// 1,181.56 of tax + 18 + 200 + 50 of fees = 1,449.56, the doc fee left out of the answer's total.
const payments: TaxesAnswer = {
  taxes: { combinedSalesTax: 1_181.56, stateSalesTax: 1_181.56, gasGuzzlerTax: 0 },
  fees,
  total: 1_449.56,
  criteria: { price: 31_500, docFee: 539, tradeIn: 2_500 },
};
// The same without the trade-in credit: 1,281.56 of tax, 1,549.56 in all.
const withoutCredit: TaxesAnswer = {
  taxes: { combinedSalesTax: 1_281.56, stateSalesTax: 1_281.56, gasGuzzlerTax: 0 },
  fees,
  total: 1_549.56,
  criteria: { price: 31_500, docFee: 539, tradeIn: 0 },
};

const sum = (lines: { amount: number }[]) => Math.round(lines.reduce((total, line) => total + line.amount * 100, 0));

describe('dealTaxes', () => {
  it('keeps the answer that priced this deal, with the doc fee inside its total, and names the other', () => {
    const taxes = dealTaxes(deal, payments, withoutCredit)!;
    // 1,449.56 + the 539 doc fee = 1,988.56; every line inside it.
    expect(taxes.total).toBe(1_988.56);
    expect(sum(taxes.lines)).toBe(198_856);
    expect(taxes.lines.map((line) => line.label)).toContain('Dealer doc fee');
    expect(taxes.source).toBe('payments');
    // 1,549.56 + 539 = 2,088.56, $100 more, for want of the trade-in credit.
    expect(taxes.other).toEqual({
      source: 'detailed',
      total: 2_088.56,
      difference: 100,
      cause: 'without the trade-in credit',
    });
  });

  it('takes the detailed lines when both came to the same total', () => {
    const detailed: TaxesAnswer = {
      ...payments,
      taxes: { combinedSalesTax: 1_181.56, stateSalesTax: 472.62, countySalesTax: 708.94, gasGuzzlerTax: 0 },
    };
    const taxes = dealTaxes(deal, payments, detailed)!;
    expect(taxes).toMatchObject({ source: 'detailed', other: null, total: 1_988.56 });
    expect(taxes.lines.map((line) => line.label)).toContain('County sales tax');
  });

  it('names a doc fee and a price the detailed answer assumed instead of the deal’s', () => {
    const other: TaxesAnswer = {
      ...payments,
      fees: { ...fees, docFee: 599 },
      total: 1_449.56,
      criteria: { price: 30_000, docFee: 599, tradeIn: 2_500 },
    };
    expect(dealTaxes(deal, payments, other)!.other?.cause).toBe('with a doc fee of $599.00, at a price of $30,000.00');
  });

  it('stands on the detailed answer alone when payments has none, and on nothing when neither answered', () => {
    expect(dealTaxes(deal, null, withoutCredit)).toMatchObject({ source: 'detailed', total: 2_088.56, other: null });
    expect(dealTaxes(deal, null, null)).toBeNull();
  });

  it('calls the state’s tax by the name the answer or the state gives it', () => {
    const named = { ...payments, taxes: { ...payments.taxes, stateTaxName: 'Title ad valorem tax (TAVT)' } };
    expect(dealTaxes(deal, named, null)!.lines[0]!.label).toBe('Title ad valorem tax (TAVT)');
    expect(dealTaxes(deal, payments, null, 'Highway use tax')!.lines[0]!.label).toBe('Highway use tax');
    expect(dealTaxes(deal, payments, null)!.lines[0]!.label).toBe('State sales tax');
  });
});

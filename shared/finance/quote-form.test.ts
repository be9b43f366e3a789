import { describe, expect, it } from 'vitest';
import { financeZipOf } from './finance-zip';
import { buildDeal } from './deal-model';
import { validateQuote, type QuoteForm } from './quote-form';

const form: QuoteForm = {
  price: '25,000',
  zip: '30301',
  rebates: '',
  downPayment: '',
  tradeIn: '',
  tradeInPayoff: '',
  docFee: '',
  term: 60,
  credit: 'good',
  financeTaxesAndFees: false,
};

describe('quote form', () => {
  it('accepts a complete quote and reads dollar amounts as typed', () => {
    const { values, errors } = validateQuote({ ...form, downPayment: '$2,000.50' });
    expect(errors).toEqual({});
    expect(values).toMatchObject({
      price: 25_000,
      zip: '30301',
      downPayment: 2000.5,
      tradeIn: 0,
      docFee: undefined,
      creditScore: '720',
    });
  });

  it('flags each bad field before any request', () => {
    expect(validateQuote({ ...form, price: '' }).errors.price).toBe('Enter the sale price.');
    expect(validateQuote({ ...form, price: '-5' }).errors.price).toBe('The price cannot be negative.');
    expect(validateQuote({ ...form, price: 'abc' }).errors.price).toMatch(/in dollars/);
    expect(validateQuote({ ...form, zip: '3030' }).errors.zip).toBe('A ZIP code has 5 digits.');
    expect(validateQuote({ ...form, zip: '' }).errors.zip).toBe('Enter the buyer’s ZIP code.');
    expect(validateQuote({ ...form, zip: '00000' }).errors.zip).toBe('00000 is not a U.S. ZIP code.');
    expect(validateQuote({ ...form, zip: '00000' }).values).toBeNull();
    expect(validateQuote({ ...form, downPayment: '30000' }).errors.downPayment).toBe(
      'The down payment is more than the price.',
    );
    expect(validateQuote({ ...form, tradeIn: '-1' }).errors.tradeIn).toBe('The trade-in cannot be negative.');
    expect(validateQuote({ ...form, zip: 'x' }).values).toBeNull();
  });

  it('computes the independent reference figure and clamps the loan at zero', () => {
    const values = validateQuote(form).values!;
    // 471.78 × 60 = 28,306.80, of which 3,306.80 is interest.
    expect(buildDeal(values, 5, 0)).toMatchObject({
      financed: { total: 25_000 },
      monthly: 471.78,
      totalOfPayments: 28_306.8,
      totalInterest: 3_306.8,
    });
    // Down payment plus trade-in exactly the price: nothing to finance, nothing to pay.
    const paidOff = validateQuote({ ...form, downPayment: '16000', tradeIn: '9000' }).values!;
    expect(buildDeal(paidOff, 6.5, 0)).toMatchObject({ financed: { total: 0 }, monthly: 0, totalOfPayments: 0 });
    // 0% APR divides evenly: 25,000 / 48 = 520.833… → 520.83.
    expect(buildDeal({ ...values, term: 48 }, 0, 0)!.monthly).toBe(520.83);
  });

  it('finances exactly what the screen says: no doc fee unless taxes and fees are added to the loan', () => {
    // auto.dev's published example (payments.json): $25,000, $5,000 down, 60 months at 3.5%.
    // Without taxes and fees it finances $20,000 → $363.83; with its $1,952.49 of taxes and
    // fees (the $200 doc fee among them) it finances $21,952.49 → $399.35.
    const deal = validateQuote({ ...form, downPayment: '5000', docFee: '200' }).values!;
    expect(buildDeal(deal, 3.5, 1952.49)).toMatchObject({ financed: { total: 20_000 }, monthly: 363.83 });
    const financed = { ...deal, financeTaxesAndFees: true };
    expect(buildDeal(financed, 3.5, 1952.49)).toMatchObject({ financed: { total: 21_952.49 }, monthly: 399.35 });
    // A trade-in comes off too: 25,000 − 5,000 − 2,500 = 17,500.
    expect(buildDeal({ ...deal, tradeIn: 2_500 }, 3.5, 0)!.financed.total).toBe(17_500);
  });
});

describe('the finance ZIP rule', () => {
  it('uses the ZIP entered for the deal, else the dealership ZIP, never anything else', () => {
    expect(financeZipOf('30301', '73301')).toBe('30301');
    expect(financeZipOf(' 30301 ', undefined)).toBe('30301');
    expect(financeZipOf('', '73301')).toBe('73301');
    expect(financeZipOf('   ', '73301')).toBe('73301');
    expect(financeZipOf('', undefined)).toBe('');
    expect(financeZipOf('', null)).toBe('');
  });
});

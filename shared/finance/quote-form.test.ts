import { describe, expect, it } from 'vitest';
import { localQuote, validateQuote, type QuoteForm } from './quote-form';

const form: QuoteForm = {
  price: '25,000',
  zip: '30301',
  downPayment: '',
  tradeIn: '',
  docFee: '',
  term: 60,
  credit: 'good',
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
    expect(validateQuote({ ...form, downPayment: '30000' }).errors.downPayment).toBe(
      'The down payment is more than the price.',
    );
    expect(validateQuote({ ...form, tradeIn: '-1' }).errors.tradeIn).toBe('The trade-in cannot be negative.');
    expect(validateQuote({ ...form, zip: 'x' }).values).toBeNull();
  });

  it('computes the independent reference figure and clamps the loan at zero', () => {
    const values = validateQuote(form).values!;
    expect(localQuote(values, 5, 0)).toEqual({ loanAmount: 25_000, monthly: 471.78, totalOfPayments: 28_306.8 });
    // Down payment plus trade-in above the price: nothing to finance.
    const paidOff = validateQuote({ ...form, downPayment: '20000', tradeIn: '9000' }).values!;
    expect(localQuote(paidOff, 6.5, 0)).toEqual({ loanAmount: 0, monthly: 0, totalOfPayments: 0 });
    // 0% APR divides evenly.
    expect(localQuote({ ...values, term: 48 }, 0, 0).monthly).toBe(520.83);
  });
});

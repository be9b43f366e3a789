// The edges of the payment calculator's form and its arithmetic, worked by hand.
import { describe, expect, it } from 'vitest';
import { interestByYear, monthlyPayment, roundCents } from './loan-math';
import { buildDeal } from './deal-model';
import { CREDIT_TIERS, validateQuote, type QuoteForm } from './quote-form';

const form: QuoteForm = {
  price: '25000',
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

describe('validateQuote edges', () => {
  it.each([
    ['0', 'The price must be more than $0.'],
    ['0.00', 'The price must be more than $0.'],
    ['   ', 'Enter the sale price.'],
    ['-0', 'The price cannot be negative.'],
    [' -25000', 'The price cannot be negative.'],
    ['1234567890', 'Enter the price in dollars, like 24500.'], // ten digits: over 999,999,999
    ['24500.555', 'Enter the price in dollars, like 24500.'], // three decimals
    ['24500.', 'Enter the price in dollars, like 24500.'],
  ])('price %j: %s', (price, message) => {
    const { values, errors } = validateQuote({ ...form, price });
    expect(errors.price).toBe(message);
    expect(values).toBeNull();
  });

  it.each([
    ['$24,500.99', 24_500.99],
    [' 24 500 ', 24_500],
    ['999999999', 999_999_999],
    ['1', 1],
  ])('reads the price %j as %d', (price, value) => {
    expect(validateQuote({ ...form, price }).values?.price).toBe(value);
  });

  it('words each optional amount’s problem with its own name', () => {
    const { values, errors } = validateQuote({ ...form, downPayment: 'lots', tradeIn: 'x', docFee: '-10' });
    expect(errors).toEqual({
      downPayment: 'Enter the down payment in dollars, like 2000.',
      tradeIn: 'Enter the trade-in in dollars, like 2000.',
      docFee: 'The doc fee cannot be negative.',
    });
    expect(values).toBeNull();
    expect(validateQuote({ ...form, downPayment: '-1' }).errors.downPayment).toBe(
      'The down payment cannot be negative.',
    );
    expect(validateQuote({ ...form, docFee: '1.234' }).errors.docFee).toBe('Enter the doc fee in dollars, like 2000.');
  });

  it('reads a blank optional amount as none', () => {
    expect(validateQuote({ ...form, downPayment: '   ', tradeIn: ' ', docFee: '  ' })).toMatchObject({
      errors: {},
      values: { downPayment: 0, tradeIn: 0, docFee: undefined },
    });
  });

  it('accepts a down payment equal to the price, but not a cent more', () => {
    expect(validateQuote({ ...form, downPayment: '25000' }).errors).toEqual({});
    expect(validateQuote({ ...form, downPayment: '25000.01' }).errors.downPayment).toBe(
      'The down payment is more than the price.',
    );
    // An unreadable price cannot be compared: only the price is flagged.
    expect(validateQuote({ ...form, price: 'abc', downPayment: '30000' }).errors).toEqual({
      price: 'Enter the price in dollars, like 24500.',
    });
  });

  it('passes the amounts, term, credit score and choice through', () => {
    const { values } = validateQuote({
      ...form,
      zip: ' 30301 ',
      tradeIn: '1,500',
      tradeInPayoff: '4,000.25',
      rebates: '$750',
      docFee: '0',
      term: 84,
      credit: 'excellent',
      financeTaxesAndFees: true,
    });
    expect(values).toEqual({
      price: 25_000,
      rebates: 750,
      zip: '30301',
      downPayment: 0,
      tradeIn: 1_500,
      tradeInPayoff: 4_000.25,
      docFee: 0,
      term: 84,
      credit: 'excellent',
      creditScore: '800',
      financeTaxesAndFees: true,
    });
  });

  it.each([
    ['excellent', '800'],
    ['good', '720'],
    ['fair', '630'],
    ['poor', '560'],
    ['bad', '480'],
  ] as const)('credit %s is sent as score %s', (credit, score) => {
    expect(validateQuote({ ...form, credit }).values?.creditScore).toBe(score);
  });

  it('falls back to the good tier for a credit value it does not know', () => {
    const stale = { ...form, credit: 'platinum' } as unknown as QuoteForm;
    expect(validateQuote(stale).values?.creditScore).toBe('720');
    expect(CREDIT_TIERS.map((tier) => tier.value)).toEqual(['excellent', 'good', 'fair', 'poor', 'bad']);
  });

  it('adds a full stop to a ZIP problem only where it lacks one', () => {
    expect(validateQuote({ ...form, zip: '11111' }).errors.zip).toBe('11111 is not a U.S. ZIP code.');
    expect(validateQuote({ ...form, zip: '  ' }).errors.zip).toBe('Enter the buyer’s ZIP code.');
  });
});

describe('what the deal leaves to finance', () => {
  it('refuses rebates of the whole price, and a down payment and trade-in above what is left', () => {
    expect(validateQuote({ ...form, rebates: '25000' }).errors.rebates).toBe(
      'Rebates must come to less than the price.',
    );
    // 25,000 − 20,000 down − 9,000 trade-in = −4,000: the buyer would be owed money.
    expect(validateQuote({ ...form, downPayment: '20000', tradeIn: '9000' }).errors.downPayment).toBe(
      'The down payment and trade-in come to more than the price: lower the down payment.',
    );
    expect(validateQuote({ ...form, tradeIn: '26000' }).errors.tradeIn).toBe(
      'The trade-in is worth more than the price: the buyer would be owed the difference.',
    );
    // The same trade-in with $2,000 owed on it leaves 25,000 − 26,000 + 2,000 = 1,000 to finance.
    expect(validateQuote({ ...form, tradeIn: '26000', tradeInPayoff: '2000' }).errors).toEqual({});
    // To the cent: 25,000 − 24,999.99 leaves one cent.
    expect(validateQuote({ ...form, downPayment: '24999.99' }).errors).toEqual({});
  });
});

describe('deal edges', () => {
  it('never shows negative interest when the rounded payments fall a little short', () => {
    // $1,000.10 over 36 months at 0%: 27.7805… → 27.78 a month; 27.78 × 36 = 1,000.08, 2¢ short.
    const values = validateQuote({ ...form, price: '1000.10', term: 36 }).values!;
    expect(buildDeal(values, 0, 0)).toMatchObject({
      financed: { total: 1000.1 },
      monthly: 27.78,
      totalOfPayments: 1000.08,
      totalInterest: 0,
    });
  });
});

describe('loan math edges', () => {
  it.each([
    [Number.POSITIVE_INFINITY, 5, 60],
    [1000, Number.POSITIVE_INFINITY, 60],
    [1000, Number.NaN, 60],
    [1000, 5, 60.5],
    [1000, 5, -12],
  ])('refuses principal %d, APR %d, %d months', (principal, apr, months) => {
    expect(() => monthlyPayment(principal, apr, months)).toThrow(
      new RangeError('monthlyPayment needs a finite principal and APR and a positive whole number of months'),
    );
  });

  it('says why a negative APR is refused, and charges nothing on a negative principal', () => {
    expect(() => monthlyPayment(1000, -0.5, 12)).toThrow(new RangeError('APR cannot be negative'));
    expect(monthlyPayment(-500, 5, 12)).toBe(0);
  });

  it('pays a one-month loan back with one month of interest', () => {
    // $1,200 at 12% for 1 month: r = 0.01, payment = 1,200 × 1.01 = 1,212.
    expect(monthlyPayment(1200, 12, 1)).toBe(1212);
    // A tiny APR is almost principal / months: $1,200 at 0.0001% over 12 months = 100.00.
    expect(monthlyPayment(1200, 0.0001, 12)).toBe(100);
  });

  it('rounds to whole cents, negative amounts too', () => {
    expect(roundCents(0)).toBe(0);
    expect(roundCents(-2.344)).toBe(-2.34);
    expect(roundCents(-2.346)).toBe(-2.35);
    expect(roundCents(12.3)).toBe(12.3);
  });

  it('charges no interest in the years after the loan is repaid, nor on a negative principal', () => {
    // $1,200 at 12% over 1 month: 12.00 of interest in year 1, none after.
    expect(interestByYear(1200, 12, 1, 3)).toEqual([12, 0, 0]);
    expect(interestByYear(-1200, 12, 12, 2)).toEqual([0, 0]);
  });
});

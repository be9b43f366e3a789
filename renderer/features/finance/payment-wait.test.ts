import { describe, expect, it } from 'vitest';
import { paymentWaitOf, type PaymentProgress } from './payment-wait';

// Everything the payment needs is there; each test takes one part away.
const ready: PaymentProgress = {
  valid: true,
  hasRate: true,
  rateLocked: false,
  rateFailed: false,
  rateLoading: false,
  hasTaxes: true,
  taxesUnavailable: false,
};

describe('why there is no payment yet', () => {
  it('has nothing to wait for once the fields, the rate and the taxes are there', () => {
    expect(paymentWaitOf(ready)).toBeNull();
  });

  it('names the fields first, whatever else is missing', () => {
    expect(paymentWaitOf({ ...ready, valid: false })).toBe('fields');
    expect(paymentWaitOf({ ...ready, valid: false, hasRate: false, rateFailed: true, hasTaxes: false })).toBe('fields');
  });

  it('waits for the asking price while it is on its way, rather than asking for it', () => {
    expect(paymentWaitOf({ ...ready, valid: false, priceLoading: true })).toBe('price-loading');
    // Once the price has come (or there is none to come), an invalid form is the person's to fix.
    expect(paymentWaitOf({ ...ready, valid: false, priceLoading: false })).toBe('fields');
  });

  it('says why the rate is missing: locked by the plan, failed, on its way, or none for this term', () => {
    const noRate = { ...ready, hasRate: false };
    expect(paymentWaitOf({ ...noRate, rateLocked: true, rateFailed: true, rateLoading: true })).toBe('rate-locked');
    expect(paymentWaitOf({ ...noRate, rateFailed: true, rateLoading: true })).toBe('rate-failed');
    expect(paymentWaitOf({ ...noRate, rateLoading: true })).toBe('rate-loading');
    expect(paymentWaitOf(noRate)).toBe('no-rate');
    // The rate comes before the taxes: without it, missing taxes are not mentioned.
    expect(paymentWaitOf({ ...noRate, hasTaxes: false, taxesUnavailable: true })).toBe('no-rate');
  });

  it('waits for the taxes added to the loan, or says they cannot be priced', () => {
    expect(paymentWaitOf({ ...ready, hasTaxes: false })).toBe('taxes-loading');
    expect(paymentWaitOf({ ...ready, hasTaxes: false, taxesUnavailable: true })).toBe('taxes-unavailable');
  });
});

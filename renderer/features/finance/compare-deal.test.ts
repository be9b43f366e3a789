import { describe, expect, it } from 'vitest';
import { PaymentsSchema } from '../../../shared/schemas/payments-schema';
import type { CompareAssumptions } from './compare-assumptions';
import { compareDeal } from './compare-deal';

const buyer: CompareAssumptions = {
  zip: '90210',
  downPayment: 2_000,
  credit: 'good',
  creditLabel: 'Good (661–780)',
  creditScore: '720',
  term: 60,
  milesPerYear: 15_000,
};

// A payments answer at the buyer's ZIP for a $20,000 car: state tax 1,250 and 200 local
// (combined 1,450), title 25, registration 75, the dealer's doc fee 85; its own total,
// 1,550, leaves the doc fee out, as the sandbox's does.
const payments = PaymentsSchema.parse({
  vehicle: { vin: '1HGCM82633A004352', year: 2021, make: 'Honda', model: 'Accord' },
  paymentsData: {
    loanAmount: 18_000,
    loanMonthlyPayment: 0,
    loanMonthlyPaymentWithTaxes: 0,
    totalTaxesAndFees: 1_550,
    taxes: { combinedSalesTax: 1_450, stateSalesTax: 1_250, gasGuzzlerTax: 0 },
    fees: { titleFee: 25, registrationFee: 75, dmvFee: 0, combinedFees: 100, docFee: 85 },
  },
});

describe('one compared car’s deal', () => {
  it('prices the car for the buyer from the one deal model', () => {
    const deal = compareDeal(20_000, buyer, 6, payments);
    // Out the door: 20,000 + 1,450 + 25 + 75 + 85 (the doc fee the answer's total left out) = 21,635.
    expect(deal.outTheDoor).toBe(21_635);
    // 18,000 financed at 6% for 60 months: r = 0.005, 18,000 × 0.005 / (1 − 1.005^−60)
    // = 90 / 0.258628 = $347.99 a month.
    expect(deal.monthly).toBe(347.99);
    expect(deal.apr).toBe(6);
    expect(deal.deal?.financed.total).toBe(18_000);
    expect(deal.noLoan).toBe(false);
  });

  it('knows the out-the-door total before the rate, and the payment only with it', () => {
    expect(compareDeal(20_000, buyer, undefined, payments)).toMatchObject({
      apr: null,
      monthly: null,
      outTheDoor: 21_635,
    });
    // 18,000 at 6%, still $347.99, with taxes not yet priced: they are paid at signing.
    expect(compareDeal(20_000, buyer, 6, undefined)).toMatchObject({ monthly: 347.99, outTheDoor: null });
  });

  it('has no loan when the down payment covers the price', () => {
    expect(compareDeal(1_500, buyer, 6, undefined)).toMatchObject({ noLoan: true, monthly: 0 });
  });

  it('waits for the price and whole assumptions', () => {
    expect(compareDeal(undefined, buyer, 6, payments).outTheDoor).toBeNull();
    expect(compareDeal(20_000, null, 6, payments).monthly).toBeNull();
  });
});

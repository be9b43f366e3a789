// auto.dev lays out a fees block its own way (test-fixtures/autodev/payments.json, taxes.json):
// title and registration sit beside dmvFee, which is the other DMV fees only (the sum of its
// dmvFees list, which names no title or registration fee), and the total of taxes and fees
// holds the doc fee (1,625 of tax + 8.25 + 70.99 + 48.25 + 200 = 1,952.49 in payments.json).
// The spec's sandbox nests title and registration inside dmvFee and leaves the doc fee out of
// its total (README, "Payments, taxes, fees"); this turns one layout into the other.
import { roundCents } from '../../shared/finance/loan-math';
import type { FeesBlock } from '../finance/fees';

const TITLE_OR_REGISTRATION = new Set(['Title Fee', 'Registration Fee']);

interface AutodevMoney {
  fees: FeesBlock;
  totalTaxesAndFees: number;
}

/** The fees block and total of one sale as auto.dev sends them. */
export function autodevMoney(fees: FeesBlock, specTotal: number): AutodevMoney {
  const dmvFees = Object.fromEntries(Object.entries(fees.dmvFees).filter(([name]) => !TITLE_OR_REGISTRATION.has(name)));
  const dmvFee = roundCents(Object.values(dmvFees).reduce((sum, fee) => sum + fee, 0));
  return {
    fees: {
      ...fees,
      dmvFee,
      dmvFees,
      combinedFees: roundCents(fees.titleFee + fees.registrationFee + dmvFee + fees.docFee),
    },
    totalTaxesAndFees: roundCents(specTotal + fees.docFee),
  };
}

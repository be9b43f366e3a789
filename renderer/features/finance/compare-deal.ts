// One compared car's deal, from the same deal model as Finance (shared/finance/deal-model.ts):
// the listing's price, the buyer's down payment, credit tier and term, no rebates or trade-in,
// the state's usual doc fee, taxes and fees paid at signing, priced at the buyer's ZIP.
import { buildDeal, type Deal } from '../../../shared/finance/deal-model';
import { dealTaxes, type TaxesAnswer } from '../../../shared/finance/deal-taxes';
import type { QuoteValues } from '../../../shared/finance/quote-form';
import type { Payments } from '../../../shared/schemas/payments-schema';
import type { CompareAssumptions } from './compare-assumptions';

export interface CompareDeal {
  /** The car's APR at the buyer's tier and term; null until the rate is known. */
  apr: number | null;
  /** The monthly payment; null until both the price and the APR are known. */
  monthly: number | null;
  /** true when the down payment covers the price, so there is no loan to pay. */
  noLoan: boolean;
  /** Price plus every tax and fee at the buyer's ZIP; null until taxes are priced. */
  outTheDoor: number | null;
  /** The whole deal, for the five-year cost's finance interest; null until the APR is known. */
  deal: Deal | null;
}

/** The payments answer's taxes and fees in the shape the deal's one total is chosen from. */
function paymentsTaxesAnswer(payments: Payments): TaxesAnswer | null {
  const taxes = payments.paymentsData.taxes ?? payments.taxes;
  const fees = payments.paymentsData.fees ?? payments.fees;
  if (!taxes || !fees) return null;
  return { taxes, fees, total: payments.paymentsData.totalTaxesAndFees, criteria: payments.criteria };
}

/** The deal's terms for one car under the comparison's assumptions. */
function compareTerms(price: number, assumptions: CompareAssumptions): QuoteValues {
  return {
    price,
    rebates: 0,
    zip: assumptions.zip,
    downPayment: assumptions.downPayment,
    tradeIn: 0,
    tradeInPayoff: 0,
    docFee: undefined,
    term: assumptions.term,
    credit: assumptions.credit,
    creditScore: assumptions.creditScore,
    financeTaxesAndFees: false,
  };
}

const NOTHING: CompareDeal = { apr: null, monthly: null, noLoan: false, outTheDoor: null, deal: null };

export function compareDeal(
  price: number | undefined,
  assumptions: CompareAssumptions | null,
  apr: number | undefined,
  payments: Payments | undefined,
): CompareDeal {
  if (!assumptions || price === undefined || price <= 0) return NOTHING;
  const terms = compareTerms(price, assumptions);
  const answer = payments ? paymentsTaxesAnswer(payments) : null;
  const taxes = answer ? (dealTaxes(terms, answer, null)?.total ?? null) : null;
  // Taxes are paid at signing, so the out-the-door total never waits on the APR: the deal is
  // built at 0% only to read it, and the payment is taken from the deal at the car's own APR.
  const outTheDoor = buildDeal(terms, apr ?? 0, taxes)?.outTheDoor?.total ?? null;
  const noLoan = assumptions.downPayment >= price;
  if (apr === undefined) return { ...NOTHING, noLoan, outTheDoor };
  const deal = buildDeal(terms, apr, taxes);
  return { apr, monthly: noLoan ? 0 : (deal?.monthly ?? null), noLoan, outTheDoor, deal };
}

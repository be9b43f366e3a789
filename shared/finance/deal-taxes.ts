// One total of taxes and fees for the deal (issue 36, item 2). Two answers can price them:
// the payments answer, which always prices this very deal (its trade-in, its doc fee), and
// on Scale the detailed-taxes answer, which in the spec's dialect takes no trade-in and
// applies the state's usual doc fee (docs/vehicle-data-service.md, GET /taxes). The deal
// takes one of them; the other is shown only as a note that names the difference and why.
import { allTaxesAndFees, taxFeeBreakdown, type FeesFigures, type MoneyLine, type TaxesFigures } from './tax-fee-lines';
import type { QuoteValues } from './quote-form';

/** One answer's taxes and fees, with the deal it says it priced (undefined: not echoed). */
export interface TaxesAnswer {
  taxes: TaxesFigures;
  fees: FeesFigures;
  /** The answer's own total of taxes and fees. */
  total: number;
  criteria?: { price?: number | undefined; docFee?: number | undefined; tradeIn?: number | undefined } | undefined;
}

type TaxesSource = 'payments' | 'detailed';

/** A second estimate that came to a different total, named and explained, never added in. */
interface OtherEstimate {
  source: TaxesSource;
  total: number;
  /** The other total less the deal's: above zero, the other estimate is higher. */
  difference: number;
  /** Why the totals differ, in a buyer's words, e.g. "without the trade-in credit". */
  cause: string;
}

export interface DealTaxes {
  /** Every line, the dealer's doc fee among them; they add up to `total` to the cent. */
  lines: MoneyLine[];
  total: number;
  source: TaxesSource;
  other: OtherEstimate | null;
}

const cents = (value: number) => Math.round(value * 100);
const money = (value: number) => new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(value);

/** Every line of one answer, the doc fee inside the sum even when the answer's own total left it out. */
function linesOf(answer: TaxesAnswer, stateTaxLabel: string | undefined): { lines: MoneyLine[]; total: number } {
  const breakdown = taxFeeBreakdown(answer.taxes, answer.fees, answer.total);
  const label = answer.taxes.stateTaxName ?? stateTaxLabel;
  const lines = [...breakdown.lines, ...breakdown.outside].map((line) =>
    line.label === 'State sales tax' && label ? { ...line, label } : line,
  );
  return { lines, total: allTaxesAndFees(breakdown) };
}

/** What the detailed answer priced that the deal does not, in words; null when it priced the same deal. */
function differenceCause(answer: TaxesAnswer, deal: QuoteValues, dealDocFee: number): string | null {
  const causes: string[] = [];
  const criteria = answer.criteria ?? {};
  const tradeIn = criteria.tradeIn ?? 0;
  if (cents(tradeIn) !== cents(deal.tradeIn)) {
    causes.push(tradeIn === 0 ? 'without the trade-in credit' : `with a trade-in of ${money(tradeIn)}`);
  }
  if (cents(answer.fees.docFee) !== cents(dealDocFee)) causes.push(`with a doc fee of ${money(answer.fees.docFee)}`);
  if (criteria.price !== undefined && cents(criteria.price) !== cents(deal.price)) {
    causes.push(`at a price of ${money(criteria.price)}`);
  }
  return causes.length > 0 ? causes.join(', ') : null;
}

/**
 * The deal's one total. The payments answer is the deal's whenever there is one, as it
 * priced exactly this deal; the detailed answer lends its finer lines when it came to the
 * same total, and stands in when payments has no answer.
 */
export function dealTaxes(
  deal: QuoteValues,
  payments: TaxesAnswer | null,
  detailed: TaxesAnswer | null,
  stateTaxLabel?: string,
): DealTaxes | null {
  const main = payments ?? detailed;
  if (!main) return null;
  const mainSource: TaxesSource = payments ? 'payments' : 'detailed';
  const ofMain = linesOf(main, stateTaxLabel);
  if (!payments || !detailed) return { ...ofMain, source: mainSource, other: null };
  const ofDetailed = linesOf(detailed, stateTaxLabel);
  const difference = (cents(ofDetailed.total) - cents(ofMain.total)) / 100;
  if (difference === 0) return { ...ofDetailed, source: 'detailed', other: null };
  return {
    ...ofMain,
    source: 'payments',
    other: {
      source: 'detailed',
      total: ofDetailed.total,
      difference,
      cause: differenceCause(detailed, deal, payments.fees.docFee) ?? 'for reasons the estimate does not give',
    },
  };
}

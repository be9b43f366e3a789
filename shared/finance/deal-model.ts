// The one deal every Finance card, the deal sheet and Compare read (issue 36): from the
// price to the payment and the out-the-door total, each figure made of lines that add up
// to it to the cent. Worked in whole cents, so no sum drifts by a rounding.
import { monthlyPayment } from './loan-math';
import type { QuoteValues } from './quote-form';

/** One line of a total; `amount` is signed: a negative line comes off the total. */
interface DealLine {
  label: string;
  amount: number;
}

export interface DealTotal {
  lines: DealLine[];
  total: number;
}

export interface Deal {
  terms: QuoteValues;
  /** The APR of the chosen credit tier and term, in percent. */
  apr: number;
  /** Every tax and fee of the sale, the dealer's doc fee among them; null while not yet priced. */
  taxesAndFees: number | null;
  /** The trade-in's value less what is still owed on it; below zero is negative equity. */
  tradeInEquity: number;
  /** What the loan is made of; `total` is the amount financed. */
  financed: DealTotal;
  monthly: number;
  totalOfPayments: number;
  totalInterest: number;
  /** The price, less rebates, plus taxes and fees: what the vehicle costs before any down payment or trade. Null until taxes are priced. */
  outTheDoor: DealTotal | null;
  /** What the buyer hands over on the day: the down payment, and taxes and fees unless they are financed. Null until taxes are priced. */
  dueAtSigning: DealTotal | null;
}

const toCents = (dollars: number) => Math.round(dollars * 100);
const fromCents = (cents: number) => cents / 100;

function totalOf(lines: DealLine[]): DealTotal {
  const kept = lines.filter((line) => toCents(line.amount) !== 0);
  return { lines: kept, total: fromCents(kept.reduce((sum, line) => sum + toCents(line.amount), 0)) };
}

/** The line the screen marks as negative equity when the payoff is more than the trade-in's value. */
export const PAYOFF_LABEL = 'Payoff owed on the trade-in';

/** The trade-in as the loan sees it: its value comes off, what is owed on it goes on. */
function tradeInLines(terms: QuoteValues): DealLine[] {
  const lines: DealLine[] = [];
  if (terms.tradeIn > 0) lines.push({ label: 'Trade-in value', amount: -terms.tradeIn });
  if (terms.tradeInPayoff > 0) lines.push({ label: PAYOFF_LABEL, amount: terms.tradeInPayoff });
  return lines;
}

/** The price less every rebate, the down payment and the trade-in, before any tax is financed. */
export function financedBeforeTaxes(terms: QuoteValues): number {
  return fromCents(
    toCents(terms.price) -
      toCents(terms.rebates) -
      toCents(terms.downPayment) -
      toCents(terms.tradeIn) +
      toCents(terms.tradeInPayoff),
  );
}

/**
 * The deal at one APR with one total of taxes and fees. The amount financed is exactly its
 * lines, the payment amortizes exactly that amount, and validateQuote has already refused
 * a deal whose lines come to less than nothing. Taxes and fees not yet priced (null) leave
 * the out-the-door and signing totals unknown, and the whole deal unknown when they are
 * to be added to the loan.
 */
export function buildDeal(terms: QuoteValues, apr: number, taxesAndFees: number | null): Deal | null {
  if (terms.financeTaxesAndFees && taxesAndFees === null) return null;
  const rebateLine: DealLine[] = terms.rebates > 0 ? [{ label: 'Rebates and incentives', amount: -terms.rebates }] : [];
  const financed = totalOf([
    { label: 'Sale price', amount: terms.price },
    ...rebateLine,
    ...tradeInLines(terms),
    ...(terms.downPayment > 0 ? [{ label: 'Down payment', amount: -terms.downPayment }] : []),
    ...(terms.financeTaxesAndFees && taxesAndFees !== null
      ? [{ label: 'Taxes and fees (added to the loan)', amount: taxesAndFees }]
      : []),
  ]);
  const monthly = monthlyPayment(financed.total, apr, terms.term);
  const totalOfPayments = fromCents(toCents(monthly) * terms.term);
  return {
    terms,
    apr,
    taxesAndFees,
    tradeInEquity: fromCents(toCents(terms.tradeIn) - toCents(terms.tradeInPayoff)),
    financed,
    monthly,
    totalOfPayments,
    totalInterest: fromCents(Math.max(0, toCents(totalOfPayments) - toCents(financed.total))),
    outTheDoor:
      taxesAndFees === null
        ? null
        : totalOf([
            { label: 'Sale price', amount: terms.price },
            ...rebateLine,
            { label: 'Taxes and fees', amount: taxesAndFees },
          ]),
    dueAtSigning:
      taxesAndFees === null
        ? null
        : totalOf([
            { label: 'Down payment', amount: terms.downPayment },
            ...(terms.financeTaxesAndFees ? [] : [{ label: 'Taxes and fees', amount: taxesAndFees }]),
          ]),
  };
}

// The desk's grid and "target payment → price" (issue 36, item 4), both from the one deal
// model, so a cell's payment is the payment the deal shows once the cell is adopted.
import { buildDeal, financedBeforeTaxes } from './deal-model';
import type { MoneyLine } from './tax-fee-lines';
import type { LoanTermMonths, QuoteValues } from './quote-form';

export interface GridCell {
  term: LoanTermMonths;
  downPayment: number;
  apr: number | null;
  /** null when the term has no rate, or the down payment leaves nothing to finance against. */
  monthly: number | null;
}

/** One row per down payment, one column per term, each the whole deal with that down and term. */
export function paymentGrid(
  terms: QuoteValues,
  aprByTerm: Readonly<Record<string, number | undefined>>,
  taxesAndFees: number | null,
  termChoices: readonly LoanTermMonths[],
  downChoices: readonly number[],
): GridCell[][] {
  return downChoices.map((downPayment) =>
    termChoices.map((term) => {
      const apr = aprByTerm[String(term)] ?? null;
      const cellTerms = { ...terms, term, downPayment };
      const usable = apr !== null && downPayment <= terms.price && financedBeforeTaxes(cellTerms) >= 0;
      const deal = usable ? buildDeal(cellTerms, apr, taxesAndFees) : null;
      return { term, downPayment, apr, monthly: deal ? deal.monthly : null };
    }),
  );
}

/**
 * Taxes and fees at another price, from the lines priced at `pricedAt`: tax lines follow
 * the price in proportion, fee lines (title, registration, the doc fee) stay. Used only
 * when taxes are added to the loan; the screen says the result is then an estimate.
 */
export function taxesAtPrice(lines: readonly MoneyLine[], pricedAt: number, price: number): number {
  const cents = lines.reduce((sum, line) => {
    const lineCents = Math.round(line.amount * 100);
    return sum + (line.group === 'tax' && pricedAt > 0 ? Math.round((lineCents * price) / pricedAt) : lineCents);
  }, 0);
  return cents / 100;
}

const MAX_PRICE_CENTS = 100_000_000_00;

/**
 * The highest price, to the cent, whose payment at the deal's term, APR and down payment is
 * at most `target`. Taxes come from `taxesFor(price)` (only read when they are financed).
 * null when no price meets it: even the lowest price with something to finance costs more.
 */
export function targetPrice(
  terms: QuoteValues,
  apr: number,
  target: number,
  taxesFor: (price: number) => number | null,
): number | null {
  const monthlyAt = (priceCents: number): number | null => {
    const price = priceCents / 100;
    const deal = buildDeal({ ...terms, price }, apr, terms.financeTaxesAndFees ? taxesFor(price) : null);
    return deal ? deal.monthly : null;
  };
  const fits = (priceCents: number) => {
    const monthly = monthlyAt(priceCents);
    return monthly !== null && monthly <= target;
  };
  // The lowest price that leaves nothing below zero to finance: rebates, down and trade equity.
  const floorCents = Math.max(
    1,
    Math.round((terms.rebates + terms.downPayment + terms.tradeIn - terms.tradeInPayoff) * 100),
  );
  if (!fits(floorCents)) return null;
  let low = floorCents;
  let high = floorCents;
  while (fits(high)) {
    low = high;
    if (high >= MAX_PRICE_CENTS) return MAX_PRICE_CENTS / 100;
    high = Math.min(MAX_PRICE_CENTS, high * 2);
  }
  // The payment never falls as the price rises, so the fitting prices are one run from the floor.
  while (high - low > 1) {
    const middle = Math.floor((low + high) / 2);
    if (fits(middle)) low = middle;
    else high = middle;
  }
  return low / 100;
}

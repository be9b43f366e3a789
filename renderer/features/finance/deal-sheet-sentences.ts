import type { Deal } from '../../../shared/finance/deal-model';
import { formatCents } from '../../ui/format-money';

/** The deal in sentences for the printed sheet: every figure is one the screen shows for the same deal. */
export function dealSheetSentences(deal: Deal, creditLabel: string): string[] {
  const { terms } = deal;
  const parts = [`Price ${formatCents(terms.price)}`];
  if (terms.rebates > 0) parts.push(`rebates and incentives ${formatCents(terms.rebates)}`);
  if (terms.downPayment > 0) parts.push(`down payment ${formatCents(terms.downPayment)}`);
  if (terms.tradeIn > 0) parts.push(`trade-in ${formatCents(terms.tradeIn)}`);
  if (terms.tradeInPayoff > 0) parts.push(`payoff on the trade-in ${formatCents(terms.tradeInPayoff)}`);
  parts.push(`ZIP ${terms.zip}`);
  const sentences = [`${parts.join(', ')}.`];
  sentences.push(
    `Amount financed ${formatCents(deal.financed.total)} at ${deal.apr.toFixed(2)}% APR (${creditLabel} credit) for ${terms.term} months: ${formatCents(deal.monthly)} a month, ${formatCents(deal.totalOfPayments)} in all.`,
  );
  if (deal.taxesAndFees !== null && deal.outTheDoor) {
    sentences.push(
      `Taxes and fees ${formatCents(deal.taxesAndFees)}, ${terms.financeTaxesAndFees ? 'added to the loan' : 'paid at signing'}. Out-the-door price ${formatCents(deal.outTheDoor.total)}.`,
    );
  }
  return sentences;
}

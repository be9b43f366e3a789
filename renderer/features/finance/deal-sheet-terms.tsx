import type { LocalQuote, QuoteValues } from '../../../shared/finance/quote-form';
import { formatCents, formatDollars } from '../../ui/format-money';

/** The deal's terms in words, printed on the deal sheet only. */
export function DealSheetTerms({
  values,
  quote,
  apr,
}: {
  values: QuoteValues | null;
  quote: LocalQuote | null;
  apr: number | null;
}) {
  return (
    <div className="print-only deal-sheet-terms">
      <p>
        Prepared {new Date().toLocaleDateString('en-US', { dateStyle: 'long' })}. Price{' '}
        {values ? formatDollars(values.price) : '—'}, down {values ? formatDollars(values.downPayment) : '—'}, trade-in{' '}
        {values ? formatDollars(values.tradeIn) : '—'}, ZIP {values?.zip ?? '—'}.
        {quote && apr !== null && values
          ? ` Amount financed ${formatCents(quote.loanAmount)} at ${apr.toFixed(2)}% APR for ${values.term} months; taxes and fees ${values.financeTaxesAndFees ? 'added to the loan' : 'paid at signing'}.`
          : ''}
      </p>
      <p>Estimates only: rates, taxes and fees are confirmed at signing.</p>
    </div>
  );
}

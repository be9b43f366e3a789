import type { LocalQuote, QuoteValues } from '../../../shared/finance/quote-form';
import { formatCents } from '../../ui/format-money';

interface FinancedTableProps {
  values: QuoteValues;
  quote: LocalQuote;
  /** The taxes and fees added to the loan (0 when paid at signing), or null while unknown. */
  taxesAndFeesAdded: number | null;
  /** All taxes and fees of the deal, when known, to say what is paid at signing. */
  taxesAndFeesTotal: number | null;
}

/** The amount financed, spelled out line by line, with what is paid at signing instead. */
export function FinancedTable({ values, quote, taxesAndFeesAdded, taxesAndFeesTotal }: FinancedTableProps) {
  return (
    <table className="data-table data-table--numbers data-table--compact financed-table">
      <caption className="financed-table__caption">What is financed</caption>
      <tbody>
        <tr>
          <th scope="row">Sale price</th>
          <td>{formatCents(values.price)}</td>
        </tr>
        {values.downPayment > 0 && (
          <tr>
            <th scope="row">Down payment</th>
            <td>−{formatCents(values.downPayment)}</td>
          </tr>
        )}
        {values.tradeIn > 0 && (
          <tr>
            <th scope="row">Trade-in</th>
            <td>−{formatCents(values.tradeIn)}</td>
          </tr>
        )}
        {values.financeTaxesAndFees && (
          <tr>
            <th scope="row">Taxes and fees, with the doc fee (added to the loan)</th>
            <td>+{formatCents(taxesAndFeesAdded)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Amount financed</th>
          <td>{formatCents(quote.loanAmount)}</td>
        </tr>
        {!values.financeTaxesAndFees && (
          <tr className="financed-table__note">
            <th scope="row">Taxes and fees, with the doc fee (paid at signing, not financed)</th>
            <td>{taxesAndFeesTotal === null ? 'Not priced yet' : formatCents(taxesAndFeesTotal)}</td>
          </tr>
        )}
      </tfoot>
    </table>
  );
}

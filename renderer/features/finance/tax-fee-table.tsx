import type { TaxFeeBreakdown } from '../../../shared/finance/tax-fee-lines';
import { formatCents } from '../../ui/format-money';

/**
 * Taxes and fees, line by line, to the cent: the body rows add up to the total in the
 * footer. A doc fee the service's total leaves out is shown under it, apart from the sum.
 */
export function TaxFeeTable({ breakdown, caption }: { breakdown: TaxFeeBreakdown; caption: string }) {
  return (
    <table className="data-table data-table--numbers tax-fee-table">
      <caption className="sr-only">{caption}</caption>
      <tbody>
        {breakdown.lines.map((line) => (
          <tr key={line.label} className={line.group === 'other' ? 'tax-fee-table__other' : undefined}>
            <th scope="row">
              {line.label}
              {line.detail && <span className="tax-fee-table__detail">{line.detail}</span>}
            </th>
            <td>{formatCents(line.amount)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">Total taxes and fees</th>
          <td>{formatCents(breakdown.total)}</td>
        </tr>
        {breakdown.outside.map((line) => (
          <tr key={line.label} className="tax-fee-table__outside">
            <th scope="row">{line.label} (not in the service’s total)</th>
            <td>{formatCents(line.amount)}</td>
          </tr>
        ))}
      </tfoot>
    </table>
  );
}

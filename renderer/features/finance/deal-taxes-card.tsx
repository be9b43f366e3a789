import type { DealTaxes } from '../../../shared/finance/deal-taxes';
import { Card } from '../../ui/card';
import { formatCents } from '../../ui/format-money';

interface DealTaxesCardProps {
  taxes: DealTaxes | null;
  /** Whose estimate the figures are: "Estimated by auto.dev" or "Demo data". */
  estimatedBy: string;
  zip: string | null;
  /** Whether the trade-in lowered the taxable amount in this state, in words; null without a trade-in. */
  tradeInWords: string | null;
  /** Said while there are no figures yet: still pricing, or why not. */
  waiting: string;
}

/** The one set of taxes and fees of the deal: every line inside its total, whose estimate it is, and any other estimate as a note. */
export function DealTaxesCard({ taxes, estimatedBy, zip, tradeInWords, waiting }: DealTaxesCardProps) {
  return (
    <Card title="Taxes and fees">
      {!taxes ? (
        <p className="muted">{waiting}</p>
      ) : (
        <div className="stack">
          <p className="muted">
            {estimatedBy}
            {zip ? ` for ZIP ${zip}` : ''}. {tradeInWords}
          </p>
          <table className="data-table data-table--numbers tax-fee-table">
            <caption className="sr-only">Taxes and fees of the deal</caption>
            <tbody>
              {taxes.lines.map((line) => (
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
                <td>{formatCents(taxes.total)}</td>
              </tr>
            </tfoot>
          </table>
          {taxes.other && (
            <p className="muted deal-taxes-card__other" role="note">
              A second, detailed estimate comes to {formatCents(taxes.other.total)} (
              {formatCents(Math.abs(taxes.other.difference))} {taxes.other.difference > 0 ? 'more' : 'less'}),{' '}
              {taxes.other.cause}. This deal uses the total above.
            </p>
          )}
        </div>
      )}
    </Card>
  );
}

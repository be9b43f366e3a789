import { PAYOFF_LABEL, type DealTotal } from '../../../shared/finance/deal-model';
import { formatCents } from '../../ui/format-money';

interface DealTotalTableProps {
  caption: string;
  total: DealTotal;
  totalLabel: string;
  /** The trade-in's value less its payoff: below zero, the payoff line says it is negative equity. */
  tradeInEquity?: number;
}

/** Signed as a buyer reads a deal: what comes off with a minus, what is added with a plus. */
function signed(amount: number, first: boolean): string {
  if (first) return formatCents(amount);
  return amount < 0 ? `−${formatCents(-amount)}` : `+${formatCents(amount)}`;
}

/** One of the deal's totals with the lines it is made of: the lines add up to the total, to the cent. */
export function DealTotalTable({ caption, total, totalLabel, tradeInEquity = 0 }: DealTotalTableProps) {
  return (
    <table className="data-table data-table--numbers data-table--compact deal-total-table">
      <caption className="deal-total-table__caption">{caption}</caption>
      <tbody>
        {total.lines.map((line, index) => (
          <tr key={line.label}>
            <th scope="row">
              {line.label}
              {line.label === PAYOFF_LABEL && tradeInEquity < 0 && (
                <span className="deal-total-table__note">
                  Negative equity of {formatCents(-tradeInEquity)}, rolled into the loan
                </span>
              )}
            </th>
            <td>{signed(line.amount, index === 0)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row">{totalLabel}</th>
          <td>{formatCents(total.total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}

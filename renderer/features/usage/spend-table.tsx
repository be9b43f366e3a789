import type { SpendTotals } from '../../../shared/ipc/spend-channels';
import { formatCount } from '../../ui/format-money';
import type { SpendRow } from './spend-rows';
import { formatMicros } from '../../../shared/spend/format-micros';

/** One grouping of the spend (by activity, by endpoint): calls and dollars today and this month, with the totals. */
export function SpendTable({
  caption,
  groupHeading,
  rows,
  today,
  month,
}: {
  caption: string;
  groupHeading: string;
  rows: readonly SpendRow[];
  today: SpendTotals;
  month: SpendTotals;
}) {
  return (
    <div
      className="table-scroll"
      // Focusable so keyboard users can scroll the table when the window is narrow.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label={`${caption}, scrollable`}
    >
      <table className="data-table data-table--numbers data-table--compact">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{groupHeading}</th>
            <th scope="col">Calls today</th>
            <th scope="col">Spent today</th>
            <th scope="col">Calls this month</th>
            <th scope="col">Spent this month</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.label}</th>
              <td>{formatCount(row.today.calls)}</td>
              <td>{formatMicros(row.today.micros)}</td>
              <td>{formatCount(row.month.calls)}</td>
              <td>{formatMicros(row.month.micros)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">Total</th>
            <td>{formatCount(today.calls)}</td>
            <td>{formatMicros(today.micros)}</td>
            <td>{formatCount(month.calls)}</td>
            <td>{formatMicros(month.micros)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

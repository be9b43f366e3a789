import type { DealerGroup } from '../../../shared/market/dealers-grouped';
import { formatCount, formatDollars } from '../../ui/format-money';

/** The dealers competing for the same buyer, most listings first. */
export function MarketDealersTable({ dealers }: { dealers: readonly DealerGroup[] }) {
  if (dealers.length === 0) return <p className="muted">No dealer is named on the comparables still listed.</p>;
  return (
    // Focusable so keyboard users can scroll it in a narrow column (as tco-table.tsx).
    <div
      className="market-view__dealers"
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      role="region"
      aria-label="Competing dealers, scrollable"
    >
      <table className="data-table data-table--compact">
        <caption>Competing dealers</caption>
        <thead>
          <tr>
            <th scope="col">Dealer</th>
            <th scope="col" className="num">
              Cars
            </th>
            <th scope="col" className="num">
              Median price
            </th>
            <th scope="col" className="num">
              Median days
            </th>
          </tr>
        </thead>
        <tbody>
          {dealers.map((group) => (
            <tr key={group.dealer}>
              <th scope="row">{group.dealer}</th>
              <td className="num">{formatCount(group.count)}</td>
              <td className="num">{group.medianPrice === null ? 'Not priced' : formatDollars(group.medianPrice)}</td>
              <td className="num">{formatCount(Math.round(group.medianDaysListed))}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

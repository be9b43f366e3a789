import type { DealerGroup } from '../../../shared/market/dealers-grouped';
import { formatCount, formatDollars } from '../../ui/format-money';
import { daysWords } from './market-view-words';

/** The dealers competing for the same buyer, most listings first. */
export function MarketDealersTable({ dealers }: { dealers: readonly DealerGroup[] }) {
  if (dealers.length === 0) return <p className="muted">No dealer is named on the comparables still listed.</p>;
  return (
    <div className="market-view__dealers">
      <table className="data-table data-table--compact">
        <caption>Competing dealers</caption>
        <thead>
          <tr>
            <th scope="col">Dealer</th>
            <th scope="col" className="num">
              Listings
            </th>
            <th scope="col" className="num">
              Median price
            </th>
            <th scope="col" className="num">
              Median days listed
            </th>
          </tr>
        </thead>
        <tbody>
          {dealers.map((group) => (
            <tr key={group.dealer}>
              <th scope="row">{group.dealer}</th>
              <td className="num">{formatCount(group.count)}</td>
              <td className="num">{group.medianPrice === null ? 'Not priced' : formatDollars(group.medianPrice)}</td>
              <td className="num">{daysWords(group.medianDaysListed)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

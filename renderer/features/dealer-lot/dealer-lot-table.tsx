import type { DealerLotRow } from '../../../shared/ipc/dealer-lot-channels';
import { hrefs } from '../../stores/routes';
import { formatDollars, formatMiles } from '../../ui/format-money';
import { daysWords, rankWords } from './dealer-lot-words';

function carName(row: DealerLotRow): string {
  return [row.year, row.make, row.model, row.trim].filter(Boolean).join(' ');
}

/** Every car of the lot: its price against the local market, days listed and the suggested price. */
export function DealerLotTable({ rows, dealer }: { rows: DealerLotRow[]; dealer: string }) {
  return (
    <div className="dealer-lot__table-wrap">
      <table className="data-table dealer-lot__table" data-testid="dealer-lot-table">
        <caption className="sr-only">{dealer}’s cars with their price against the local market</caption>
        <thead>
          <tr>
            <th scope="col">Car</th>
            <th scope="col">VIN</th>
            <th scope="col" className="num">
              Price
            </th>
            <th scope="col" className="num">
              Miles
            </th>
            <th scope="col">Price among similar cars</th>
            <th scope="col" className="num">
              Days listed
            </th>
            <th scope="col">Suggested price</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.vin}>
              <th scope="row">{carName(row)}</th>
              <td>
                <a className="mono" href={hrefs.vehicle(row.vin)}>
                  {row.vin}
                </a>
              </td>
              <td className="num">{formatDollars(row.price)}</td>
              <td className="num">{formatMiles(row.miles)}</td>
              <td>{rankWords(row.priceRank)}</td>
              <td className="num">{daysWords(row.daysOnMarket)}</td>
              <td>
                {row.band
                  ? `${formatDollars(row.band.low)} – ${formatDollars(row.band.high)}`
                  : 'Not enough similar cars'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

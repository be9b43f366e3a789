import type { SweepResult } from '../../../shared/ipc/sweep-channels';
import { VERDICT_TONES, VERDICT_WORDS } from '../../../shared/lot/sweep-words';
import { hrefs } from '../../stores/routes';
import { Badge } from '../../ui/badge';
import { formatCount } from '../../ui/format-money';

/** The table shows this many rows; the export has them all. */
const SHOWN_ROWS = 500;

function vehicleName(result: SweepResult): string {
  return [result.year, result.make, result.model].filter(Boolean).join(' ') || '—';
}

interface SweepResultsTableProps {
  /** The rows the filter lets through, most urgent first. */
  shown: SweepResult[];
  /** Some row of the sweep has a stock number, so the column is worth its space. */
  withStock: boolean;
}

/** The sweep's rows, up to the first 500, each with its verdict. */
export function SweepResultsTable({ shown, withStock }: SweepResultsTableProps) {
  return (
    <>
      <table className="data-table sweep-table">
        <caption className="sr-only">Sweep results, most urgent first</caption>
        <thead>
          <tr>
            <th scope="col">VIN</th>
            {withStock && <th scope="col">Stock</th>}
            <th scope="col">Vehicle</th>
            <th scope="col">Status</th>
            <th scope="col">Recalls</th>
            <th scope="col">Campaigns</th>
          </tr>
        </thead>
        <tbody>
          {shown.slice(0, SHOWN_ROWS).map((result) => (
            <tr key={result.vin} data-verdict={result.verdict}>
              <td>
                <a className="mono" href={hrefs.vehicle(result.vin)}>
                  {result.vin}
                </a>
              </td>
              {withStock && <td>{result.stock ?? ''}</td>}
              <td>{vehicleName(result)}</td>
              <td>
                <Badge tone={VERDICT_TONES[result.verdict]}>{VERDICT_WORDS[result.verdict]}</Badge>
              </td>
              <td>{result.verdict === 'error' ? result.error : result.count}</td>
              <td className="mono">{result.campaigns.join(' ')}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {shown.length > SHOWN_ROWS && (
        <p className="muted">Showing the first 500; the export has all {formatCount(shown.length)}.</p>
      )}
    </>
  );
}

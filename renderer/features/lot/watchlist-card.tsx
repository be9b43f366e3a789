import { useQuery } from '@tanstack/react-query';
import { RECALL_LEVELS } from '../../../shared/recalls/recall-severity';
import { useWatchlistEvents, useWatchlistMutations, watchlistQueries } from '../../api/watchlist-queries';
import { hrefs } from '../../stores/routes';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Not yet';

/** Watched VINs with their open recalls; re-checked daily while VinDesk runs, with a notification on any change. */
export function WatchlistCard() {
  useWatchlistEvents();
  const list = useQuery(watchlistQueries.list());
  const { remove, checkNow } = useWatchlistMutations();
  const entries = list.data ?? [];
  return (
    <Card
      title="Recall watchlist"
      description="Checked every day while VinDesk runs. You get a notification when a watched vehicle gains an open recall or a recall changes status."
      actions={
        entries.length > 0 && (
          <Button size="sm" busy={checkNow.isPending} onClick={() => checkNow.mutate()}>
            Check now
          </Button>
        )
      }
    >
      {entries.length === 0 ? (
        <p className="muted">No vehicles watched yet. Add them from a vehicle’s page or from a sweep’s results.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">VIN</th>
              <th scope="col">Open recalls</th>
              <th scope="col">Last checked</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((entry) => (
              <tr key={entry.vin}>
                <td>
                  <a className="mono" href={hrefs.vehicle(entry.vin)}>
                    {entry.vin}
                  </a>
                </td>
                <td>
                  {entry.parkIt && <Badge tone={RECALL_LEVELS['park-it'].tone}>{RECALL_LEVELS['park-it'].label}</Badge>}{' '}
                  {entry.parkOutside && (
                    <Badge tone={RECALL_LEVELS['park-outside'].tone}>{RECALL_LEVELS['park-outside'].label}</Badge>
                  )}{' '}
                  {Object.keys(entry.openRecalls).length}
                  {entry.problem && <span className="muted"> · last check failed: {entry.problem}</span>}
                </td>
                <td>{when(entry.lastCheckedAt)}</td>
                <td>
                  <Button
                    size="sm"
                    variant="ghost"
                    onClick={() => remove.mutate(entry.vin)}
                    aria-label={`Stop watching ${entry.vin}`}
                  >
                    Remove
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </Card>
  );
}

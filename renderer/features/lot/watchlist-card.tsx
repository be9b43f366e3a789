import { useQuery } from '@tanstack/react-query';
import type { WatchedVin } from '../../../shared/ipc/watchlist-channels';
import { RECALL_LEVELS } from '../../../shared/recalls/recall-severity';
import { useWatchlistEvents, useWatchlistMutations, watchlistQueries } from '../../api/watchlist-queries';
import { hrefs } from '../../stores/routes';
import { Badge } from '../../ui/badge';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { StoredUnread } from '../../ui/stored-unread';
import { PriceAlertField } from './price-alert-field';
import { WatchlistCostLine } from './watchlist-cost-line';

// Recalls on record (Growth) say nothing of whether they are still open (the sweep's "on record").
const recallWords = (entry: WatchedVin) =>
  entry.checkedWith === 'recalls'
    ? `${entry.onRecord?.length ?? 0} on record`
    : `${Object.keys(entry.openRecalls).length} open`;

const when = (iso: string | null) =>
  iso ? new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' }) : 'Not yet';

/** Watched VINs with their recalls, what watching them costs, and how often they are re-checked while VinDesk runs. */
export function WatchlistCard() {
  useWatchlistEvents();
  const list = useQuery(watchlistQueries.list());
  const { remove, checkNow } = useWatchlistMutations();
  const entries = list.data ?? [];
  return (
    <Card
      title="Recall watchlist"
      description="Checked while VinDesk runs, as often as you choose. You get a notification when a watched vehicle gains a recall or a recall changes status."
      actions={
        entries.length > 0 && (
          <Button size="sm" busy={checkNow.isPending} onClick={() => checkNow.mutate()}>
            Check now
          </Button>
        )
      }
    >
      {entries.length > 0 && <WatchlistCostLine />}
      {list.data === undefined ? (
        <StoredUnread what="the watchlist" query={list} />
      ) : entries.length === 0 ? (
        <p className="muted">No vehicles watched yet. Add them from a vehicle’s page or from a sweep’s results.</p>
      ) : (
        <table className="data-table">
          <thead>
            <tr>
              <th scope="col">VIN</th>
              <th scope="col">Recalls</th>
              <th scope="col">Last checked</th>
              <th scope="col">Price alert</th>
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
                  {entry.lastCheckedAt === null ? 'Not checked yet' : recallWords(entry)}
                  {entry.problem && <span className="muted"> · last check failed: {entry.problem}</span>}
                </td>
                <td>{when(entry.lastCheckedAt)}</td>
                <td>
                  <PriceAlertField entry={entry} />
                </td>
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

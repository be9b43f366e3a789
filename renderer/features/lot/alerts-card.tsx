import { useQuery } from '@tanstack/react-query';
import { alertQueries, useAlertEvents, useAlertMutations } from '../../api/alert-queries';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { StoredUnread } from '../../ui/stored-unread';

const when = (at: number) => new Date(at).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** Price drops on watched vehicles (and new listings for saved searches), kept until cleared. */
export function AlertsCard() {
  useAlertEvents();
  const alerts = useQuery(alertQueries.list());
  const { clear } = useAlertMutations();
  const list = alerts.data ?? [];
  return (
    <Card
      title="Alerts"
      description="Price drops on watched vehicles, as in your notifications. Set a price alert on a watched vehicle below."
      actions={
        list.length > 0 && (
          <Button size="sm" variant="ghost" busy={clear.isPending} onClick={() => clear.mutate()}>
            Clear alerts
          </Button>
        )
      }
    >
      {alerts.data === undefined ? (
        <StoredUnread what="your alerts" query={alerts} />
      ) : list.length === 0 ? (
        <p className="muted">No alerts yet.</p>
      ) : (
        <ul className="stack" aria-label="Alerts">
          {list.map((alert) => (
            <li key={alert.id}>
              <strong>{alert.title}</strong>
              <br />
              {alert.body} <span className="muted">· {when(alert.at)}</span>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

import { useQuery } from '@tanstack/react-query';
import { WATCHLIST_SCHEDULES, type WatchlistSchedule } from '../../../shared/settings/spend-settings-schema';
import { useWatchlistSchedule, watchlistQueries } from '../../api/watchlist-queries';
import { Callout } from '../../ui/callout';
import { SelectField } from '../../ui/select-field';
import { watchlistCostWords } from './watchlist-cost-words';

const SCHEDULE_LABELS: Readonly<Record<WatchlistSchedule, string>> = {
  daily: 'Every day',
  weekly: 'Every week',
  'on-demand': 'Only when I ask',
};
const OPTIONS = WATCHLIST_SCHEDULES.map((value) => ({ value, label: SCHEDULE_LABELS[value] }));

/** What the watchlist costs at its size and schedule, the schedule itself, and why checks are paused. */
export function WatchlistCostLine() {
  const cost = useQuery(watchlistQueries.cost());
  const schedule = useWatchlistSchedule();
  if (!cost.data) return null;
  return (
    <div className="stack">
      <div className="row row--between">
        <p>{watchlistCostWords(cost.data)}</p>
        <SelectField
          label="Check watched VINs"
          value={schedule.isPending ? schedule.variables : cost.data.schedule}
          options={OPTIONS}
          disabled={schedule.isPending}
          onChange={(event) => schedule.mutate(event.target.value as WatchlistSchedule)}
        />
      </div>
      {cost.data.held && (
        <Callout tone="warning" role="status">
          <p>{cost.data.held}</p>
        </Callout>
      )}
    </div>
  );
}

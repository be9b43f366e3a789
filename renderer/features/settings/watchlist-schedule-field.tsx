import type { WatchlistSchedule } from '../../../shared/settings/spend-settings-schema';
import { SelectField } from '../../ui/select-field';

const SCHEDULE_OPTIONS: { value: WatchlistSchedule; label: string }[] = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
  { value: 'on-demand', label: 'Only when I ask' },
];

/** How often the watchlist re-checks: each check is a billed recall lookup per watched vehicle. */
export function WatchlistScheduleField({
  value,
  error,
  onChange,
}: {
  value: WatchlistSchedule;
  error?: string | undefined;
  onChange: (value: WatchlistSchedule) => void;
}) {
  return (
    <div className="stack">
      <h3>Watchlist</h3>
      <SelectField
        label="Re-check watched vehicles"
        options={SCHEDULE_OPTIONS}
        value={value}
        hint="Each check looks up recalls for every watched vehicle: one paid lookup per vehicle."
        error={error}
        onChange={(event) => onChange(event.target.value as WatchlistSchedule)}
      />
    </div>
  );
}

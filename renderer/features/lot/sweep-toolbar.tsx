import type { SweepResult } from '../../../shared/ipc/sweep-channels';
import { Button } from '../../ui/button';
import { formatCount } from '../../ui/format-money';
import { SelectField } from '../../ui/select-field';
import type { SweepFilter } from './sweep-filter';
import type { SweepActions } from './use-sweep-actions';
import { useWatchWithEstimate } from './use-watch-with-estimate';
import { WatchConfirm } from './watch-confirm';

interface SweepToolbarProps {
  filter: SweepFilter;
  filters: { value: SweepFilter; label: string }[];
  onFilterChange: (filter: SweepFilter) => void;
  shown: SweepResult[];
  /** The sweep has rows to export. */
  hasResults: boolean;
  actions: Pick<SweepActions, 'exportCsv'>;
}

/** Which rows to show, and what to do with them: watch the shown ones (cost shown first), export them all. */
export function SweepToolbar({ filter, filters, onFilterChange, shown, hasResults, actions }: SweepToolbarProps) {
  const { exportCsv } = actions;
  const watch = useWatchWithEstimate();
  return (
    <>
      <div className="row row--between">
        <SelectField
          label="Show"
          value={filter}
          options={filters}
          onChange={(event) => onFilterChange(event.target.value as SweepFilter)}
        />
        <div className="row">
          <Button
            busy={watch.busy}
            disabled={shown.length === 0 || watch.pending !== null}
            onClick={() => watch.request(shown.slice(0, 5_000).map((result) => result.vin))}
          >
            Watch these {formatCount(shown.length)}
          </Button>
          <Button busy={exportCsv.isPending} onClick={() => exportCsv.mutate()} disabled={!hasResults}>
            Export results (CSV)
          </Button>
        </div>
      </div>
      {watch.pending && <WatchConfirm pending={watch.pending} onConfirm={watch.confirm} onCancel={watch.cancel} />}
    </>
  );
}

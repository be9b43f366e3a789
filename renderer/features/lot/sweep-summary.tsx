import { useId } from 'react';
import type { SweepStatus } from '../../../shared/ipc/sweep-channels';
import { formatCount } from '../../ui/format-money';
import type { SweepFilter } from './sweep-filter';
import { sweepTiles } from './sweep-tiles';

interface SweepSummaryProps {
  sweep: SweepStatus;
  filter: SweepFilter;
  onFilterChange: (filter: SweepFilter) => void;
}

/**
 * The sweep's vehicles counted by their most urgent answer, as large tiles coloured like the VIN
 * page's safety banners. Each tile shows only its vehicles in the table below; "All" goes back.
 */
export function SweepSummary({ sweep, filter, onFilterChange }: SweepSummaryProps) {
  const ledeId = useId();
  const tiles = sweepTiles(sweep.results, sweep.endpoint);
  const counted = sweep.results.length;
  return (
    <div className="sweep-summary">
      <p id={ledeId} className="sweep-summary__lede">
        {sweep.endpoint === 'openrecalls'
          ? 'Each vehicle is counted once, under its most urgent open recall. Choose a count to list only those vehicles.'
          : 'Each vehicle is counted once. Whether a recall is still open needs the Scale plan. Choose a count to list only those vehicles.'}
      </p>
      <div className="sweep-tiles" role="group" aria-describedby={ledeId} aria-label="Vehicles swept, by answer">
        {tiles.map((tile) => (
          <button
            key={tile.filter}
            type="button"
            className={`sweep-tile sweep-tile--${tile.tone}`}
            aria-pressed={filter === tile.filter}
            onClick={() => onFilterChange(filter === tile.filter ? 'all' : tile.filter)}
          >
            <span className="sweep-tile__count">{formatCount(tile.count)}</span>{' '}
            <span className="sweep-tile__words">{tile.words}</span>
          </button>
        ))}
        <button
          type="button"
          className="sweep-tile sweep-tile--all"
          aria-pressed={filter === 'all'}
          onClick={() => onFilterChange('all')}
        >
          Show all {formatCount(counted)} vehicles
        </button>
      </div>
    </div>
  );
}

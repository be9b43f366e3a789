import type { RecentLookup } from '../../stores/ui-store';
import { CarIcon, PlateIcon } from '../../ui/icons';

interface RecentLookupsProps {
  items: readonly RecentLookup[];
  onPick: (item: RecentLookup) => void;
  onClear: () => void;
}

export function RecentLookups({ items, onPick, onClear }: RecentLookupsProps) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby="recent-lookups-title">
      <div className="row row--between">
        <h2 id="recent-lookups-title" className="command-bar__section-title">
          Recent
        </h2>
        <button type="button" className="btn btn--ghost btn--sm" onClick={onClear}>
          Clear
        </button>
      </div>
      <ul className="recent-list">
        {items.map((item) => (
          <li key={item.kind === 'vin' ? `vin:${item.vin}` : `plate:${item.state}:${item.plate}`}>
            <button type="button" onClick={() => onPick(item)}>
              {item.kind === 'vin' ? <CarIcon size={16} /> : <PlateIcon size={16} />}
              <span className="recent-list__value">{item.kind === 'vin' ? item.vin : item.plate}</span>
              <span className="recent-list__meta">{item.kind === 'vin' ? 'VIN' : `Plate · ${item.state}`}</span>
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}

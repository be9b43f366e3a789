import { CloseIcon } from '../../ui/icons';
import type { FilterKey, SearchFilters } from '../../../shared/search/search-query';
import { activeFilters } from './active-filters';

interface ActiveFilterChipsProps {
  filters: SearchFilters;
  onChange: (change: Partial<Record<FilterKey, string>>) => void;
  onClearAll: () => void;
}

/** The filters in effect above the results, each removable, with "Clear all" for the lot. */
export function ActiveFilterChips({ filters, onChange, onClearAll }: ActiveFilterChipsProps) {
  const chips = activeFilters(filters);
  if (chips.length === 0) return null;
  return (
    <div className="filter-chips" role="group" aria-label="Active filters">
      <ul className="filter-chips__list">
        {chips.map((chip) => (
          <li key={chip.id} className="filter-chip">
            <span className="filter-chip__text">
              <span className="filter-chip__name">{chip.name}:</span> {chip.value}
            </span>
            <button
              type="button"
              className="filter-chip__remove"
              aria-label={`Remove filter: ${chip.name} ${chip.value}`}
              title={`Remove filter: ${chip.name} ${chip.value}`}
              onClick={() => onChange(chip.removal)}
            >
              <CloseIcon size={14} />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className="link-button filter-chips__clear" onClick={onClearAll}>
        Clear all
      </button>
    </div>
  );
}

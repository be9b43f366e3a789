import { useCallback } from 'react';
import { US_STATE_CODES, stateName } from '../../../shared/domain/us-states';
import type { FilterKey, SearchFilters } from '../../../shared/search/search-query';
import { SelectField } from '../../ui/select-field';
import { ConditionFilter } from './condition-filter';
import { DebouncedTextField } from './debounced-text-field';
import { FacetFilters, LEADING_FACETS } from './facet-filters';
import { NearFilter } from './near-filter';
import { RangeFilter } from './range-filter';
import { YearRangeFilter } from './year-range-filter';

interface FilterPanelProps {
  filters: SearchFilters;
  facets: Record<string, unknown> | undefined;
  onChange: (change: Partial<Record<FilterKey, string>>) => void;
}

/** The open top of a price or miles range typed with only its lower end. */
const MAX_RANGE = 10_000_000;

const isLeading = (key: FilterKey) => LEADING_FACETS.includes(key);
const isTrailing = (key: FilterKey) => !isLeading(key);

/** A control for every filter /listings defines, with facet counts beside the values. */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  const set = useCallback((key: FilterKey) => (value: string) => onChange({ [key]: value }), [onChange]);
  return (
    <form className="filter-panel stack" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      {/* "Clear all" sits with the active-filter chips above the results. */}
      <h2>Filters</h2>
      <YearRangeFilter value={filters['vehicle.year']} onCommit={set('vehicle.year')} />
      <FacetFilters only={isLeading} filters={filters} facets={facets} onChange={onChange} />
      <RangeFilter
        legend="Price ($)"
        fromLabel="Minimum price"
        toLabel="Maximum price"
        value={filters['retailListing.price']}
        max={MAX_RANGE}
        onCommit={set('retailListing.price')}
      />
      <RangeFilter
        legend="Miles"
        fromLabel="Minimum miles"
        toLabel="Maximum miles"
        value={filters['retailListing.miles']}
        max={MAX_RANGE}
        onCommit={set('retailListing.miles')}
      />
      <NearFilter zip={filters.zip} distance={filters.distance} onZip={set('zip')} onDistance={set('distance')} />
      <ConditionFilter filters={filters} onChange={onChange} />
      <SelectField
        label="State"
        value={filters['retailListing.state'] ?? ''}
        placeholder="Any state"
        options={US_STATE_CODES.map((code) => ({ value: code, label: `${stateName(code)} (${code})` }))}
        onChange={(event) => onChange({ 'retailListing.state': event.target.value })}
      />
      <DebouncedTextField
        label="Dealer ID"
        optional
        value={filters.dealerId ?? ''}
        onCommit={set('dealerId')}
        hint="Several separated by commas"
      />
      <label className="check">
        <input
          type="checkbox"
          checked={filters.includeUnpriced === 'true'}
          onChange={(event) => onChange({ includeUnpriced: event.target.checked ? 'true' : '' })}
        />
        Include listings without a price
      </label>
      <FacetFilters only={isTrailing} filters={filters} facets={facets} onChange={onChange} />
    </form>
  );
}

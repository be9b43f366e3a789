import { useCallback } from 'react';
import { US_STATE_CODES, stateName } from '../../../shared/domain/us-states';
import { FUEL_TYPES } from '../../../shared/search/listings-query-values';
import { SelectField } from '../../ui/select-field';
import { DebouncedTextField } from './debounced-text-field';
import { facetBuckets } from './facet-buckets';
import { FacetList } from './facet-list';
import { RangeFilter } from './range-filter';
import { zip5Problem } from '../../../shared/domain/zip-rule';
import { rangeOf, toggleListValue, type FilterKey, type SearchFilters } from '../../../shared/search/search-query';

interface FilterPanelProps {
  filters: SearchFilters;
  facets: Record<string, unknown> | undefined;
  onChange: (change: Partial<Record<FilterKey, string>>) => void;
}

const FACET_DIMENSIONS: readonly { key: FilterKey; legend: string }[] = [
  { key: 'vehicle.make', legend: 'Make' },
  { key: 'vehicle.model', legend: 'Model' },
  { key: 'vehicle.trim', legend: 'Trim' },
  { key: 'vehicle.bodyStyle', legend: 'Body style' },
  { key: 'vehicle.fuel', legend: 'Fuel' },
  { key: 'vehicle.transmission', legend: 'Transmission' },
  { key: 'vehicle.engine', legend: 'Engine' },
  { key: 'vehicle.doors', legend: 'Doors' },
  { key: 'vehicle.exteriorColor', legend: 'Exterior color' },
  { key: 'vehicle.interiorColor', legend: 'Interior color' },
];

const NEXT_MODEL_YEAR = new Date().getFullYear() + 1;
/** The open top of a price or miles range typed with only its lower end. */
const MAX_RANGE = 10_000_000;

function ends(range: string | undefined): [string, string] {
  const [from = '', to = ''] = (range ?? '').split('-');
  return [from === '0' ? '' : from, to];
}

/** A control for every filter /listings defines, with facet counts beside the values. */
export function FilterPanel({ filters, facets, onChange }: FilterPanelProps) {
  const set = useCallback((key: FilterKey) => (value: string) => onChange({ [key]: value }), [onChange]);
  const [yearFrom, yearTo] = ends(filters['vehicle.year']);
  const condition =
    filters['retailListing.cpo'] === 'true'
      ? 'cpo'
      : filters['retailListing.used'] === 'true'
        ? 'used'
        : filters['retailListing.used'] === 'false'
          ? 'new'
          : 'any';
  return (
    <form className="filter-panel stack" aria-label="Filters" onSubmit={(event) => event.preventDefault()}>
      {/* "Clear all" sits with the active-filter chips above the results. */}
      <h2>Filters</h2>
      <fieldset className="range-fields">
        <legend>Year</legend>
        <DebouncedTextField
          label="From year"
          inputMode="numeric"
          maxLength={4}
          value={yearFrom}
          onCommit={(from) =>
            onChange({ 'vehicle.year': from && !yearTo ? from : rangeOf(from, yearTo, NEXT_MODEL_YEAR) })
          }
        />
        <DebouncedTextField
          label="To year"
          inputMode="numeric"
          maxLength={4}
          value={yearTo}
          onCommit={(to) => onChange({ 'vehicle.year': rangeOf(yearFrom || '1981', to, NEXT_MODEL_YEAR) })}
        />
      </fieldset>
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
      <fieldset className="range-fields range-fields--near">
        <legend>Near</legend>
        <DebouncedTextField
          label="ZIP code"
          inputMode="numeric"
          maxLength={5}
          value={filters.zip ?? ''}
          problemOf={zip5Problem}
          onCommit={set('zip')}
        />
        <SelectField
          label="Within"
          value={filters.distance ?? '50'}
          options={['10', '25', '50', '100', '250', '500'].map((miles) => ({ value: miles, label: `${miles} miles` }))}
          onChange={(event) => onChange({ distance: event.target.value })}
        />
      </fieldset>
      <SelectField
        label="Condition"
        value={condition}
        options={[
          { value: 'any', label: 'New and used' },
          { value: 'new', label: 'New' },
          { value: 'used', label: 'Used' },
          { value: 'cpo', label: 'Certified pre-owned' },
        ]}
        onChange={(event) => {
          const value = event.target.value;
          onChange({
            'retailListing.used': value === 'new' ? 'false' : value === 'used' || value === 'cpo' ? 'true' : '',
            'retailListing.cpo': value === 'cpo' ? 'true' : '',
          });
        }}
      />
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
      {FACET_DIMENSIONS.map(({ key, legend }) => {
        const buckets = facetBuckets(facets, key);
        const fallback =
          key === 'vehicle.fuel' && buckets.length === 0 ? FUEL_TYPES.map((value) => ({ value, count: 0 })) : buckets;
        const selected = (filters[key] ?? '').split(',').filter(Boolean);
        return (
          <FacetList
            key={key}
            legend={legend}
            buckets={fallback}
            selected={selected}
            // Doors is one number, not a list: choosing another replaces it.
            onToggle={(value) =>
              onChange({
                [key]:
                  key === 'vehicle.doors'
                    ? selected.includes(value)
                      ? ''
                      : value
                    : toggleListValue(filters[key], value),
              })
            }
          />
        );
      })}
    </form>
  );
}

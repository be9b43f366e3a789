import { FUEL_TYPES } from '../../../shared/search/listings-query-values';
import { toggleListValue, type FilterKey, type SearchFilters } from '../../../shared/search/search-query';
import { facetBuckets } from './facet-buckets';
import { FacetList } from './facet-list';

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

/** Make and model come first in the column, under Year: what a buyer names before anything else. */
export const LEADING_FACETS: readonly FilterKey[] = ['vehicle.make', 'vehicle.model'];

interface FacetFiltersProps {
  /** Which dimensions to list, in the panel's order. */
  only: (key: FilterKey) => boolean;
  filters: SearchFilters;
  facets: Record<string, unknown> | undefined;
  onChange: (change: Partial<Record<FilterKey, string>>) => void;
}

/** A list of values to tick for each dimension the service counts, each with its count. */
export function FacetFilters({ only, filters, facets, onChange }: FacetFiltersProps) {
  return FACET_DIMENSIONS.filter(({ key }) => only(key)).map(({ key, legend }) => {
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
              key === 'vehicle.doors' ? (selected.includes(value) ? '' : value) : toggleListValue(filters[key], value),
          })
        }
      />
    );
  });
}

import { useQueries } from '@tanstack/react-query';
import { listingQueries } from '../../api/listing-queries';
import { searchInputOf, type FilterKey, type SearchState } from '../../../shared/search/search-query';

/** Dimensions whose values a person ticks in the filter panel (several at once, except doors). */
const FACET_KEYS: readonly FilterKey[] = [
  'vehicle.make',
  'vehicle.model',
  'vehicle.trim',
  'vehicle.bodyStyle',
  'vehicle.fuel',
  'vehicle.transmission',
  'vehicle.engine',
  'vehicle.doors',
  'vehicle.exteriorColor',
  'vehicle.interiorColor',
];

export type FacetCounts = Record<string, unknown> | undefined;

/**
 * Facet counts that say what ticking a value returns. The service counts its facets over
 * the rows that match every filter, so once "RAV4" is ticked the model facet would list
 * RAV4 alone and CR-V could not be added. For each dimension with a selection, its
 * buckets come from the same search without that dimension's own filter (one extra
 * facets-only call per such dimension; cached, so ticking a second model reuses it).
 * Until that answer arrives, or if it fails, the dimension keeps the service's own
 * buckets: the ticked values with their true counts, the others not yet listed.
 */
export function useFacetCounts(state: SearchState, facets: FacetCounts): FacetCounts {
  const selected = FACET_KEYS.filter((key) => Boolean(state.filters[key]));
  const answers = useQueries({
    queries: selected.map((key) => {
      const filters = { ...state.filters };
      delete filters[key];
      return listingQueries.facets(searchInputOf({ ...state, filters, page: 1 }));
    }),
  });
  if (facets === undefined || selected.length === 0) return facets;
  const merged: Record<string, unknown> = { ...facets };
  selected.forEach((key, index) => {
    const own = answers[index]?.data?.data.facets?.[key];
    if (own !== undefined) merged[key] = own;
  });
  return merged;
}

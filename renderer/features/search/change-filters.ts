import type { FilterKey } from '../../../shared/search/search-query';
import { editSearch } from '../../stores/search-location';

/** Sets or clears filters (an empty value clears one); a new set of filters starts at page 1. */
export function changeFilters(change: Partial<Record<FilterKey, string>>): void {
  editSearch((previous) => {
    const filters = { ...previous.filters };
    for (const [key, value] of Object.entries(change)) {
      if (value) filters[key] = value;
      else delete filters[key];
    }
    return { ...previous, filters, page: 1 };
  });
}

/** Every filter off, back to page 1; the sort and the page size stay. */
export function clearAllFilters(): void {
  editSearch((previous) => ({ ...previous, filters: {}, page: 1 }));
}

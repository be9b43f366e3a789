import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { SearchIcon } from '../../ui/icons';
import { clearAllFilters } from './change-filters';

/** Nothing matches: how to widen the search, and a way to drop every filter. */
export function NoListings() {
  return (
    <EmptyState
      icon={<SearchIcon size={26} />}
      title="No listings match"
      actions={<Button onClick={clearAllFilters}>Clear all filters</Button>}
    >
      <p>Widen the price or year range, raise the distance, or remove a make or model.</p>
    </EmptyState>
  );
}

import './search.css';
import { ActiveFilterChips } from './active-filter-chips';
import { changeFilters, clearAllFilters } from './change-filters';
import { ClampedLimitNote } from './clamped-limit-note';
import { DistanceSortNote } from './distance-sort-note';
import { FilterPanel } from './filter-panel';
import { SavedSearches } from './saved-searches';
import { SearchHeader } from './search-header';
import { SearchResults } from './search-results';
import { SearchToolbar } from './search-toolbar';
import { useSearchResults } from './use-search-results';

/**
 * The search screen. `query` is the hash's search (the route's query): every filter, the
 * sort, the page size and the page come from it, and every change is written back to the
 * hash, so Back, Forward and a bookmark show exactly this search.
 */
export function SearchScreen({ query }: { query: string }) {
  const search = useSearchResults(query);
  const { current, result, nearest, clamped, searchedZip } = search;
  return (
    <div className="search-screen">
      <SearchHeader query={query} total={search.total} shown={result.data} />
      <div className="search-layout">
        <aside className="search-layout__filters stack">
          {/* The filters first, from Year down; saving a search comes after setting one. */}
          <FilterPanel filters={current.filters} facets={search.facets} onChange={changeFilters} />
          <SavedSearches query={query} />
        </aside>
        <section className="stack" aria-label="Results">
          <SearchToolbar
            current={current}
            searchedZip={searchedZip}
            plan={search.plan}
            cap={search.cap}
            total={search.total}
            clamped={clamped !== undefined}
          />
          <ActiveFilterChips filters={current.filters} onChange={changeFilters} onClearAll={clearAllFilters} />
          {nearest && searchedZip && <DistanceSortNote zip={searchedZip} info={nearest} />}
          {/* Plan words only when the plan keeps matching listings off this page. */}
          {clamped && search.total !== undefined && search.total > clamped.applied && (
            <ClampedLimitNote clamped={clamped} />
          )}
          <SearchResults search={search} />
        </section>
      </div>
    </div>
  );
}

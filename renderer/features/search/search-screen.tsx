import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import '../../styles/search.css';
import { LISTINGS_PAGE_CAP, PLAN_LABELS } from '../../../shared/plan/plan-access';
import { SORT_FIELDS } from '../../../shared/search/listings-query-values';
import { appErrorOf } from '../../api/app-error-of';
import { appQueries } from '../../api/app-queries';
import { listingQueries } from '../../api/listing-queries';
import { Button } from '../../ui/button';
import { Card } from '../../ui/card';
import { EmptyState } from '../../ui/empty-state';
import { ErrorPanel } from '../../ui/error-panel';
import { SearchIcon } from '../../ui/icons';
import { SelectField } from '../../ui/select-field';
import { Skeleton } from '../../ui/skeleton';
import { StaleNote } from '../../ui/stale-note';
import { ExportCsv } from './export-csv';
import { FilterPanel } from './filter-panel';
import { ActiveFilterChips } from './active-filter-chips';
import { nearestInputOf } from './nearest-input';
import { DistanceSortNote } from './distance-sort-note';
import { useDefaultZip } from './use-default-zip';
import { useFacetCounts } from './use-facet-counts';
import { SavedSearches } from './saved-searches';
import { ResultsList } from './results-list';
import { LAST_NUMBERED_PAGE, nextPageQuery } from './next-page-query';
import {
  DISTANCE_SORT,
  parseSort,
  searchInputOf,
  searchStateFromQuery,
  type FilterKey,
} from '../../../shared/search/search-query';
import { editSearch } from '../../stores/search-location';
import { formatCount } from '../../ui/format-money';

const PAGE_SIZES = [20, 50, 100, 250, 500];
const SORT_LABELS: Record<(typeof SORT_FIELDS)[number], string> = {
  price: 'Price',
  miles: 'Miles',
  mileage: 'Mileage',
  year: 'Year',
  createdAt: 'Date listed',
  updatedAt: 'Last updated',
};

/** Sets or clears filters (an empty value clears one); a new set of filters starts at page 1. */
function changeFilters(change: Partial<Record<FilterKey, string>>): void {
  editSearch((previous) => {
    const filters = { ...previous.filters };
    for (const [key, value] of Object.entries(change)) {
      if (value) filters[key] = value;
      else delete filters[key];
    }
    return { ...previous, filters, page: 1 };
  });
}

/**
 * The search screen. `query` is the hash's search (the route's query): every filter, the
 * sort, the page size and the page come from it, and every change is written back to the
 * hash, so Back, Forward and a bookmark show exactly this search.
 */
export function SearchScreen({ query }: { query: string }) {
  const current = useMemo(() => searchStateFromQuery(query), [query]);
  const defaultsReady = useDefaultZip(query);
  // Nearest first is main's sort (the service has none); without a ZIP the service's order stands.
  const nearestInput = nearestInputOf(current);

  const info = useQuery(appQueries.info());
  const plan = info.data?.plan;
  const cap = plan && plan !== 'unknown' ? LISTINGS_PAGE_CAP[plan] : 500;

  // Pages past 50 exist only as cursors: each is the links.next of the page before.
  const [cursors, setCursors] = useState<string[]>([]);
  useEffect(() => setCursors([]), [query]);
  const cursor = cursors.at(-1);
  const serviceSearch = useQuery({
    ...listingQueries.search(searchInputOf(current)),
    enabled: cursor === undefined && nearestInput === null && defaultsReady,
    placeholderData: keepPreviousData,
  });
  const nearestSearch = useQuery({
    ...listingQueries.nearest(nearestInput),
    enabled: defaultsReady,
    placeholderData: keepPreviousData,
  });
  const search = nearestInput === null ? serviceSearch : nearestSearch;
  const nearest = nearestInput === null ? undefined : nearestSearch.data?.nearest;
  const facets = useFacetCounts(current, search.data?.data.facets);
  const next = useQuery({
    ...listingQueries.next(cursor ?? null),
    placeholderData: keepPreviousData,
  });
  const result = cursor === undefined ? search : next;
  const page = cursor === undefined ? current.page : LAST_NUMBERED_PAGE + cursors.length;
  const data = result.data?.data;
  // The service may lower the page size to the plan's cap without saying so in the page; main reports it.
  const clamped = result.data?.clampedLimit;
  const perPage = clamped?.applied ?? Math.min(current.limit, cap);
  const total = search.data?.data.total;
  // Distance-sorted pages are cut in main from the matches it sorted: those are all the pages.
  const pageable = nearest ? nearest.sorted : total;
  const searchedZip = /^\d{5}$/.test(current.filters.zip ?? '') ? current.filters.zip! : '';
  const origin = useQuery(listingQueries.zipLocation(searchedZip || null)).data ?? null;
  // While the page asked for is loading the list shows the one before: its end is not this page's.
  const nextPage = result.isPlaceholderData
    ? null
    : nextPageQuery({
        current,
        page,
        perPage,
        nearestMode: nearestInput !== null,
        nearestSorted: nearest?.sorted,
        next: data?.next,
      });

  function goTo(nextPage: number) {
    if (nextPage <= LAST_NUMBERED_PAGE) {
      setCursors([]);
      editSearch((previous) => ({ ...previous, page: nextPage }));
    }
  }
  function goNext() {
    if (page < LAST_NUMBERED_PAGE) goTo(page + 1);
    else if (data?.next) setCursors((list) => [...list, data.next!]);
  }
  function goPrevious() {
    if (cursors.length > 0) setCursors((list) => list.slice(0, -1));
    else goTo(page - 1);
  }

  const sortValue = current.sort
    ? `${current.sort.field}.${current.sort.direction}`
    : current.nearestFirst
      ? DISTANCE_SORT
      : '';
  const clearAll = () => editSearch((previous) => ({ ...previous, filters: {}, page: 1 }));
  return (
    <div className="search-screen">
      <header className="page-header">
        <div>
          <p className="page-header__eyebrow">Inventory</p>
          <h1>Search listings</h1>
          <p className="page-header__description" aria-live="polite">
            {total !== undefined
              ? `${formatCount(total)} ${total === 1 ? 'listing matches' : 'listings match'}`
              : 'Active U.S. retail listings'}
          </p>
        </div>
        <div className="page-header__actions">
          {result.data && <StaleNote stale={result.data.stale} fetchedAt={result.data.fetchedAt} />}
          <ExportCsv query={query} />
        </div>
      </header>
      <div className="search-layout">
        <aside className="search-layout__filters stack">
          <SavedSearches query={query} />
          <FilterPanel filters={current.filters} facets={facets} onChange={changeFilters} />
        </aside>
        <section className="stack" aria-label="Results">
          <div className="search-toolbar">
            <SelectField
              label="Sort by"
              value={sortValue}
              placeholder="Service order"
              hint={searchedZip ? undefined : 'Enter a ZIP code to sort by distance'}
              options={[
                // Offered once there is a ZIP to measure from (kept listed while chosen, so the choice shows).
                ...(searchedZip || current.nearestFirst
                  ? [
                      {
                        value: DISTANCE_SORT,
                        label: searchedZip ? 'Distance, nearest first' : 'Distance (enter a ZIP code)',
                      },
                    ]
                  : []),
                ...SORT_FIELDS.flatMap((field) => [
                  {
                    value: `${field}.asc`,
                    label: `${SORT_LABELS[field]}, ${field === 'price' || field === 'miles' || field === 'mileage' ? 'low to high' : 'oldest first'}`,
                  },
                  {
                    value: `${field}.desc`,
                    label: `${SORT_LABELS[field]}, ${field === 'price' || field === 'miles' || field === 'mileage' ? 'high to low' : 'newest first'}`,
                  },
                ]),
              ]}
              onChange={(event) => {
                const value = event.target.value;
                editSearch(({ nearestFirst: _nearest, ...previous }) =>
                  value === DISTANCE_SORT
                    ? { ...previous, sort: null, nearestFirst: true, page: 1 }
                    : { ...previous, sort: parseSort(value), page: 1 },
                );
              }}
            />
            <SelectField
              label="Per page"
              value={String(Math.min(current.limit, cap))}
              options={PAGE_SIZES.filter((size) => size <= cap).map((size) => ({
                value: String(size),
                label: String(size),
              }))}
              hint={plan && plan !== 'unknown' ? `Your plan shows up to ${cap} a page` : undefined}
              onChange={(event) =>
                editSearch((previous) => ({ ...previous, limit: Number(event.target.value), page: 1 }))
              }
            />
          </div>
          <ActiveFilterChips filters={current.filters} onChange={changeFilters} onClearAll={clearAll} />
          {nearest && searchedZip && <DistanceSortNote zip={searchedZip} info={nearest} />}
          {clamped && (
            <p className="muted search-clamped" role="status">
              Showing {formatCount(clamped.applied)} per page: the {PLAN_LABELS[clamped.plan]} plan’s limit
              {clamped.requested > clamped.applied ? ` (${formatCount(clamped.requested)} were asked for)` : ''}.
            </p>
          )}
          {result.isError && !data ? (
            <ErrorPanel
              error={appErrorOf(result.error)}
              title="The search could not be run"
              feature="Listing search"
              onRetry={() => void result.refetch()}
            />
          ) : !data ? (
            <Card>
              <div className="stack" aria-busy="true">
                <span className="sr-only" role="status">
                  Searching…
                </span>
                {Array.from({ length: 6 }, (_, index) => (
                  <Skeleton key={index} height={56} />
                ))}
              </div>
            </Card>
          ) : data.data.length === 0 ? (
            <Card>
              <EmptyState
                icon={<SearchIcon size={26} />}
                title="No listings match"
                actions={<Button onClick={clearAll}>Clear all filters</Button>}
              >
                <p>Widen the price or year range, raise the distance, or remove a make or model.</p>
              </EmptyState>
            </Card>
          ) : (
            <>
              {result.isError && (
                <ErrorPanel
                  error={appErrorOf(result.error)}
                  title="This page could not be loaded"
                  onRetry={() => void result.refetch()}
                />
              )}
              <ResultsList
                listings={data.data}
                busy={result.isFetching}
                origin={searchedZip ? origin : null}
                nextPage={nextPage}
              />
              <nav className="pager" aria-label="Pages">
                <Button onClick={goPrevious} disabled={page <= 1}>
                  Previous
                </Button>
                <span aria-live="polite">
                  Page {formatCount(page)}
                  {pageable !== undefined ? ` of ${formatCount(Math.max(1, Math.ceil(pageable / perPage)))}` : ''}
                </span>
                <Button onClick={goNext} disabled={nearest ? page * perPage >= nearest.sorted : !data.next}>
                  Next
                </Button>
              </nav>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

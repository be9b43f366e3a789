import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { LatLon } from '../../../shared/domain/distance';
import type { ChannelOutput } from '../../../shared/ipc/contract';
import type { NearestSortInfo } from '../../../shared/ipc/nearest-listings-channels';
import { LISTINGS_PAGE_CAP, type PlanSetting } from '../../../shared/plan/plan-access';
import type { ClampedLimit } from '../../../shared/schemas/fetched';
import { searchInputOf, searchStateFromQuery, type SearchState } from '../../../shared/search/search-query';
import { appQueries } from '../../api/app-queries';
import { listingQueries } from '../../api/listing-queries';
import { editSearch } from '../../stores/search-location';
import { nearestInputOf } from './nearest-input';
import { LAST_NUMBERED_PAGE, nextPageQuery, type NextPagePrefetch } from './next-page-query';
import { useDefaultZip } from './use-default-zip';
import { useFacetCounts, type FacetCounts } from './use-facet-counts';

/** The page shown: the service's search, main's distance sort, or a cursor page past the numbered ones. */
type ShownPage = ChannelOutput<'listings.search'> | ChannelOutput<'listings.nearest'> | ChannelOutput<'listings.next'>;

export interface SearchResultsState {
  current: SearchState;
  plan: PlanSetting | undefined;
  /** The most listings a page may show on this plan. */
  cap: number;
  result: UseQueryResult<ShownPage>;
  data: ShownPage['data'] | undefined;
  facets: FacetCounts;
  /** What main's distance sort covered; undefined for the service's own order. */
  nearest: NearestSortInfo | undefined;
  clamped: ClampedLimit | undefined;
  page: number;
  perPage: number;
  total: number | undefined;
  /** How many listings the pages cover, once known. */
  pageable: number | undefined;
  /** The search's ZIP when it is a whole one, else ''. */
  searchedZip: string;
  origin: LatLon | null;
  nextPage: NextPagePrefetch | null;
  goNext: () => void;
  goPrevious: () => void;
}

/**
 * The search the hash describes (`query`: the route's query), run: the service's search or,
 * sorted by distance, main's; the page shown, numbered or (past LAST_NUMBERED_PAGE) by
 * cursor; and the pager's moves. The next page's query mirrors the pager (next-page-query.ts).
 */
export function useSearchResults(query: string): SearchResultsState {
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
  // A page kept on screen while another search loads is the previous search's: its count is not this one's.
  const total = search.isPlaceholderData ? undefined : search.data?.data.total;
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

  return {
    current,
    plan,
    cap,
    result,
    data,
    facets,
    nearest,
    clamped,
    page,
    perPage,
    total,
    pageable,
    searchedZip,
    origin,
    nextPage,
    goNext,
    goPrevious,
  };
}

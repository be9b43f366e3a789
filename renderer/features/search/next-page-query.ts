// Which query the pager's Next would run, so the list can ask for it ahead, while the person
// is still reading the end of this page. It mirrors the pager exactly (use-search-results.ts):
// numbered pages up to LAST_NUMBERED_PAGE, then the cursor in links.next; a distance-sorted
// search pages through what main sorted. Same keys, so Next then paints from cache; the calls
// are marked as loaded ahead (loaded-ahead-queries.ts).
import { hashKey, type FetchQueryOptions, type QueryClient, type QueryKey } from '@tanstack/react-query';
import type { SearchState } from '../../../shared/search/search-query';
import { searchInputOf } from '../../../shared/search/search-query';
import { loadedAheadQueries } from './loaded-ahead-queries';
import { nearestInputOf } from './nearest-input';

/** Page numbers work up to here; beyond it the service's cursor in links.next is followed. */
export const LAST_NUMBERED_PAGE = 50;

export interface NextPagePrefetch {
  /** The next page's query key, hashed: the same page is never asked for twice. */
  key: string;
  run: (client: QueryClient) => Promise<void>;
}

interface PagerState {
  current: SearchState;
  /** The page shown (past LAST_NUMBERED_PAGE: a cursor page). */
  page: number;
  perPage: number;
  /** A distance-sorted search (main's listings.nearest). */
  nearestMode: boolean;
  /** How many listings main sorted by distance; undefined until that search answered. */
  nearestSorted: number | undefined;
  /** The shown page's links.next. */
  next: string | null | undefined;
}

function prefetchOf<TData>(options: FetchQueryOptions<TData, Error, TData, QueryKey>): NextPagePrefetch {
  return { key: hashKey(options.queryKey), run: (client) => client.prefetchQuery(options) };
}

/** The next page's query as the pager's Next would run it, or null when there is no next page. */
export function nextPageQuery({ current, page, perPage, nearestMode, nearestSorted, next }: PagerState) {
  const hasNext = nearestMode ? nearestSorted !== undefined && page * perPage < nearestSorted : Boolean(next);
  if (!hasNext) return null;
  if (page < LAST_NUMBERED_PAGE) {
    const following = { ...current, page: page + 1 };
    const nearestInput = nearestMode ? nearestInputOf(following) : null;
    if (nearestMode) return nearestInput ? prefetchOf(loadedAheadQueries.nearest(nearestInput)) : null;
    return prefetchOf(loadedAheadQueries.search(searchInputOf(following)));
  }
  return next ? prefetchOf(loadedAheadQueries.next(next)) : null;
}

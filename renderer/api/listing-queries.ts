// Query factories for listing search and one VIN's listing. A dropped query cancels
// its call in main through the signal passed to invoke.
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { ChannelInput } from '../../shared/ipc/contract';
import type { ListingsResult } from '../../shared/schemas/fetched';
import { normalizeVin } from '../../shared/vin/vin-rule';
import { invoke } from './vds';
import { serviceKeys } from './service-query-keys';

/** Matches main's cache: a listings answer is fresh for 10 minutes there, so a few here. */
const LISTINGS_STALE_MS = 5 * 60_000;

export const listingQueries = {
  search: (input: ChannelInput<'listings.search'>) =>
    queryOptions({
      queryKey: serviceKeys.call('listings.search', input),
      queryFn: ({ signal }) => invoke('listings.search', input, signal),
      staleTime: LISTINGS_STALE_MS,
    }),

  /**
   * Only the facets of a search (one row, no total): the counts of one dimension with
   * that dimension's own filter left out, so its other values keep their counts.
   */
  facets: (input: ChannelInput<'listings.search'>) => {
    const { page: _page, sort: _sort, ...filters } = input;
    const facetInput: ChannelInput<'listings.search'> = { ...filters, limit: 1, includes: ['facets'] };
    return queryOptions({
      queryKey: [...serviceKeys.call('listings.search', facetInput), 'facets'] as const,
      queryFn: ({ signal }) => invoke('listings.search', facetInput, signal),
      staleTime: LISTINGS_STALE_MS,
    });
  },

  /** A search sorted nearest first: main sorts, as the service has no distance sort. */
  nearest: (input: ChannelInput<'listings.nearest'>) =>
    queryOptions({
      // Under the service scope, so clearing service data drops these pages too.
      queryKey: [...serviceKeys.all, 'listings.nearest', input] as const,
      queryFn: ({ signal }) => invoke('listings.nearest', input, signal),
      staleTime: LISTINGS_STALE_MS,
    }),

  /** Flat rows with only the chosen fields: the small payload for big grids. */
  select: (input: ChannelInput<'listings.select'>) =>
    queryOptions({
      queryKey: serviceKeys.call('listings.select', input),
      queryFn: ({ signal }) => invoke('listings.select', input, signal),
      staleTime: LISTINGS_STALE_MS,
    }),

  /**
   * Endless scrolling: the first page from the filters, each next one from the page's
   * links.next exactly as the service issued it (the cursor is opaque).
   */
  searchPages: (input: ChannelInput<'listings.search'>) =>
    infiniteQueryOptions({
      queryKey: [...serviceKeys.call('listings.search', input), 'pages'] as const,
      queryFn: ({ pageParam, signal }): Promise<ListingsResult> =>
        pageParam === null
          ? invoke('listings.search', input, signal)
          : invoke('listings.next', { url: pageParam }, signal),
      initialPageParam: null as string | null,
      getNextPageParam: (last) => last.data.next ?? undefined,
      staleTime: LISTINGS_STALE_MS,
    }),

  /** A page beyond the numbered ones: the cursor URL exactly as links.next issued it. */
  next: (url: string) =>
    queryOptions({
      queryKey: serviceKeys.call('listings.next', { url }),
      queryFn: ({ signal }) => invoke('listings.next', { url }, signal),
      staleTime: LISTINGS_STALE_MS,
    }),

  /** A ZIP's centre, to show each result's distance from the searched ZIP. */
  zipLocation: (zip: string) =>
    queryOptions({
      queryKey: ['zip-location', zip] as const,
      queryFn: ({ signal }) => invoke('geo.zipLocation', { zip }, signal),
      staleTime: Infinity,
    }),

  byVin: (vin: string) => {
    const input = { vin: normalizeVin(vin) };
    return queryOptions({
      queryKey: serviceKeys.call('listings.get', input),
      queryFn: ({ signal }) => invoke('listings.get', input, signal),
      staleTime: LISTINGS_STALE_MS,
    });
  },
};

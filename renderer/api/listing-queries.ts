// Query factories for listing search and one VIN's listing. A dropped query cancels
// its call in main through the signal passed to invoke. A null input (no ZIP, no
// cursor yet) makes a query that waits instead of calling.
import type { ChannelInput } from '../../shared/ipc/contract';
import { normalizeVin } from '../../shared/vin/vin-rule';
import { LISTINGS_STALE_MS } from '../../shared/service/endpoint-freshness';
import { endpointQuery } from './endpoint-query';
import { serviceQuery, type CallHow } from './service-query';
import { localKeys, serviceKeys } from './service-query-keys';

type SearchInput = ChannelInput<'listings.search'>;

export const listingQueries = {
  search: (input: SearchInput | null, how: CallHow = {}) => endpointQuery('listings.search', input, how),

  /**
   * Only the facets of a search (one row, no total): the counts of one dimension with
   * that dimension's own filter left out, so its other values keep their counts.
   */
  facets: (input: SearchInput | null) => {
    let facetInput: SearchInput | null = null;
    if (input !== null) {
      const { page: _page, sort: _sort, ...filters } = input;
      facetInput = { ...filters, limit: 1, includes: ['facets'] };
    }
    return endpointQuery('listings.search', facetInput, {
      // Its own key: the same input's full search must not be served a one-row answer.
      key: (keyInput) => [...serviceKeys.call('listings.search', keyInput), 'facets'] as const,
    });
  },

  /** A search sorted nearest first: main sorts, as the service has no distance sort; fresh as a search. */
  nearest: (input: ChannelInput<'listings.nearest'> | null) =>
    serviceQuery('listings.nearest', input, { staleTime: LISTINGS_STALE_MS }),

  /** A page beyond the numbered ones: the cursor URL exactly as links.next issued it. */
  next: (url: string | null) => endpointQuery('listings.next', url === null ? null : { url }),

  /** A ZIP's centre, to show each result's distance from the searched ZIP. */
  zipLocation: (zip: string | null) =>
    serviceQuery('geo.zipLocation', zip === null ? null : { zip }, {
      key: (input) => localKeys.zipLocation(input?.zip ?? null),
      staleTime: Infinity,
    }),

  /** Kept as long as a VIN page's answers (its row's keepMs): a page revisited within ten minutes paints from memory. */
  byVin: (vin: string | null, how: CallHow = {}) =>
    endpointQuery('listings.get', vin === null ? null : { vin: normalizeVin(vin) }, how),
};

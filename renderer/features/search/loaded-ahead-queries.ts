// Calls made ahead of the person (a result they rest on, the next page as they near the end)
// are billed like any other (docs/real-service.md row 26), so they carry their own activity and
// the Usage view can say what loading ahead cost. Each is the very query its screen reads (the
// same key and timing as the factory's, checked in loaded-ahead-queries.test.ts), so opening
// the row or pressing Next paints from what was loaded.
import type { ChannelInput } from '../../../shared/ipc/contract';
import { LISTINGS_STALE_MS } from '../../../shared/service/endpoint-freshness';
import { normalizeVin } from '../../../shared/vin/vin-rule';
import { endpointQuery } from '../../api/endpoint-query';
import { serviceQuery } from '../../api/service-query';

/** How every call made ahead of the person is asked (also a whole VIN page's, on Scale). */
export const LOADED_AHEAD = { activity: 'hover-prefetch' } as const;

export const loadedAheadQueries = {
  /** vehicleQueries.decode's query. */
  decode: (vin: string) => endpointQuery('vehicle.decode', { vin: normalizeVin(vin) }, LOADED_AHEAD),
  /** listingQueries.search's query. */
  search: (input: ChannelInput<'listings.search'>) => endpointQuery('listings.search', input, LOADED_AHEAD),
  /** listingQueries.next's query. */
  next: (url: string) => endpointQuery('listings.next', { url }, LOADED_AHEAD),
  /** listingQueries.nearest's query. */
  nearest: (input: ChannelInput<'listings.nearest'>) =>
    serviceQuery('listings.nearest', input, { staleTime: LISTINGS_STALE_MS, ...LOADED_AHEAD }),
};

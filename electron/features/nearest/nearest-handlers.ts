import type { nearestListingsChannels } from '../../../shared/ipc/nearest-listings-channels';
import type { Handler } from '../../platform/ipc/router';
import { locateZip } from '../../../node/geo/zip-location';
import type { ServiceClient } from '../../service/create-service-client';
import { summarizeListings } from '../../service/listing-summary';
import { nearestListings, type NearestDeps } from './nearest-listings';

export type NearestListingsHandlers = { [K in keyof typeof nearestListingsChannels]: Handler<K> };

/** The sort's service calls and its ZIP lookup, as the handler makes them (its tests use the same). */
export function nearestDeps(client: Pick<ServiceClient, 'searchListings' | 'nextListings'>): NearestDeps {
  return {
    search: (query, signal) => client.searchListings(query, signal),
    next: (url, signal) => client.nextListings(url, signal),
    locate: (zip) => {
      const place = locateZip(zip);
      return place ? { latitude: place.lat, longitude: place.lng } : null;
    },
  };
}

export function createNearestListingsHandlers(client: ServiceClient): NearestListingsHandlers {
  return {
    // Sorted on whole listings; the window gets the table's fields only, as with listings.search.
    'listings.nearest': async (input, { signal }) =>
      summarizeListings(await nearestListings(nearestDeps(client), input, signal)),
  };
}

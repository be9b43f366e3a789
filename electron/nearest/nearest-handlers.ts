import type { nearestListingsChannels } from '../../shared/ipc/nearest-listings-channels';
import type { Handler } from '../ipc/router';
import { locateZip } from '../geo/zip-location';
import type { ServiceClient } from '../service/create-service-client';
import { summarizeListings } from '../service/listing-summary';
import { nearestListings } from './nearest-listings';

export type NearestListingsHandlers = { [K in keyof typeof nearestListingsChannels]: Handler<K> };

export function createNearestListingsHandlers(client: ServiceClient): NearestListingsHandlers {
  return {
    // Sorted on whole listings; the window gets the table's fields only, as with listings.search.
    'listings.nearest': async (input, { signal }) =>
      summarizeListings(
        await nearestListings(
          {
            search: (query, querySignal) => client.searchListings(query, querySignal),
            next: (url, querySignal) => client.nextListings(url, querySignal),
            locate: (zip) => {
              const place = locateZip(zip);
              return place ? { latitude: place.lat, longitude: place.lng } : null;
            },
          },
          input,
          signal,
        ),
      ),
  };
}

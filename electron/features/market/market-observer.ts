import type { ListingObserver } from '../../service/listing-observer';
import { absenceCriteria } from './absence-criteria';
import { sightingOf } from './listing-sighting';
import type { MarketStore } from './market-store';

export interface MarketObserverDeps {
  store: MarketStore;
  /** A ZIP's place, for a search's radius (node/geo/zip-location.ts). */
  locateZip: (zip: string) => { lat: number; lng: number } | null;
  now?: () => number;
  logError?: (scope: string, error: unknown) => void;
}

/**
 * Keeps every listing received as a sighting, one transaction per page, and after a complete
 * answer to a search it can repeat, notes the stored listings it no longer returned. A failure
 * is logged and the search goes on: the history is a by-product, never a reason to fail one.
 */
export function createMarketObserver({
  store,
  locateZip,
  now = Date.now,
  logError,
}: MarketObserverDeps): ListingObserver {
  return ({ rows, seenAt, search }) => {
    try {
      const at = Number.isFinite(seenAt) ? seenAt : now();
      const sightings = rows.map((row) => sightingOf(row, at));
      store.record(sightings);
      if (search?.complete) {
        const criteria = absenceCriteria(search.input, locateZip);
        if (criteria) store.noteAbsent(criteria, new Set(sightings.map((row) => row.vin)), true, at);
      }
    } catch (error) {
      logError?.('market', error);
    }
  };
}

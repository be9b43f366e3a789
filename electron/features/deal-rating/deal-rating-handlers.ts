import { preparePool, rateAgainst, type DealRating, type DealSubject } from '../../../shared/domain/deal-rating';
import type { dealRatingChannels } from '../../../shared/ipc/deal-rating-channels';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { Handler } from '../../platform/ipc/router';
import type { ServiceClient } from '../../service/create-service-client';

export type DealRatingHandlers = { [K in keyof typeof dealRatingChannels]: Handler<K> };

/** The most the service gives in one page; the comparables of a make and model are one such page. */
const COMPARABLES_PAGE = 500;

function subjectOf(listing: Listing): DealSubject {
  return {
    vin: listing.vin,
    year: listing.vehicle.year,
    make: listing.vehicle.make,
    model: listing.vehicle.model,
    trim: listing.vehicle.trim ?? null,
    price: listing.retailListing.price ?? null,
    miles: listing.retailListing.miles ?? null,
  };
}

// The channel's schema has trimmed the names (deal-rating-channels.ts); a listing's make may
// still be written in another case than the next one's.
const groupKey = (subject: DealSubject) => `${subject.make.toLowerCase()}|${subject.model.toLowerCase()}`;

/**
 * Comparables come from main, not from the page in view: a page holds a handful of each
 * model, filtered by whatever the user chose, and a vehicle page holds one. One query per
 * make and model (the same query whoever asks, so a listing gets the same rating in the
 * results and on its own page); the service client's response cache answers repeats.
 */
export function createDealRatingHandlers(client: ServiceClient): DealRatingHandlers {
  async function poolOf(subject: DealSubject, signal: AbortSignal): Promise<DealSubject[] | null> {
    // A comma would read as two makes or models in the service's filter.
    if (subject.make.includes(',') || subject.model.includes(',')) return [];
    try {
      const page = await client.searchListings(
        { 'vehicle.make': subject.make, 'vehicle.model': subject.model, limit: COMPARABLES_PAGE },
        signal,
      );
      return page.data.data.map(subjectOf);
    } catch (error) {
      if (signal.aborted) throw error;
      // One model's comparables failing leaves the other rows rated; this one says so.
      return null;
    }
  }

  return {
    'dealRating.rate': async ({ listings }, { signal }) => {
      const groups = new Map<string, DealSubject[]>();
      for (const subject of listings) {
        const key = groupKey(subject);
        const group = groups.get(key);
        if (group) group.push(subject);
        else groups.set(key, [subject]);
      }
      const ratings: Record<string, DealRating> = {};
      await Promise.all(
        [...groups.values()].map(async (subjects) => {
          const pool = await poolOf(subjects[0]!, signal);
          const prepared = pool === null ? null : preparePool(pool);
          for (const subject of subjects)
            ratings[subject.vin] =
              prepared === null
                ? { status: 'unrated', reason: 'unavailable', comparables: 0 }
                : rateAgainst(subject, prepared);
        }),
      );
      return ratings;
    },
  };
}

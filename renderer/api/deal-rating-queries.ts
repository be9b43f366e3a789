// Deal ratings of listings, computed in main against comparable listings (one service
// query per make and model there). Under the 'vds' scope, so a key or service change
// drops them with the rest of the service data.
import { hashKey } from '@tanstack/react-query';
import type { ListingSummary } from '../../shared/schemas/listing-summary';
import { dealRatingInput } from '../../shared/vehicle-page/deal-subjects';
import { normalizeVin } from '../../shared/vin/vin-rule';
import { serviceQuery, type CallHow } from './service-query';

/** As long as a listings answer is fresh in main's cache. */
const RATING_STALE_MS = 5 * 60_000;

/** The rating of one listing in an answer of dealRating.rate (its keys are normalized VINs). */
export function ratingOf<T>(ratings: Record<string, T> | undefined, vin: string): T | undefined {
  return ratings?.[normalizeVin(vin)];
}

function ratingQuery(listings: readonly ListingSummary[], how: CallHow = {}) {
  // Nothing ratable: the query waits rather than asking main about no listings.
  const options = serviceQuery('dealRating.rate', dealRatingInput(listings), { staleTime: RATING_STALE_MS, ...how });
  // Hashed here, once: React Query hashes a key on every render that passes it, and a 500-row
  // page's key holds 500 subjects; the results list renders at every step of a scroll, where
  // that hashing was the largest part of each step (bench target: no task over 100 ms).
  options.queryHash = hashKey(options.queryKey);
  return options;
}

/** The query of each list of listings a screen holds, built once for it. */
const queriesOf = new WeakMap<readonly ListingSummary[], ReturnType<typeof ratingQuery>>();

export const dealRatingQueries = {
  forListings: (listings: readonly ListingSummary[], how?: CallHow) => {
    // Asked another way (loading ahead): the same key, built for that one ask.
    if (how) return ratingQuery(listings, how);
    let query = queriesOf.get(listings);
    if (!query) {
      query = ratingQuery(listings);
      queriesOf.set(listings, query);
    }
    return query;
  },
};

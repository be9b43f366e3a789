// Deal ratings of listings, computed in main against comparable listings (one service
// query per make and model there). Under the 'vds' scope, so a key or service change
// drops them with the rest of the service data.
import type { ListingSummary } from '../../shared/schemas/listing-summary';
import { dealRatingInput } from '../../shared/vehicle-page/deal-subjects';
import { normalizeVin } from '../../shared/vin/vin-rule';
import { serviceQuery } from './service-query';

/** As long as a listings answer is fresh in main's cache. */
const RATING_STALE_MS = 5 * 60_000;

/** The rating of one listing in an answer of dealRating.rate (its keys are normalized VINs). */
export function ratingOf<T>(ratings: Record<string, T> | undefined, vin: string): T | undefined {
  return ratings?.[normalizeVin(vin)];
}

export const dealRatingQueries = {
  // Nothing ratable: the query waits rather than asking main about no listings.
  forListings: (listings: readonly ListingSummary[]) =>
    serviceQuery('dealRating.rate', dealRatingInput(listings), { staleTime: RATING_STALE_MS }),
};

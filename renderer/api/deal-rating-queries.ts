// Deal ratings of listings, computed in main against comparable listings (one service
// query per make and model there). Under the 'vds' scope, so a key or service change
// drops them with the rest of the service data.
import type { DealSubject } from '../../shared/domain/deal-rating';
import type { ListingSummary } from '../../shared/schemas/listing-summary';
import { isVinFormat, normalizeVin } from '../../shared/vin/vin-rule';
import { serviceQuery } from './service-query';

/** As long as a listings answer is fresh in main's cache. */
const RATING_STALE_MS = 5 * 60_000;

const positive = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 1e9 ? value : null;

function dealSubjectOf(listing: ListingSummary): DealSubject {
  const trim = listing.vehicle.trim?.trim();
  const price = positive(listing.retailListing.price);
  return {
    vin: normalizeVin(listing.vin),
    year: listing.vehicle.year,
    make: listing.vehicle.make.trim(),
    model: listing.vehicle.model.trim(),
    trim: trim && trim.length <= 120 ? trim : null,
    // The service marks an unpriced listing with 0 or a negative number as well as null.
    price: price && price > 0 ? price : null,
    miles: positive(listing.retailListing.miles),
  };
}

/** Only a listing with a VIN, a model year and a make and model can have comparables. */
const ratable = (listing: ListingSummary) =>
  isVinFormat(normalizeVin(listing.vin)) &&
  listing.vehicle.year >= 1900 &&
  listing.vehicle.year <= 2100 &&
  listing.vehicle.make.trim().length > 0 &&
  listing.vehicle.make.trim().length <= 80 &&
  listing.vehicle.model.trim().length > 0 &&
  listing.vehicle.model.trim().length <= 120;

/** The rating of one listing in an answer of dealRating.rate (its keys are normalized VINs). */
export function ratingOf<T>(ratings: Record<string, T> | undefined, vin: string): T | undefined {
  return ratings?.[normalizeVin(vin)];
}

export const dealRatingQueries = {
  forListings: (listings: readonly ListingSummary[]) => {
    // 500 is the most one call takes, and the most a page holds.
    const subjects = listings.filter(ratable).slice(0, 500).map(dealSubjectOf);
    // Nothing ratable: the query waits rather than asking main about no listings.
    return serviceQuery('dealRating.rate', subjects.length > 0 ? { listings: subjects } : null, {
      staleTime: RATING_STALE_MS,
    });
  },
};

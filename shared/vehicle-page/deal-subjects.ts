// What the deal rating of listings is asked with: built here so the window (results and
// VIN page) and main (which starts a VIN page's rating as soon as the listing is in) send
// the same input, and main's rating is the one the window then reads.
import type { DealSubject } from '../domain/deal-rating';
import type { ChannelInput } from '../ipc/contract';
import type { ListingSummary } from '../schemas/listing-summary';
import { isVinFormat, normalizeVin } from '../vin/vin-rule';

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

/** The rating request for these listings; null when none of them can be rated. */
export function dealRatingInput(listings: readonly ListingSummary[]): ChannelInput<'dealRating.rate'> | null {
  // 500 is the most one call takes, and the most a page holds.
  const subjects = listings.filter(ratable).slice(0, 500).map(dealSubjectOf);
  return subjects.length > 0 ? { listings: subjects } : null;
}

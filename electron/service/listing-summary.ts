import type { ListingsResult } from '../../shared/schemas/fetched';
import type { Listing } from '../../shared/schemas/listing-schema';
import {
  SUMMARY_RETAIL_FIELDS,
  SUMMARY_VEHICLE_FIELDS,
  type ListingSummariesResult,
  type ListingSummary,
} from '../../shared/schemas/listing-summary';

// Trims listings to what the results table shows before they cross IPC. Main keeps the
// whole answer (its cache, the CSV export, deal ratings and the distance sort read every
// field); only the window's copy is cut down.

function pick<T extends object, K extends keyof T>(from: T, keys: readonly K[]): Pick<T, K> {
  const picked = {} as Pick<T, K>;
  for (const key of keys) {
    // Absent stays absent: an undefined key would still cost nothing in JSON, but keeps the object honest.
    if (from[key] !== undefined) picked[key] = from[key];
  }
  return picked;
}

function summarizeListing(listing: Listing): ListingSummary {
  return {
    vin: listing.vin,
    ...(listing.createdAt !== undefined ? { createdAt: listing.createdAt } : {}),
    ...(listing.location !== undefined ? { location: listing.location } : {}),
    vehicle: pick(listing.vehicle, SUMMARY_VEHICLE_FIELDS),
    // price is always present on a parsed listing (null = no price).
    retailListing: { ...pick(listing.retailListing, SUMMARY_RETAIL_FIELDS), price: listing.retailListing.price },
  };
}

/** A listings answer with each row trimmed; paging, totals, facets and freshness are kept as they are. */
export function summarizeListings<T extends ListingsResult>(
  result: T,
): Omit<T, 'data'> & Pick<ListingSummariesResult, 'data'> {
  return { ...result, data: { ...result.data, data: result.data.data.map(summarizeListing) } };
}

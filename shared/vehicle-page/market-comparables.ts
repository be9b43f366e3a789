// Which listings a VIN page compares its listing against: one search, built here so the
// window (which shows it) and main (which starts it as soon as the listing is in, before
// the window asks) send the very same request, and main's answer is the window's.
import type { ChannelInput } from '../ipc/contract';
import type { Listing } from '../schemas/listing-schema';

export const MARKET_RADIUS_MILES = 100;
const MARKET_SAMPLE_SIZE = 100;

export interface MarketComparables {
  /** The ZIP the radius is drawn around ('' when neither the listing nor the settings have one). */
  zip: string;
  filters: Record<string, string | number>;
  search: ChannelInput<'listings.search'>;
}

/**
 * The comparables of a listing: the same year, make, model and trim within 100 miles of
 * the listing's ZIP (or the default ZIP), as one search. null: nothing to compare against.
 */
export function marketComparables(listing: Listing | null, defaultZip: string | undefined): MarketComparables | null {
  if (!listing) return null;
  const zip = listing.retailListing.zip ?? defaultZip ?? '';
  const { vehicle } = listing;
  const filters = {
    'vehicle.year': String(vehicle.year),
    'vehicle.make': vehicle.make,
    'vehicle.model': vehicle.model,
    ...(vehicle.trim ? { 'vehicle.trim': vehicle.trim } : {}),
    ...(zip ? { zip, distance: MARKET_RADIUS_MILES } : {}),
  };
  return { zip, filters, search: { ...filters, limit: MARKET_SAMPLE_SIZE, includes: ['total'] } };
}

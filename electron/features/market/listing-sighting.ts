import { listingCoordinates } from '../../../shared/domain/distance';
import type { ListingSighting } from '../../../shared/market/market-types';
import type { Listing } from '../../../shared/schemas/listing-schema';

/**
 * A received listing as a sighting at `seenAt`. A price of 0 is read as no price: the service
 * treats zero and null alike (docs/real-service.md, GET /listings: "Zero/null-price rows are
 * filtered unless includeUnpriced=true").
 */
export function sightingOf(listing: Listing, seenAt: number): ListingSighting {
  const retail = listing.retailListing;
  const place = listingCoordinates(listing.location);
  return {
    vin: listing.vin.trim().toUpperCase(),
    price: retail.price === null || retail.price === 0 ? null : retail.price,
    miles: retail.miles ?? null,
    dealer: retail.dealer ?? null,
    dealerId: retail.dealerId ?? null,
    year: listing.vehicle.year,
    make: listing.vehicle.make,
    model: listing.vehicle.model,
    trim: listing.vehicle.trim ?? null,
    zip: retail.zip ?? null,
    lat: place?.latitude ?? null,
    lng: place?.longitude ?? null,
    createdAt: listing.createdAt ?? null,
    seenAt,
  };
}

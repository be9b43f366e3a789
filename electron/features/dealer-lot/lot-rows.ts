import type { DealerLotRow } from '../../../shared/ipc/dealer-lot-channels';
import { listingCoordinates } from '../../../shared/domain/distance';
import { comparables, DEFAULT_RADIUS_MILES } from '../../../shared/market/comparables';
import { daysOnMarket, serviceTime } from '../../../shared/market/days-on-market';
import type { MarketListing } from '../../../shared/market/market-types';
import type { MarketSubject } from '../../../shared/market/comparables';
import { priceRank } from '../../../shared/market/price-rank';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { priceBand } from './price-band';

/** What the lot reads of the market store (electron/features/market/market-store.ts), wired in electron/app. */
export interface LotMarket {
  listing(vin: string): MarketListing | null;
  comparablesFor(subject: MarketSubject, radiusMiles: number, now: number): MarketListing[];
}

/** The car as the market store holds it; the listing as received when the store keeps nothing. */
function subjectOf(listing: Listing, stored: MarketListing | null, now: number): MarketListing {
  if (stored) return stored;
  const place = listingCoordinates(listing.location);
  return {
    vin: listing.vin,
    year: listing.vehicle.year,
    make: listing.vehicle.make,
    model: listing.vehicle.model,
    trim: listing.vehicle.trim ?? null,
    // Zero is no price, as the service reads it (market/listing-sighting.ts).
    price: listing.retailListing.price === 0 ? null : listing.retailListing.price,
    miles: listing.retailListing.miles ?? null,
    dealer: listing.retailListing.dealer ?? null,
    zip: listing.retailListing.zip ?? null,
    lat: place?.latitude ?? null,
    lng: place?.longitude ?? null,
    createdAt: listing.createdAt ?? null,
    firstSeen: serviceTime(listing.createdAt ?? null) ?? now,
    lastSeen: now,
    goneOn: null,
  };
}

/**
 * One row per listing: its asking price ranked among the active comparables (the market view's
 * rule, shared/market/comparables.ts: year ±1, make, model, within 100 miles, the trim when five
 * or more share it), its days on market, and the suggested band (price-band.ts).
 */
export function lotRows(listings: readonly Listing[], market: LotMarket, now: number): DealerLotRow[] {
  return listings.map((listing) => {
    const car = subjectOf(listing, market.listing(listing.vin.trim().toUpperCase()), now);
    const found = comparables(car, market.comparablesFor(car, DEFAULT_RADIUS_MILES, now), DEFAULT_RADIUS_MILES);
    const active = found.listings.filter((other) => other.goneOn === null);
    const rank = priceRank(car.price, active);
    return {
      vin: car.vin,
      year: car.year,
      make: car.make,
      model: car.model,
      trim: car.trim,
      price: car.price,
      miles: car.miles,
      priceRank: rank ? { position: rank.rank, of: rank.of } : null,
      daysOnMarket: daysOnMarket(car, now).days,
      band: priceBand(car, active),
    };
  });
}

import { milesBetween } from '../domain/distance';
import type { MarketListing } from './market-types';

/**
 * A trim narrows the comparables only when at least this many share it: below five, one odd
 * price moves a median or a rank by a whole step, and the wider year/make/model set says more.
 */
const MIN_SAME_TRIM = 5;

/** How far a comparable may be when both locations are known (a dealer's "local market"). */
export const DEFAULT_RADIUS_MILES = 100;

/** The vehicle the market is read for. */
export interface MarketSubject {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim: string | null;
  price: number | null;
  miles: number | null;
  lat: number | null;
  lng: number | null;
}

export interface Comparables {
  listings: MarketListing[];
  /** true when the set was narrowed to the subject's trim. */
  sameTrim: boolean;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function withinRadius(subject: MarketSubject, listing: MarketListing, radiusMiles: number): boolean {
  // A listing without a location cannot be measured, so it is not left out for the distance.
  if (subject.lat === null || subject.lng === null || listing.lat === null || listing.lng === null) return true;
  const miles = milesBetween(
    { latitude: subject.lat, longitude: subject.lng },
    { latitude: listing.lat, longitude: listing.lng },
  );
  return miles <= radiusMiles;
}

/**
 * The listings the subject is compared with: same make and model, model year within one,
 * within the radius where both locations are known, the subject's own VIN left out; narrowed to
 * the subject's trim when at least MIN_SAME_TRIM of them share it.
 */
export function comparables(
  subject: MarketSubject,
  candidates: readonly MarketListing[],
  radiusMiles: number = DEFAULT_RADIUS_MILES,
): Comparables {
  const near = candidates.filter(
    (listing) =>
      listing.vin !== subject.vin &&
      same(listing.make, subject.make) &&
      same(listing.model, subject.model) &&
      Math.abs(listing.year - subject.year) <= 1 &&
      withinRadius(subject, listing, radiusMiles),
  );
  const trim = subject.trim;
  if (trim === null || trim.trim() === '') return { listings: near, sameTrim: false };
  const sameTrim = near.filter((listing) => listing.trim !== null && same(listing.trim, trim));
  return sameTrim.length >= MIN_SAME_TRIM
    ? { listings: sameTrim, sameTrim: true }
    : { listings: near, sameTrim: false };
}

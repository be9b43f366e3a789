// Deal rating: how a listing's asking price compares with what comparable listings
// suggest it should cost once mileage and model year are allowed for. Pure math, shared
// by main (which gathers the comparables) and the renderer (which explains the method).

export type DealBand = 'great' | 'good' | 'fair' | 'high';

/** What rating needs of a listing: its identity, price and mileage. */
export interface DealSubject {
  vin: string;
  year: number;
  make: string;
  model: string;
  trim?: string | null | undefined;
  price: number | null;
  miles: number | null;
}

/** Fewer comparables than this gives "Not enough comparable listings", never a guess. */
export const MIN_COMPARABLES = 8;
/** Comparables are model years within this many years of the listing's. */
export const YEAR_WINDOW = 2;
/** At or below this difference from the expected price: a great deal (10% below). */
export const GREAT_BELOW = -0.1;
/** At or below this: a good deal (3% below). Within ±3% is fair; above +3% is high. */
export const GOOD_BELOW = -0.03;
export const HIGH_ABOVE = 0.03;
/** Boundaries are inclusive; this keeps 3.0000000001% from falling to the wrong side. */
const EPSILON = 1e-9;

export interface PriceFit {
  /** Mean price of the comparables: the expected price at their mean mileage and year. */
  meanPrice: number;
  meanMiles: number;
  meanYear: number;
  /** Dollars per mile (usually negative) and per model year (usually positive). */
  perMile: number;
  perYear: number;
}

interface PricePoint {
  miles: number;
  year: number;
  price: number;
}

/**
 * Least-squares fit price = a + perMile·miles + perYear·year over the points. A term
 * whose variable does not vary (all one model year) or that moves in lockstep with the
 * other is dropped rather than given an arbitrary value.
 */
export function fitPrices(points: readonly PricePoint[]): PriceFit | null {
  const n = points.length;
  if (n === 0) return null;
  const meanMiles = points.reduce((sum, point) => sum + point.miles, 0) / n;
  const meanYear = points.reduce((sum, point) => sum + point.year, 0) / n;
  const meanPrice = points.reduce((sum, point) => sum + point.price, 0) / n;
  let s11 = 0;
  let s12 = 0;
  let s22 = 0;
  let s1y = 0;
  let s2y = 0;
  for (const point of points) {
    const dm = point.miles - meanMiles;
    const dy = point.year - meanYear;
    const dp = point.price - meanPrice;
    s11 += dm * dm;
    s12 += dm * dy;
    s22 += dy * dy;
    s1y += dm * dp;
    s2y += dy * dp;
  }
  const det = s11 * s22 - s12 * s12;
  let perMile = 0;
  let perYear = 0;
  if (s11 > 0 && s22 > 0 && det > 1e-9 * s11 * s22) {
    perMile = (s22 * s1y - s12 * s2y) / det;
    perYear = (s11 * s2y - s12 * s1y) / det;
  } else if (s11 > 0) {
    perMile = s1y / s11;
  } else if (s22 > 0) {
    perYear = s2y / s22;
  }
  return { meanPrice, meanMiles, meanYear, perMile, perYear };
}

export function expectedPrice(fit: PriceFit, miles: number, year: number): number {
  return fit.meanPrice + fit.perMile * (miles - fit.meanMiles) + fit.perYear * (year - fit.meanYear);
}

/** The band of a price's difference from the expected one (−0.08 = 8% below). */
export function bandOf(difference: number): DealBand {
  if (difference <= GREAT_BELOW + EPSILON) return 'great';
  if (difference <= GOOD_BELOW + EPSILON) return 'good';
  if (difference > HIGH_ABOVE + EPSILON) return 'high';
  return 'fair';
}

/** A name as comparables are matched on it: trimmed, in one case; '' for none. */
const nameKey = (name: string | null | undefined) => (name ?? '').trim().toLowerCase();

const usable = (listing: DealSubject): listing is DealSubject & { price: number; miles: number } =>
  listing.price !== null &&
  Number.isFinite(listing.price) &&
  listing.price > 0 &&
  listing.miles !== null &&
  Number.isFinite(listing.miles) &&
  listing.miles >= 0;

export interface Comparables {
  listings: (DealSubject & { price: number; miles: number })[];
  /** true: enough listings of the same trim, so only they were used. */
  trimMatched: boolean;
}

interface PoolEntry {
  listing: Comparables['listings'][number];
  make: string;
  model: string;
  trim: string;
}

/**
 * A pool made ready once for every listing rated against it: each VIN once (its first
 * row), only the rows with a price and a mileage, names matched in one case. A results
 * page rates up to 500 listings against one make's pool of 500: read afresh for each,
 * the names alone were a million lower-cased copies, and main's event loop stood still
 * for 80 ms.
 */
export interface PreparedPool {
  readonly entries: readonly PoolEntry[];
}

export function preparePool(pool: readonly DealSubject[]): PreparedPool {
  const seen = new Set<string>();
  const entries: PoolEntry[] = [];
  for (const listing of pool) {
    if (seen.has(listing.vin)) continue;
    seen.add(listing.vin);
    if (usable(listing))
      entries.push({
        listing,
        make: nameKey(listing.make),
        model: nameKey(listing.model),
        trim: nameKey(listing.trim),
      });
  }
  return { entries };
}

/** Same make and model, model years within ±2, priced, with mileage; the same trim when there are enough of it. */
function comparablesIn(subject: DealSubject, pool: PreparedPool): Comparables {
  const make = nameKey(subject.make);
  const model = nameKey(subject.model);
  const matches = pool.entries.filter(
    (entry) =>
      entry.listing.vin !== subject.vin &&
      entry.make === make &&
      entry.model === model &&
      Math.abs(entry.listing.year - subject.year) <= YEAR_WINDOW,
  );
  const listings = matches.map((entry) => entry.listing);
  if (subject.trim) {
    const trim = nameKey(subject.trim);
    const sameTrim = matches.filter((entry) => entry.trim === trim);
    if (sameTrim.length >= MIN_COMPARABLES)
      return { listings: sameTrim.map((entry) => entry.listing), trimMatched: true };
  }
  return { listings, trimMatched: false };
}

/** comparablesIn against a pool not yet prepared (the pool may hold the listing itself and other models). */
export function comparablesFor(subject: DealSubject, pool: readonly DealSubject[]): Comparables {
  return comparablesIn(subject, preparePool(pool));
}

export type DealRating =
  | {
      status: 'rated';
      band: DealBand;
      price: number;
      expected: number;
      /** (price − expected) / expected: −0.08 is 8% below. */
      difference: number;
      comparables: number;
      trimMatched: boolean;
      perMile: number;
      perYear: number;
      /** The oldest and newest model years among the comparables used. */
      yearFrom: number;
      yearTo: number;
    }
  | {
      status: 'unrated';
      /** no-price: nothing to rate; no-miles: mileage unknown; too-few: under MIN_COMPARABLES; unavailable: comparables could not be fetched. */
      reason: 'no-price' | 'no-miles' | 'too-few' | 'unavailable';
      comparables: number;
    };

/** Rates a listing against a pool of listings (the pool may hold the listing itself and other models). */
export function rateDeal(subject: DealSubject, pool: readonly DealSubject[]): DealRating {
  return rateAgainst(subject, preparePool(pool));
}

/** rateDeal against a prepared pool: the way to rate many listings against one pool. */
export function rateAgainst(subject: DealSubject, pool: PreparedPool): DealRating {
  const { listings, trimMatched } = comparablesIn(subject, pool);
  if (subject.price === null || !(subject.price > 0))
    return { status: 'unrated', reason: 'no-price', comparables: listings.length };
  if (subject.miles === null || !Number.isFinite(subject.miles))
    return { status: 'unrated', reason: 'no-miles', comparables: listings.length };
  if (listings.length < MIN_COMPARABLES) return { status: 'unrated', reason: 'too-few', comparables: listings.length };
  const fit = fitPrices(listings);
  const expected = fit ? expectedPrice(fit, subject.miles, subject.year) : 0;
  // A fit that extrapolates below zero (an extreme mileage) says nothing useful.
  if (!fit || !(expected > 0)) return { status: 'unrated', reason: 'too-few', comparables: listings.length };
  const difference = (subject.price - expected) / expected;
  return {
    status: 'rated',
    band: bandOf(difference),
    price: subject.price,
    expected,
    difference,
    comparables: listings.length,
    trimMatched,
    perMile: fit.perMile,
    perYear: fit.perYear,
    // Folded, not spread into Math.min/max: a long list of comparables would overflow the
    // arguments a call may take and throw a RangeError (issue 37 item 8).
    yearFrom: listings.reduce((low, listing) => Math.min(low, listing.year), Infinity),
    yearTo: listings.reduce((high, listing) => Math.max(high, listing.year), -Infinity),
  };
}

import { preparePool, rateAgainst, type DealRating } from '../domain/deal-rating';
import { comparables, DEFAULT_RADIUS_MILES, type MarketSubject } from './comparables';
import { dealersGrouped, type DealerGroup } from './dealers-grouped';
import { marketDaysSupply, medianDaysOnMarket } from './market-days';
import type { MarketListing } from './market-types';
import { mileageAdjustedRank, type MileageAdjustedRank } from './mileage-adjusted-rank';
import { priceRank, type Rank } from './price-rank';
import { priceSpread, type PriceSpread } from './price-spread';

/** A VIN's local market as read from VinDesk's own sightings. */
export interface MarketView {
  vin: string;
  radiusMiles: number;
  /** Comparables found (active and gone). */
  comparables: number;
  active: number;
  sameTrim: boolean;
  priceRank: Rank | null;
  mileageAdjustedRank: MileageAdjustedRank | null;
  /** Of the active comparables: what is asked now. */
  spread: PriceSpread | null;
  medianDaysOnMarket: number | null;
  marketDaysSupply: number | null;
  /** Of the active comparables. */
  dealers: DealerGroup[];
  /**
   * The deal rating (shared/domain/deal-rating.ts) worked against the same active comparables
   * as the ranks above, so the VIN page's rating and its local market never disagree.
   */
  rating: DealRating;
}

/** Every figure of the market view; asking prices and ranks read the active comparables only. */
export function marketView(
  subject: MarketSubject,
  candidates: readonly MarketListing[],
  now: number,
  radiusMiles: number = DEFAULT_RADIUS_MILES,
): MarketView {
  const found = comparables(subject, candidates, radiusMiles);
  const active = found.listings.filter((listing) => listing.goneOn === null);
  return {
    vin: subject.vin,
    radiusMiles,
    comparables: found.listings.length,
    active: active.length,
    sameTrim: found.sameTrim,
    priceRank: priceRank(subject.price, active),
    mileageAdjustedRank: mileageAdjustedRank(subject, active),
    spread: priceSpread(active),
    medianDaysOnMarket: medianDaysOnMarket(found.listings, now),
    marketDaysSupply: marketDaysSupply(found.listings, now),
    dealers: dealersGrouped(active, now),
    rating: rateAgainst(subject, preparePool(active)),
  };
}

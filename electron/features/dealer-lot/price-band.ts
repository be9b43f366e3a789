import { mileageAdjustedRank } from '../../../shared/market/mileage-adjusted-rank';
import { median, priceSpread } from '../../../shared/market/price-spread';

export interface PriceBand {
  low: number;
  high: number;
}

/**
 * The suggested asking price: from the lower quarter (p25) to the median of the comparables'
 * asking prices (price-spread.ts, nearest rank), both moved to this car's miles by the market's
 * dollars per mile: the least-squares line of mileage-adjusted-rank.ts, applied to the difference
 * between this car's miles and the comparables' median miles. Without miles or without a line
 * (fewer than three comparables with both), the band is not moved. Whole dollars; null when no
 * comparable is priced.
 */
export function priceBand(
  car: { miles: number | null },
  comparables: readonly { price: number | null; miles: number | null }[],
): PriceBand | null {
  const spread = priceSpread(comparables);
  if (!spread) return null;
  let shift = 0;
  if (car.miles !== null) {
    // The line does not depend on the car's own price: any price gets the same slope back.
    const line = mileageAdjustedRank({ price: 0, miles: car.miles }, comparables);
    const middleMiles = median(comparables.flatMap((listing) => (listing.miles === null ? [] : [listing.miles])));
    if (line && middleMiles !== null) shift = line.slope * (car.miles - middleMiles);
  }
  return {
    low: Math.max(0, Math.round(spread.p25 + shift)),
    high: Math.max(0, Math.round(spread.median + shift)),
  };
}

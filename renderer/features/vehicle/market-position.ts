export type MarketPosition = 'below' | 'at' | 'above';

export function median(values: readonly number[]): number | null {
  const sorted = values.filter((value) => Number.isFinite(value) && value > 0).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Within 3% of the median counts as "at market": asking prices are rounded and negotiated. */
const AT_MARKET_BAND = 0.03;

export function marketPosition(price: number, marketMedian: number): MarketPosition {
  if (price < marketMedian * (1 - AT_MARKET_BAND)) return 'below';
  if (price > marketMedian * (1 + AT_MARKET_BAND)) return 'above';
  return 'at';
}

/**
 * Fewer priced comparables than this and the page gives their median without placing the
 * price: one or two other asking prices say little about a market (the deal rating asks 8).
 */
export const MIN_PRICED_COMPARABLES = 3;

export interface PlaceInMarket {
  /** The median of the comparables' asking prices; null when none is priced. */
  median: number | null;
  /** How many comparables have an asking price (unpriced ones say nothing of the market). */
  priced: number;
  /** Where the price sits; null without a price or with too few priced comparables. */
  position: MarketPosition | null;
}

/** Where an asking price sits among the comparables' asking prices (null or 0: not priced). */
export function placeInMarket(
  price: number | null | undefined,
  comparablePrices: readonly (number | null | undefined)[],
): PlaceInMarket {
  const prices = comparablePrices.filter(
    (value): value is number => typeof value === 'number' && Number.isFinite(value) && value > 0,
  );
  const marketMedian = median(prices);
  const position =
    price && marketMedian !== null && prices.length >= MIN_PRICED_COMPARABLES
      ? marketPosition(price, marketMedian)
      : null;
  return { median: marketMedian, priced: prices.length, position };
}

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

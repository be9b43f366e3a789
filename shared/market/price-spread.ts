/** The spread of the comparables' asking prices. */
export interface PriceSpread {
  median: number;
  p25: number;
  p75: number;
  min: number;
  max: number;
  /** How many priced comparables. */
  n: number;
}

/** The middle value; the mean of the two middle ones when the count is even. null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * Nearest-rank percentile: the smallest value with at least p% of the values at or below it,
 * i.e. sorted[ceil(p/100 × n) − 1]. Always one of the asking prices, never a blend of two,
 * so a dealer can find the listing behind it.
 */
function nearestRank(sorted: readonly number[], percent: number): number {
  const index = Math.max(0, Math.ceil((percent / 100) * sorted.length) - 1);
  return sorted[index]!;
}

/** Median, quartiles (nearest rank), lowest and highest of the priced comparables; null when none is priced. */
export function priceSpread(comparables: readonly { price: number | null }[]): PriceSpread | null {
  const prices = comparables.flatMap((listing) => (listing.price === null ? [] : [listing.price]));
  if (prices.length === 0) return null;
  const sorted = prices.sort((a, b) => a - b);
  return {
    median: median(sorted)!,
    p25: nearestRank(sorted, 25),
    p75: nearestRank(sorted, 75),
    min: sorted[0]!,
    max: sorted[sorted.length - 1]!,
    n: sorted.length,
  };
}

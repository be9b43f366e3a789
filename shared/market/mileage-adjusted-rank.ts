import { rankAmong, type Rank } from './price-rank';

/** A line needs at least three points to say more than the two it passes through. */
const MIN_FOR_LINE = 3;

export interface MileageAdjustedRank extends Rank {
  /** Dollars the line moves per mile (usually negative: more miles, lower price). */
  slope: number;
  /** How many comparables the line was fitted to (those with both a price and miles). */
  n: number;
}

/**
 * The subject's price ranked among the comparables' prices moved to the subject's miles: a
 * least-squares line price ~ miles is fitted over the comparables with both, and each one's price
 * becomes price + slope × (subject miles − its miles). null when the subject lacks a price or
 * miles, fewer than MIN_FOR_LINE comparables have both, or they all have the same miles (no line).
 */
export function mileageAdjustedRank(
  subject: { price: number | null; miles: number | null },
  comparables: readonly { price: number | null; miles: number | null }[],
): MileageAdjustedRank | null {
  if (subject.price === null || subject.miles === null) return null;
  const points = comparables.flatMap((listing) =>
    listing.price === null || listing.miles === null ? [] : [{ x: listing.miles, y: listing.price }],
  );
  if (points.length < MIN_FOR_LINE) return null;
  const meanX = points.reduce((sum, point) => sum + point.x, 0) / points.length;
  const meanY = points.reduce((sum, point) => sum + point.y, 0) / points.length;
  let sxy = 0;
  let sxx = 0;
  for (const { x, y } of points) {
    sxy += (x - meanX) * (y - meanY);
    sxx += (x - meanX) ** 2;
  }
  if (sxx === 0) return null;
  const slope = sxy / sxx;
  const subjectMiles = subject.miles;
  const adjusted = points.map(({ x, y }) => y + slope * (subjectMiles - x));
  const rank = rankAmong(subject.price, adjusted)!;
  return { ...rank, slope, n: points.length };
}

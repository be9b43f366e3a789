import { formatCount } from '../../ui/format-money';

/**
 * How far a listing is from the searched ZIP, as a row says it; null when there is nothing
 * to measure from or to. A car closer than a mile reads "Under 1 mi away", never "0 mi away":
 * the distance is from the ZIP's centre to the dealer, so a dealer in that ZIP is rarely at 0.
 */
export function distanceWords(miles: number | null): string | null {
  if (miles === null || !Number.isFinite(miles) || miles < 0) return null;
  if (miles < 1) return 'Under 1 mi away';
  return `${formatCount(Math.round(miles))} mi away`;
}

import type { PriceDrop } from '../../../shared/ipc/market-channels';
import { formatDollars } from '../../ui/format-money';

export interface PriceDropWords {
  /** On the row, beside the price, after a decorative arrow: "$1,200 since Nov 2". */
  shown: string;
  /** What a screen reader says instead: "Price dropped $1,200 since Nov 2". */
  spoken: string;
}

/**
 * The drop as a buyer reads it on a listing site: how much less than on the day VinDesk first
 * saw the higher price. The year is named only when it is not this year's ("since Dec 30, 2025").
 * `timeZone` is the window's own unless a test fixes one.
 */
export function priceDropWords(drop: PriceDrop, now: number = Date.now(), timeZone?: string): PriceDropWords {
  const zone = timeZone === undefined ? {} : { timeZone };
  const yearOf = (at: number) => new Intl.DateTimeFormat('en-US', { year: 'numeric', ...zone }).format(at);
  const sameYear = yearOf(drop.since) === yearOf(now);
  const day = new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    ...(sameYear ? {} : { year: 'numeric' }),
    ...zone,
  }).format(drop.since);
  const words = `${formatDollars(drop.drop)} since ${day}`;
  return { shown: words, spoken: `Price dropped ${words}` };
}

// A VIN's price history in a dealer's words (issue #39). Every date here is one this computer
// saw, except the listed date, which the service gives when it can (docs/real-service.md row 16).
import type { PriceHistory } from '../../../shared/market/market-types';
import { formatDollars } from '../../ui/format-money';

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric' });

/** "Nov 2". */
export function dayWords(at: number): string {
  return shortDate.format(at);
}

/** "Listed 34 days"; "Listed today" on its first day. */
export function daysListedWords(history: Pick<PriceHistory, 'daysOnMarket'>): string {
  const days = history.daysOnMarket;
  if (days <= 0) return 'Listed today';
  return `Listed ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** Where the page's dates come from: the service's listed date, or only this computer's sightings. */
export function datesSourceWords(history: Pick<PriceHistory, 'daysFrom'>): string {
  return history.daysFrom === 'service'
    ? 'Listed date from the service; price changes seen by this computer'
    : 'Dates: seen by this computer';
}

export interface PriceChange {
  at: number;
  from: number;
  to: number;
}

/** Each change of the asking price, oldest first; a stretch without a price is skipped over, not a change. */
export function priceChanges(history: Pick<PriceHistory, 'points'>): PriceChange[] {
  const changes: PriceChange[] = [];
  let last: number | null = null;
  for (const point of history.points) {
    if (point.price === null) continue;
    if (last !== null && point.price !== last) changes.push({ at: point.at, from: last, to: point.price });
    last = point.price;
  }
  return changes;
}

/** "Nov 2: $24,500 → $23,300". */
export function changeWords(change: PriceChange): string {
  return `${dayWords(change.at)}: ${formatDollars(change.from)} → ${formatDollars(change.to)}`;
}

/** "No price changes seen yet — first seen Nov 28". */
export function noChangesWords(history: Pick<PriceHistory, 'firstSeen'>): string {
  return `No price changes seen yet — first seen ${dayWords(history.firstSeen)}`;
}

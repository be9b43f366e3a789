import { DAY_MS, daysOnMarket } from './days-on-market';
import type { MarketListing } from './market-types';
import { median } from './price-spread';

/** The window a supply estimate reads sales from: long enough to hold a few, short enough to be today's pace. */
export const SUPPLY_WINDOW_DAYS = 45;

/** The median of the comparables' days on market (active ones counted to now); null when none. */
export function medianDaysOnMarket(listings: readonly MarketListing[], now: number): number | null {
  return median(listings.map((listing) => daysOnMarket(listing, now).days));
}

/**
 * Market days' supply, an estimate: the active comparables divided by how many went a day over
 * the last SUPPLY_WINDOW_DAYS days (gone ones counted by their gone day). "Gone" is VinDesk's
 * own reading (not seen in a complete search), not a sale, so this is an estimate. null when
 * none went in the window: the pace is then unknown, not zero.
 */
export function marketDaysSupply(listings: readonly MarketListing[], now: number): number | null {
  const since = now - SUPPLY_WINDOW_DAYS * DAY_MS;
  const active = listings.filter((listing) => listing.goneOn === null).length;
  const gone = listings.filter((listing) => listing.goneOn !== null && listing.goneOn >= since).length;
  if (gone === 0) return null;
  return active / (gone / SUPPLY_WINDOW_DAYS);
}

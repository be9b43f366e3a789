import { daysOnMarket } from './days-on-market';
import type { MarketListing } from './market-types';
import { median } from './price-spread';

export interface DealerGroup {
  /** The dealer's name as listed. */
  dealer: string;
  count: number;
  /** null when none of its listings is priced. */
  medianPrice: number | null;
  medianDaysListed: number;
}

/** The comparables by dealer, most listings first (ties by name); listings with no dealer named are left out. */
export function dealersGrouped(listings: readonly MarketListing[], now: number): DealerGroup[] {
  const byDealer = new Map<string, MarketListing[]>();
  for (const listing of listings) {
    if (listing.dealer === null || listing.dealer.trim() === '') continue;
    const group = byDealer.get(listing.dealer) ?? [];
    group.push(listing);
    byDealer.set(listing.dealer, group);
  }
  return [...byDealer]
    .map(([dealer, group]) => ({
      dealer,
      count: group.length,
      medianPrice: median(group.flatMap((listing) => (listing.price === null ? [] : [listing.price]))),
      medianDaysListed: median(group.map((listing) => daysOnMarket(listing, now).days))!,
    }))
    .sort((a, b) => b.count - a.count || a.dealer.localeCompare(b.dealer));
}

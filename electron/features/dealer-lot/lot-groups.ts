import type { Listing } from '../../../shared/schemas/listing-schema';

/**
 * One listing per year, make and model: a market refresh (market-refresh.ts) fetches year ±1,
 * make and model near the car, which serves every listing of the group, so each group is
 * refreshed once.
 */
export function lotGroups(listings: readonly Listing[]): Listing[] {
  const first = new Map<string, Listing>();
  for (const listing of listings) {
    const { year, make, model } = listing.vehicle;
    const key = `${year}|${make.trim().toLowerCase()}|${model.trim().toLowerCase()}`;
    if (!first.has(key)) first.set(key, listing);
  }
  return [...first.values()];
}

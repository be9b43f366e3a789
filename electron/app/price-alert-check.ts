import type { AppAlert } from '../../shared/ipc/alert-channels';
import { dropMeetsRule, type PriceAlertRule } from '../../shared/market/alert-rules';
import type { MarketListing } from '../../shared/market/market-types';
import type { ListingsResult } from '../../shared/schemas/fetched';
import type { ListingsSearchInput } from '../../shared/schemas/listings-query-schema';
import type { DesktopNotification } from '../platform/desktop/desktop-ports';
import type { ListingPageOptions } from '../service/listing-endpoints';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

export interface PriceAlertCheckDeps {
  /** The listing as last seen: the market store's (electron/features/market/market-store.ts). */
  listing: (vin: string) => MarketListing | null;
  /** The client's listings search with activity "market"; its answer reaches the market store through the observer. */
  search: (input: ListingsSearchInput, signal: AbortSignal, options: ListingPageOptions) => Promise<ListingsResult>;
  /** Keeps the alert in the in-app list and tells the window. */
  raise: (alert: Omit<AppAlert, 'id'>) => void;
  notify: (notification: DesktopNotification) => void;
  now?: () => number;
}

/** "2021 Honda Accord" from the listing as seen; the VIN alone when it was never seen. */
export function vehicleWords(listing: Pick<MarketListing, 'year' | 'make' | 'model'> | null): string | null {
  return listing ? `${listing.year} ${listing.make} ${listing.model}` : null;
}

/**
 * A watched VIN's price check (issue #39 item 3): the price last seen, then the VIN's listing
 * asked afresh by a listings search on the VIN (so the drop is not hidden by a cached answer;
 * the observer records it as a sighting), then the price now. A drop that meets the rule is a
 * desktop notification and a line in the Alerts list. A VIN never seen before only sets the
 * baseline: there is no earlier price to have dropped from.
 */
export function createPriceAlertCheck(deps: PriceAlertCheckDeps) {
  return async (vin: string, rule: PriceAlertRule, signal: AbortSignal): Promise<void> => {
    const before = deps.listing(vin)?.price ?? null;
    await deps.search({ vin }, signal, { fresh: true });
    const listing = deps.listing(vin);
    const after = listing?.price ?? null;
    if (before === null || after === null || !dropMeetsRule(rule, before, after)) return;
    const vehicle = vehicleWords(listing);
    const title = `Price drop: ${vehicle ? `${vehicle} (${vin})` : vin}`;
    const body = `${dollars.format(before)} → ${dollars.format(after)}, down ${dollars.format(before - after)}`;
    deps.notify({ title, body });
    deps.raise({ at: (deps.now ?? Date.now)(), kind: 'price-drop', vin, title, body });
  };
}

import type { AppAlert } from '../../shared/ipc/alert-channels';
import { dropMeetsRule, newMatches, type SearchAlertHeld, type SearchAlertRule } from '../../shared/market/alert-rules';
import type { MarketListing } from '../../shared/market/market-types';
import type { ListingsResult } from '../../shared/schemas/fetched';
import type { ListingsSearchInput } from '../../shared/schemas/listings-query-schema';
import { searchInputOf, searchStateFromQuery } from '../../shared/search/search-query';
import type { DesktopNotification } from '../platform/desktop/desktop-ports';
import { spendStopOf } from '../features/watchlist/watchlist-held';
import type { ListingPageOptions } from '../service/listing-endpoints';
import { vehicleWords } from './price-alert-check';

/** Newest listings an alert check reads per search: one page, as the saved searches' "new" count reads. */
const ALERT_WINDOW = 100;
/** New listings named in one alert's words; the rest are counted. */
const NAMED_NEW = 3;

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** A saved search as the check needs it (electron/features/listing-tools/saved-search-store.ts). */
interface AlertedSearch {
  id: string;
  name: string;
  query: string;
  alert?: SearchAlertRule | undefined;
  alertVins?: string[] | null | undefined;
}

export interface SearchAlertCheckDeps {
  searches: () => Promise<readonly AlertedSearch[]>;
  /** Keeps the VINs a check returned, for the next check to compare with. */
  noteAlertCheck: (id: string, vins: readonly string[]) => Promise<void>;
  /** Keeps why a search's check was not made (the spend guard refused it), for its row to say. */
  noteAlertHeld: (id: string, held: SearchAlertHeld) => Promise<void>;
  listing: (vin: string) => MarketListing | null;
  /** The client's listings search with activity "market"; answers reach the market store through the observer. */
  search: (input: ListingsSearchInput, signal: AbortSignal, options: ListingPageOptions) => Promise<ListingsResult>;
  raise: (alert: Omit<AppAlert, 'id'>) => void;
  notify: (notification: DesktopNotification) => void;
  now?: () => number;
}

/** The one page a check asks: the search's own filters, newest listings first (so a new listing is on it). */
function alertInput(query: string): ListingsSearchInput {
  const input = {
    ...searchInputOf({ ...searchStateFromQuery(query), page: 1 }),
    limit: ALERT_WINDOW,
    sort: { field: 'createdAt' as const, direction: 'desc' as const },
  };
  delete input.includes;
  delete input.page;
  return input;
}

const named = (vin: string, listing: MarketListing | null) => {
  const vehicle = vehicleWords(listing);
  const price = listing?.price ? ` at ${dollars.format(listing.price)}` : '';
  return `${vehicle ? `${vehicle} (${vin})` : vin}${price}`;
};

/**
 * Saved searches' alerts (issue #39 item 3): each search with alerts is asked afresh, newest
 * first; listings not in its previous check's answer are a new-match alert, and a listing of
 * the previous answer whose price dropped by the rule is a price-drop alert. The first check of
 * a search is its baseline. `only` checks that one search alone (its row's "Check now").
 *
 * A check the spend guard refuses (a budget would be passed) stops the run, as it stops the
 * watchlist's round: that search and those after it are kept as not checked, with the budget's
 * figures, so each row can say why (issue #39 item 3). Any other failure is thrown.
 * Returns how many searches were asked (each one billed listings call).
 */
export function createSearchAlertCheck(deps: SearchAlertCheckDeps) {
  const now = deps.now ?? Date.now;
  const raise = (alert: Omit<AppAlert, 'id' | 'at'>) => {
    deps.notify({ title: alert.title, body: alert.body });
    deps.raise({ ...alert, at: now() });
  };
  return async (signal: AbortSignal, only?: string): Promise<number> => {
    let asked = 0;
    const alerted = (await deps.searches()).filter((saved) => saved.alert && (only === undefined || saved.id === only));
    for (const [index, saved] of alerted.entries()) {
      if (!saved.alert) continue;
      const previous = saved.alertVins ?? null;
      const before = new Map((previous ?? []).map((vin) => [vin, deps.listing(vin)?.price ?? null]));
      let page: ListingsResult;
      try {
        page = await deps.search(alertInput(saved.query), signal, { fresh: true });
      } catch (error) {
        const stop = spendStopOf(error);
        if (!stop || signal.aborted) throw error;
        const budget = stop.spend?.budget;
        const held: SearchAlertHeld = { at: new Date(now()).toISOString(), ...(budget ? { budget } : {}) };
        for (const left of alerted.slice(index)) await deps.noteAlertHeld(left.id, held);
        return asked;
      }
      asked += 1;
      const vins = page.data.data.map((row) => row.vin);
      if (saved.alert.newMatches) {
        const added = newMatches(previous, vins);
        if (added.length > 0) {
          const more = added.length > NAMED_NEW ? `\nand ${added.length - NAMED_NEW} more` : '';
          raise({
            kind: 'new-match',
            vin: added[0]!,
            title: `New for “${saved.name}”: ${added.length === 1 ? '1 listing' : `${added.length} listings`}`,
            body:
              added
                .slice(0, NAMED_NEW)
                .map((vin) => named(vin, deps.listing(vin)))
                .join('\n') + more,
          });
        }
      }
      const rule = saved.alert.priceDrop;
      if (rule) {
        for (const vin of vins) {
          const from = before.get(vin) ?? null;
          const to = deps.listing(vin)?.price ?? null;
          if (from === null || to === null || !dropMeetsRule(rule, from, to)) continue;
          const vehicle = vehicleWords(deps.listing(vin));
          raise({
            kind: 'price-drop',
            vin,
            title: `Price drop in “${saved.name}”: ${vehicle ? `${vehicle} (${vin})` : vin}`,
            body: `${dollars.format(from)} → ${dollars.format(to)}, down ${dollars.format(from - to)}`,
          });
        }
      }
      await deps.noteAlertCheck(saved.id, vins);
    }
    return asked;
  };
}

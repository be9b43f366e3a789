import { z } from 'zod';
import { noInput } from './app-channels';
import { SAVED_SEARCH_NAME_MAX } from '../search/saved-search-rules';
import { channel } from './channel';
import { SearchAlertRuleSchema, type SearchAlertHeld, type SearchAlertRule } from '../market/alert-rules';
import type { SpendEstimate } from '../spend/spend-estimate';

/** A search as its hash query holds it (vehicle.make=Ford&…): the service's own parameter names. */
const SearchQuerySchema = z.string().max(4000);

export interface SavedSearch {
  id: string;
  name: string;
  query: string;
  createdAt: string;
  lastOpenedAt: string;
  /** Listings created since the search was last opened; "100+" shows as capped with `newCountCapped`. */
  newCount: number | null;
  newCountCapped?: boolean;
  /** Its alerts (a new match, a price drop), checked on the watchlist's schedule; absent: none. */
  alert?: SearchAlertRule;
  /** Its last alert check was refused by the spend guard (a budget), and none has answered since. */
  alertHeld?: SearchAlertHeld;
}

/** A saved search's alert state changed in main (a check answered, or the spend guard refused it). */
export interface SavedSearchAlertChange {
  id: string;
  alertHeld: SearchAlertHeld | null;
}

export interface ExportResult {
  saved: boolean;
  path?: string;
  rows?: number;
}

export const listingToolsChannels = {
  /**
   * What exporting `rows` listings will cost, before anything is asked: one billed search per
   * page at the plan's page size (docs/real-service.md row 26 bills every page).
   */
  'listings.exportEstimate': channel(
    z.strictObject({ rows: z.number().int().min(0).max(10_000_000) }),
  ).returns<SpendEstimate>(),
  'savedSearches.list': channel(noInput).returns<SavedSearch[]>(),
  'savedSearches.save': channel(
    z.strictObject({
      name: z
        .string()
        .trim()
        .min(1, 'Give the search a name')
        .max(SAVED_SEARCH_NAME_MAX, `A name has at most ${SAVED_SEARCH_NAME_MAX} characters`),
      query: SearchQuerySchema,
    }),
  ).returns<SavedSearch>(),
  /** Marks the search opened now, so its "new" count starts again from zero. */
  'savedSearches.open': channel(z.strictObject({ id: z.string().min(1).max(64) })).returns<SavedSearch>(),
  /** Sets (or clears, with null) a saved search's alerts. */
  'savedSearches.setAlert': channel(
    z.strictObject({ id: z.string().min(1).max(64), rule: SearchAlertRuleSchema.nullable() }),
  ).returns<SavedSearch>(),
  /**
   * Checks the search's alerts now (one listings search, billed under "market" like its scheduled
   * checks); answers the search with its alert state. Refused when the search has no alerts.
   */
  'savedSearches.checkNow': channel(z.strictObject({ id: z.string().min(1).max(64) })).returns<SavedSearch>(),
  'savedSearches.delete': channel(z.strictObject({ id: z.string().min(1).max(64) })).returns<{ deleted: boolean }>(),
  /**
   * Every listing of a search, all pages, as CSV where the user chooses. Progress comes
   * as 'export.progress' events carrying exportId; cancelling the call stops it.
   */
  'listings.exportCsv': channel(
    z.strictObject({ query: SearchQuerySchema, exportId: z.string().min(1).max(64) }),
  ).returns<ExportResult>(),
};

export interface ExportProgress {
  exportId: string;
  rows: number;
  /** From includes=total; null when the service did not say. */
  total: number | null;
}

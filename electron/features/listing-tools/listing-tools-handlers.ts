import type { listingToolsChannels, SavedSearch } from '../../../shared/ipc/listing-tools-channels';
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import { searchInputOf, searchStateFromQuery } from '../../../shared/search/search-query';
import type { EventHub } from '../../platform/events/event-hub';
import type { DesktopPorts } from '../../platform/desktop/desktop-ports';
import { openAtomicFile, type TempFileLog } from '../../platform/fs/atomic-write';
import type { Handler } from '../../platform/ipc/router';
import type { ServiceClient } from '../../service/create-service-client';
import { csvPiecesOf, EXPORT_FIELDS, type ExportRow } from './listings-csv';
import type { SavedSearchStore, StoredSearch } from './saved-search-store';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import type { EndpointId } from '../../../shared/service/endpoint-table';
import { LISTINGS_PAGE_CAP, type PlanSetting } from '../../../shared/plan/plan-access';

export type ListingToolsHandlers = { [K in keyof typeof listingToolsChannels]: Handler<K> };

/** Newest listings checked per saved search to count what is new; more shows as "100+". */
const NEW_COUNT_WINDOW = 100;
const EXPORT_PAGE_SIZE = 500;
/** A safety stop far above any real export: 100,000 listings is the whole sandbox. */
const EXPORT_MAX_PAGES = 1_000;

/**
 * The export's first page, asked with `select`, was refused as a request (400) or could not be
 * read as selected rows: a service that does not serve the selection. Anything else (no
 * connection, no plan, a cancel) would fail a whole-listing request just the same.
 */
function selectionNotServed(error: unknown): boolean {
  if (!(error instanceof AppErrorException)) return false;
  const { kind } = error.appError;
  return kind === 'invalid-input' || kind === 'bad-response';
}

/** The error a user sees when the file itself cannot be written (not when a page fails to load). */
function saveFailed(path: string, error: unknown): AppErrorException {
  return new AppErrorException(
    appError('internal', 'SAVE_FAILED', `The CSV could not be saved to ${path}.`, {
      suggestion: 'Choose a folder you can write to.',
      service: { message: error instanceof Error ? error.message : String(error) },
    }),
  );
}

interface Deps {
  /** Prices `calls` calls of an endpoint the cache cannot answer (the spend estimator's forCalls). */
  estimateCalls: (endpoint: EndpointId, calls: number) => Promise<SpendEstimate>;
  client: ServiceClient;
  store: SavedSearchStore;
  desktop: DesktopPorts;
  events: EventHub;
  /** Lists the export's temp file while it exists, so a start after a crash removes it (issue 37 item 7). */
  temps?: TempFileLog;
  /** A search's alerts changed: what the watchlist's checks cost changed with them. */
  onAlertsChanged?: () => void;
  /** Checks one search's alerts now, in turn with the scheduled checks (main's wiring: the watchlist's). */
  checkAlertNow?: (id: string) => Promise<void>;
}

/**
 * A saved search as the window may see it: `alertVins`, the VINs its last alert check returned,
 * stay in main, where the next check compares with them (search-alert-check.ts).
 */
function forWindow(search: StoredSearch, newCount: number | null): SavedSearch {
  const { alertVins: _vins, ...shown } = search;
  return { ...shown, newCount };
}

const searchNotFound = () =>
  new AppErrorException(appError('not-found', 'SEARCH_NOT_FOUND', 'That saved search no longer exists.'));

/**
 * Pages an export of `rows` listings takes: 500 a page, or the plan's cap below that (Growth
 * 100). With the plan not known yet, the smallest cap: the estimate errs high, never low.
 */
function exportPages(rows: number, plan: PlanSetting): number {
  const pageSize = Math.min(EXPORT_PAGE_SIZE, plan === 'unknown' ? LISTINGS_PAGE_CAP.free : LISTINGS_PAGE_CAP[plan]);
  return Math.max(1, Math.ceil(rows / pageSize));
}

export function createListingToolsHandlers({
  client,
  store,
  desktop,
  events,
  estimateCalls,
  temps,
  onAlertsChanged,
  checkAlertNow,
}: Deps): ListingToolsHandlers {
  async function withNewCount(search: StoredSearch, signal: AbortSignal): Promise<SavedSearch> {
    try {
      const state = searchStateFromQuery(search.query);
      const input = {
        ...searchInputOf({ ...state, page: 1 }),
        limit: NEW_COUNT_WINDOW,
        sort: { field: 'createdAt' as const, direction: 'desc' as const },
      };
      delete input.includes;
      delete input.page;
      const page = await client.searchListings(input, signal);
      const since = Date.parse(search.lastOpenedAt);
      const fresh = page.data.data.filter((listing) => Date.parse(listing.createdAt ?? '') > since).length;
      return {
        ...forWindow(search, fresh),
        ...(fresh >= page.data.data.length && page.data.next ? { newCountCapped: true } : {}),
      };
    } catch {
      // The list still opens offline; the count is simply unknown.
      return forWindow(search, null);
    }
  }

  return {
    'savedSearches.list': async (_input, { signal }) =>
      Promise.all((await store.list()).map((search) => withNewCount(search, signal))),
    'savedSearches.save': async ({ name, query }) => forWindow(await store.save(name, query), 0),
    'savedSearches.open': async ({ id }) => {
      const opened = await store.open(id);
      if (!opened) throw searchNotFound();
      return forWindow(opened, 0);
    },
    'savedSearches.setAlert': async ({ id, rule }) => {
      const changed = await store.setAlert(id, rule);
      if (!changed) throw searchNotFound();
      onAlertsChanged?.();
      return forWindow(changed, null);
    },
    'savedSearches.checkNow': async ({ id }) => {
      const search = (await store.list()).find((saved) => saved.id === id);
      if (!search) throw searchNotFound();
      if (!search.alert || !checkAlertNow) {
        throw new AppErrorException(
          appError('invalid-input', 'SEARCH_HAS_NO_ALERTS', 'This saved search has no alerts to check.', {
            suggestion: 'Choose its alerts and save them first.',
          }),
        );
      }
      await checkAlertNow(id);
      const checked = (await store.list()).find((saved) => saved.id === id);
      if (!checked) throw searchNotFound();
      // The "new" count is not asked again here: the window keeps the one it has.
      return forWindow(checked, null);
    },
    'savedSearches.delete': async ({ id }) => ({ deleted: await store.remove(id) }),

    'listings.exportEstimate': async ({ rows }) =>
      estimateCalls('listings.select', exportPages(rows, (await client.planAccess()).plan)),

    'listings.exportCsv': async ({ query, exportId }, { signal }) => {
      const path = await desktop.chooseSavePath({
        suggestedName: 'VinDesk listings.csv',
        filter: { name: 'CSV spreadsheet', extensions: ['csv'] },
      });
      if (!path) return { saved: false };
      const state = searchStateFromQuery(query);
      const input = { ...searchInputOf({ ...state, page: 1 }), limit: EXPORT_PAGE_SIZE, includes: ['total' as const] };
      delete input.page;
      let rows = 0;
      // Pages are turned into CSV and written as they arrive, a slice at a time: main never holds
      // 100,000 listings or one huge string, and never formats them in one long turn.
      // One-off pages: not cached, checked in slices that let main's event loop turn.
      const oneOff = { oneOff: true } as const;
      async function* pages(): AsyncGenerator<readonly ExportRow[]> {
        let page: { data: { data: readonly ExportRow[]; next: string | null; total?: number } };
        let selected = true;
        try {
          // Only the fields the columns are made from (listings-csv.ts).
          page = await client.selectListings({ ...input, select: [...EXPORT_FIELDS] }, signal, oneOff);
        } catch (error) {
          if (!selectionNotServed(error)) throw error;
          // A service that refuses the selection, or answers it with whole listings (which a
          // selected page cannot hold), is asked for whole listings: slower, the same file.
          selected = false;
          page = await client.searchListings(input, signal, oneOff);
        }
        const total = page.data.total ?? null;
        for (let count = 1; ; count++) {
          rows += page.data.data.length;
          events.emit('export.progress', { exportId, rows, total });
          yield page.data.data;
          if (!page.data.next || page.data.data.length === 0 || count >= EXPORT_MAX_PAGES) return;
          // The cursor is followed exactly as the service issued it (it keeps the selection).
          page = selected
            ? await client.nextSelectedListings(page.data.next, signal, oneOff)
            : await client.nextListings(page.data.next, signal, oneOff);
        }
      }
      const file = await openAtomicFile(path, temps ? { temps } : {}).catch((error: unknown) => {
        throw saveFailed(path, error);
      });
      try {
        for await (const piece of csvPiecesOf(pages())) {
          await file.write(piece).catch((error: unknown) => {
            throw saveFailed(path, error);
          });
        }
        await file.commit().catch((error: unknown) => {
          throw saveFailed(path, error);
        });
      } catch (error) {
        // A failed page, a cancel or a failed write leaves any earlier file at the path untouched.
        await file.discard();
        throw error;
      }
      return { saved: true, path, rows };
    },
  };
}

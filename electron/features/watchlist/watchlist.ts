import { join } from 'node:path';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import type {
  WatchedVin,
  WatchlistAddEstimate,
  WatchlistCost,
  WatchlistDelta,
  WatchlistEndpoint,
} from '../../../shared/ipc/watchlist-channels';
import type { PlanSetting } from '../../../shared/plan/plan-access';
import type { PriceAlertRule } from '../../../shared/market/alert-rules';
import { RECALL_LEVELS } from '../../../shared/recalls/recall-severity';
import type { EndpointId } from '../../../shared/service/endpoint-table';
import type { WatchlistSchedule } from '../../../shared/settings/spend-settings-schema';
import { priceOf, type NegotiatedPrices } from '../../../shared/spend/spend-price';
import type { DesktopNotification } from '../../platform/desktop/desktop-ports';
import type { AppDatabase } from '../../platform/database/app-database';
import type { ServiceClient } from '../../service/create-service-client';
import { recallChanges } from './recall-changes';
import { checkRecalls, newOnRecord, watchlistEndpointFor } from './watchlist-check';
import { watchlistCost } from './watchlist-cost';
import { heldWords, spendStopOf } from './watchlist-held';
import { markImported, readLegacyWatchlist } from './legacy-watchlist-file';
import { DEMO_SOURCE, sameSource, sourcePauseWords, type WatchlistSource } from './watchlist-source';
import { databaseStore, memoryStore, type WatchlistStore, type WatchRow } from './watchlist-store';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How long after its last check a VIN is due again, by schedule; 'on-demand' never by the timer. */
const DUE_AFTER_MS: Readonly<Record<WatchlistSchedule, number>> = {
  daily: DAY_MS,
  weekly: 7 * DAY_MS,
  'on-demand': Number.POSITIVE_INFINITY,
};
/** The endpoint id the client and the estimator know each check by. */
const ENDPOINT_IDS: Readonly<Record<WatchlistEndpoint, EndpointId>> = {
  openrecalls: 'vehicle.openRecalls',
  recalls: 'vehicle.recalls',
};
/** How often the re-check looks for entries that are due. */
const TICK_MS = 60 * 60 * 1000;

/** Answers are written to the database this many at a time, in one transaction (issue 37 item 4). */
const WRITE_BATCH = 100;
/** …or once this long has passed since the last write, whichever comes first, so little is lost to a crash. */
const WRITE_EVERY_MS = 1_000;

const UNSAVED_WORDS =
  'VinDesk could not open its records on this computer, so your watchlist will not be saved: ' +
  'the vehicles you watch now are forgotten when VinDesk closes.';

/** What a check came to besides an answer: the app is closing, or the service in force changed under it. */
type CheckEnd = 'aborted' | 'source-changed' | ReturnType<typeof spendStopOf>;

export interface WatchlistDeps {
  /** Where the old watchlist.json is looked for, to be imported once. */
  userDataDir: string;
  /** The app database (spend-setup.ts); null when it could not be opened: the list then lasts this session only. */
  database: AppDatabase | null;
  client: ServiceClient;
  notify: (notification: DesktopNotification) => void;
  /** What changed, as a delta: never the whole list (see WatchlistDelta). */
  onChange: (delta: WatchlistDelta) => void;
  /** How often to re-check (Settings); daily when not given. */
  schedule?: () => WatchlistSchedule;
  /** The prices the dealer negotiated (Settings); row 26's list prices otherwise. */
  negotiated?: () => NegotiatedPrices;
  /** The demo sandbox bills nothing. */
  demo?: () => boolean;
  /**
   * Where checks go now: the demo sandbox or the live service's origin (main-context.ts). When
   * not given: the demo sandbox when demo() says so, else one live service.
   */
  source?: () => WatchlistSource;
  /**
   * A watched VIN's price check (issue #39 item 3): main's wiring fetches the VIN's listing afresh
   * (activity "market") and raises an alert when the drop since the price last seen meets `rule`.
   * Run after the VIN's recall check, on the same schedule; without it, price alerts are kept but never checked.
   */
  priceCheck?: (vin: string, rule: PriceAlertRule, signal: AbortSignal) => Promise<void>;
  /**
   * Saved searches' alert checks (issue #39 item 3), run on the same schedule: after every
   * "Check now", and on the timer once the schedule's interval has passed since the last run.
   * With `only`, that one search alone (its row's "Check now", checkSearchNow).
   */
  searchCheck?: (signal: AbortSignal, only?: string) => Promise<unknown>;
  /** How many saved searches have alerts: each adds one listings search to a round's cost. */
  searchAlerts?: () => Promise<number>;
  /** What checking these VINs once would cost, less what is cached (main's spend estimator). */
  estimate?: (endpoint: EndpointId, vins: readonly string[]) => Promise<SpendEstimate>;
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => { unref?: () => void };
  clearInterval?: (handle: unknown) => void;
}

/**
 * VINs to keep an eye on: re-checked daily, weekly or only when asked (Settings), while the
 * app runs. A new open recall, or a change of a recall's status, raises a desktop notification.
 * Every check is billed (docs/real-service.md row 26), so a check main refuses for the budget
 * pauses the round: those VINs stay due, and the next tick or a budget change carries on.
 *
 * One row per VIN in vindesk.sqlite, answers written in batches, and the window told of each
 * change as a delta: a check costs the same at 5,000 VINs as at 5 (issue 37 item 4). Statuses
 * are kept with where they came from, and never checked against another source (item 5).
 */
export class Watchlist {
  readonly #legacyPath: string;
  #store: WatchlistStore = memoryStore;
  /** Every row by VIN, and the VINs newest-added first (the order the window shows). */
  #rows = new Map<string, WatchRow>();
  #order: string[] = [];
  /** Answers not written yet, by VIN; written WRITE_BATCH at a time, at the end of a round, and on close. */
  #pending = new Map<string, WatchRow>();
  #lastWrite = 0;
  #queue: Promise<unknown> = Promise.resolve();
  #timer: unknown = null;
  readonly #closing = new AbortController();
  #damagedNotice: string | null = null;
  #unsavedNotice: string | null = null;
  /** VINs a budget (or a change of service) stopped the checks of, to be checked first when checks resume. */
  #heldVins = new Set<string>();
  #held: string | null = null;
  /** Why checks are paused while the statuses came from a service not in force now; null otherwise. */
  #sourcePause: string | null = null;
  #seq = 0;
  /** When saved searches' alerts were last checked (0: not yet this run, so the first tick checks them). */
  #searchesCheckedAt = 0;

  constructor(private readonly deps: WatchlistDeps) {
    this.#legacyPath = join(deps.userDataDir, 'watchlist.json');
  }

  /** The old file, imported once and then renamed to watchlist.json.imported. */
  get path(): string {
    return this.#legacyPath;
  }

  /** Plain words for the user when the old file was damaged and moved aside on load; null otherwise. */
  get damagedNotice(): string | null {
    return this.#damagedNotice;
  }

  /** Plain words for the user when the list cannot be saved (no database); null otherwise. */
  get unsavedNotice(): string | null {
    return this.#unsavedNotice;
  }

  async load(): Promise<void> {
    let rows: WatchRow[] = [];
    if (this.deps.database) {
      try {
        const store = databaseStore(this.deps.database.connection);
        rows = store.load();
        this.#store = store;
      } catch {
        rows = [];
      }
    }
    if (this.#store === memoryStore) this.#unsavedNotice = UNSAVED_WORDS;
    const legacy = await readLegacyWatchlist(this.#legacyPath, () => this.#now());
    if (legacy.movedTo) {
      this.#damagedNotice = `Your watchlist file was damaged. VinDesk kept it as ${legacy.movedTo} and started a new watchlist.`;
    }
    if (legacy.found) {
      const known = new Set(rows.map((row) => row.entry.vin));
      // The old file did not say where its statuses came from: their next check is a new baseline.
      const imported = legacy.entries
        .filter((entry) => !known.has(entry.vin))
        .map((entry) => ({ entry, source: null }));
      if (this.#store === memoryStore) {
        // Nothing can be saved: the file stays as it is for the next launch.
        rows = [...imported, ...rows];
      } else {
        try {
          this.#store.add(imported);
          rows = this.#store.load();
          // Renamed only once its entries are in: a launch cut short before this imports it again (a VIN kept is skipped).
          await markImported(this.#legacyPath);
        } catch {
          // The database would not take them (a full disk): watched from memory this session, the file kept for the next.
          const kept = new Set(rows.map((row) => row.entry.vin));
          rows = [...imported.filter((row) => !kept.has(row.entry.vin)), ...rows];
        }
      }
    }
    for (const row of rows) this.#rows.set(row.entry.vin, row);
    this.#order = rows.map((row) => row.entry.vin);
    const schedule = this.deps.setInterval ?? ((callback: () => void, ms: number) => setInterval(callback, ms));
    const handle = schedule(() => void this.checkDue(), TICK_MS);
    handle.unref?.();
    this.#timer = handle;
  }

  /** The whole list, newest-added first: the window's first read; changes follow as deltas. */
  list(): WatchedVin[] {
    return this.#order.map((vin) => this.#rows.get(vin)!.entry);
  }

  add(vins: readonly string[]): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      const at = new Date(this.#now()).toISOString();
      const added = [...new Set(vins)].filter((vin) => !this.#rows.has(vin));
      const rows: WatchRow[] = added.map((vin) => ({
        entry: { vin, addedAt: at, lastCheckedAt: null, openRecalls: {}, parkIt: false, parkOutside: false },
        source: null,
      }));
      this.#store.add(rows);
      for (const row of rows) this.#rows.set(row.entry.vin, row);
      this.#order = [...added, ...this.#order];
      this.#emit(
        rows.map((row) => row.entry),
        [],
        true,
      );
      // The first check sets the baseline: what is open now is not news.
      await this.#round(added);
      return this.list();
    });
  }

  remove(vin: string): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      if (this.#rows.delete(vin)) {
        this.#pending.delete(vin);
        this.#heldVins.delete(vin);
        this.#store.remove(vin);
        this.#order = this.#order.filter((watched) => watched !== vin);
        this.#emit([], [vin], true);
      }
      return this.list();
    });
  }

  /** Sets (or clears, with null) a VIN's price alert; its next check asks its price. */
  setPriceAlert(vin: string, rule: PriceAlertRule | null): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      const row = this.#rows.get(vin);
      if (row) {
        this.#store.setPriceAlert(vin, rule);
        const entry: WatchedVin = { ...row.entry };
        if (rule === null) delete entry.priceAlert;
        else entry.priceAlert = rule;
        const next = { ...row, entry };
        this.#rows.set(vin, next);
        // An answer waiting to be written carries the entry too: it must not put the old rule back in memory.
        if (this.#pending.has(vin)) this.#pending.set(vin, next);
        this.#emit([entry], [], true);
      }
      return this.list();
    });
  }

  checkNow(): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      await this.#round(this.#order);
      await this.#checkSearches();
      return this.list();
    });
  }

  /**
   * One saved search's alerts checked now (its row's "Check now"), in turn with the watchlist's
   * own checks so the two never compare against a half-written answer. A failure reaches the
   * window; a refusal by the spend guard does not fail it: the search keeps it for its row to say.
   */
  checkSearchNow(id: string): Promise<void> {
    return this.#serial(async () => {
      if (!this.deps.searchCheck || this.#closing.signal.aborted) return;
      await this.deps.searchCheck(this.#closing.signal, id);
    });
  }

  /**
   * The timer's work: first the VINs a budget stopped, then those the schedule makes due (a
   * day or a week after their last check; none when checks run only when asked).
   */
  checkDue(): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      const after = DUE_AFTER_MS[this.deps.schedule?.() ?? 'daily'];
      const due =
        after === Number.POSITIVE_INFINITY
          ? []
          : this.#order.filter((vin) => {
              const checked = this.#rows.get(vin)!.entry.lastCheckedAt;
              return !checked || this.#now() - Date.parse(checked) >= after;
            });
      const held = this.#order.filter((vin) => this.#heldVins.has(vin));
      await this.#round([...new Set([...held, ...due])]);
      if (this.#now() - this.#searchesCheckedAt >= after) await this.#checkSearches();
      return this.list();
    });
  }

  /** A budget, the day or the address changed: checks a budget stopped carry on (main calls it on 'settings.changed'). */
  async budgetMayAllow(): Promise<void> {
    if (this.#heldVins.size > 0 || this.#sourcePause !== null) await this.checkDue();
  }

  /**
   * The app's mode may have changed (main calls it on 'app.changed'): checks paused because the
   * statuses came from another service carry on if that service is back. Nothing else is asked,
   * so the many 'app.changed' events cost nothing while no such pause is on.
   */
  async serviceMayAllow(): Promise<void> {
    if (this.#sourcePause !== null) await this.checkDue();
  }

  /** What the watchlist costs at its size and schedule, and why checks are paused if they are. */
  async cost(extraVins = 0): Promise<WatchlistCost> {
    const plan = await this.#plan();
    const endpoint = watchlistEndpointFor(plan);
    const negotiated = this.deps.negotiated?.() ?? {};
    const priceAlertVins = this.deps.priceCheck ? this.list().filter((entry) => entry.priceAlert).length : 0;
    const searchAlerts = (await this.deps.searchAlerts?.()) ?? 0;
    return watchlistCost({
      vins: this.#rows.size + extraVins,
      priceAlertVins,
      searchAlerts,
      // A price check is one listings search by VIN (priced as row 26's listings search).
      priceCheckMicros: priceOf('listings', plan, negotiated).priceMicros,
      schedule: this.deps.schedule?.() ?? 'daily',
      endpoint,
      plan,
      demo: this.deps.demo?.() ?? false,
      perCheckMicros: priceOf(endpoint, plan, negotiated).priceMicros,
      held: this.#sourcePause ?? this.#held,
    });
  }

  /** What adding `vins` costs: their first check at once (less VINs watched and answers cached), and after. */
  async estimateAdd(vins: readonly string[]): Promise<WatchlistAddEstimate> {
    const added = [...new Set(vins)].filter((vin) => !this.#rows.has(vin));
    const after = await this.cost(added.length);
    if (!this.deps.estimate) throw new Error('The watchlist was given no spend estimator.');
    const firstCheck = await this.deps.estimate(ENDPOINT_IDS[after.endpoint], added);
    return { newVins: added.length, firstCheck, after };
  }

  /** A saved search's alerts changed (main's wiring calls it): the window reads the cost again. */
  costChanged(): void {
    this.#emit([], [], true);
  }

  /** Resolves once the work asked so far (a timer tick's round, say) is done. */
  idle(): Promise<unknown> {
    return this.#queue;
  }

  /**
   * Quitting: stops the timer, drops the checks in flight (their requests are aborted, not
   * waited for), writes the answers that came back, and returns. The VINs not answered stay due.
   */
  async close(): Promise<void> {
    if (this.#timer !== null)
      (this.deps.clearInterval ?? ((handle: unknown) => clearInterval(handle as NodeJS.Timeout)))(this.#timer);
    this.#timer = null;
    this.#closing.abort();
    await this.#queue;
    this.#write();
  }

  /**
   * Checks `vins` in order with the endpoint the plan includes. A check main refuses for the
   * budget stops the round: that VIN and the rest stay unchecked (not failed) and are held
   * for the next tick; the card says why. So does a list whose statuses came from a service
   * other than the one in force: nothing is checked, and nothing notified.
   */
  async #round(vins: readonly string[]): Promise<void> {
    if (vins.length === 0 || this.#closing.signal.aborted) return;
    const source = this.#source();
    if (this.#pausedFor(source, vins)) return;
    const endpoint = watchlistEndpointFor(await this.#plan());
    try {
      for (const [index, vin] of vins.entries()) {
        let end = await this.#check(vin, endpoint, source);
        if (end === null) end = await this.#checkPrice(vin);
        if (end === 'aborted') return;
        if (end === 'source-changed') {
          this.#pausedFor(this.#source(), vins.slice(index));
          return;
        }
        if (end) {
          for (const left of vins.slice(index)) this.#heldVins.add(left);
          this.#held = heldWords(end, this.#heldVins.size);
          this.#emit([], [], true);
          return;
        }
        this.#heldVins.delete(vin);
      }
    } finally {
      this.#write();
    }
    if (this.#heldVins.size === 0 && this.#held !== null) {
      this.#held = null;
      this.#emit([], [], true);
    }
  }

  /**
   * Whether the list holds statuses from a live service other than the one in force (a demo
   * fallback after a locked keychain, or another address): then `vins` are held, unchecked,
   * and the card says why. Demo statuses are not real, so a live service replaces them (as a
   * new baseline, without notifications); real ones are never checked against demo data.
   */
  #pausedFor(current: WatchlistSource, vins: readonly string[]): boolean {
    let foreign: WatchlistSource | null = null;
    for (const { source } of this.#rows.values()) {
      if (source?.mode === 'live' && !sameSource(source, current)) {
        foreign = source;
        break;
      }
    }
    const words = foreign ? sourcePauseWords(foreign, current) : null;
    if (words !== this.#sourcePause) {
      this.#sourcePause = words;
      this.#emit([], [], true);
    }
    if (!foreign) return false;
    for (const vin of vins) this.#heldVins.add(vin);
    return true;
  }

  /** The plan main knows; a plan it cannot tell yet is 'unknown' (checked with recalls). */
  async #plan(): Promise<PlanSetting> {
    try {
      return (await this.deps.client.planAccess()).plan;
    } catch {
      return 'unknown';
    }
  }

  /** One VIN's check; says why it ended when it wrote nothing (a refusal to spend, quitting, another service). */
  async #check(vin: string, endpoint: WatchlistEndpoint, source: WatchlistSource): Promise<CheckEnd> {
    const row = this.#rows.get(vin);
    if (!row) return null;
    const before = row.entry;
    let next: WatchRow;
    try {
      const { worst, ...finding } = await checkRecalls(this.deps.client, vin, endpoint, this.#closing.signal);
      // The key cleared or the address changed while the answer was on its way: it is not known
      // to be from the source the statuses are, so it is neither kept nor announced.
      if (!sameSource(this.#source(), source)) return 'source-changed';
      const entry: WatchedVin = { ...before, ...finding, lastCheckedAt: new Date(this.#now()).toISOString() };
      delete entry.problem;
      if (finding.onRecord === undefined) delete entry.onRecord;
      // A change of endpoint (the plan changed) or of source is a new baseline, not news.
      const sameEndpoint = (before.checkedWith ?? 'openrecalls') === finding.checkedWith;
      const sameOrigin = row.source !== null && sameSource(row.source, source);
      const changes =
        sameEndpoint && sameOrigin
          ? [...recallChanges(before.openRecalls, finding.openRecalls), ...newOnRecord(before, finding)]
          : [];
      if (before.lastCheckedAt !== null && changes.length > 0) {
        const urgent = worst === 'park-it' || worst === 'park-outside' ? ` — ${RECALL_LEVELS[worst].alert}` : '';
        this.deps.notify({ title: `Recall update for ${vin}${urgent}`, body: changes.join('\n') });
      }
      next = { entry, source };
    } catch (error) {
      if (this.#closing.signal.aborted) return 'aborted';
      const stop = spendStopOf(error);
      if (stop) return stop;
      next = {
        entry: { ...before, problem: error instanceof Error ? error.message : String(error) },
        source: row.source,
      };
    }
    this.#rows.set(vin, next);
    this.#pending.set(vin, next);
    if (this.#pending.size >= WRITE_BATCH || this.#now() - this.#lastWrite >= WRITE_EVERY_MS) this.#write();
    this.#emit([next.entry], [], false);
    return null;
  }

  /**
   * The VIN's price check when it has a price alert. A check the budget refuses stops the round
   * as a recall check's would; any other failure is let go (the listing may be gone): the recall
   * status is what the row shows, and the next check asks again.
   */
  async #checkPrice(vin: string): Promise<CheckEnd> {
    const rule = this.#rows.get(vin)?.entry.priceAlert;
    if (!rule || !this.deps.priceCheck) return null;
    try {
      await this.deps.priceCheck(vin, rule, this.#closing.signal);
      return null;
    } catch (error) {
      if (this.#closing.signal.aborted) return 'aborted';
      return spendStopOf(error);
    }
  }

  /**
   * Saved searches' alert checks; a failure (offline) is let go: the next run asks again. A
   * refusal by the spend guard is kept on the searches it stopped (search-alert-check.ts).
   */
  async #checkSearches(): Promise<void> {
    if (!this.deps.searchCheck || this.#closing.signal.aborted) return;
    this.#searchesCheckedAt = this.#now();
    try {
      await this.deps.searchCheck(this.#closing.signal);
    } catch {
      // Nothing is lost: the searches keep their previous answers, and the next check compares with them.
    }
  }

  /** Writes the answers not written yet, in one transaction; kept for the next try if the write fails. */
  #write(): void {
    this.#lastWrite = this.#now();
    if (this.#pending.size === 0) return;
    try {
      this.#store.write([...this.#pending.values()]);
      this.#pending.clear();
    } catch {
      // The database refused (a full disk, say): the answers stay in memory and are tried again.
    }
  }

  #emit(changed: WatchedVin[], removed: string[], costChanged: boolean): void {
    this.#seq += 1;
    this.deps.onChange({ seq: this.#seq, changed, removed, costChanged });
  }

  #source(): WatchlistSource {
    if (this.deps.source) return this.deps.source();
    return this.deps.demo?.() ? DEMO_SOURCE : { mode: 'live', origin: 'live' };
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #now(): number {
    return (this.deps.now ?? Date.now)();
  }
}

import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import type {
  SweepDelta,
  SweepEstimate,
  SweepPause,
  SweepResult,
  SweepService,
  SweepStatus,
} from '../../../shared/ipc/sweep-channels';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import type { EndpointId } from '../../../shared/service/endpoint-table';
import { parseVinList, type RefusedVin, type VinList } from '../../../shared/lot/vin-list';
import { sortSweepResults, summarize } from '../../../shared/lot/sweep-order';
import { summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import { planTier, type PlanSetting } from '../../../shared/plan/plan-access';
import { PLAN_RATE_LIMITS } from '../../../shared/plan/plan-access';
import { AppErrorException, appError, type AppError } from '../../../shared/ipc/app-error';
import { writeFileAtomic, type TempFileLog } from '../../platform/fs/atomic-write';
import type { AppDatabase } from '../../platform/database/app-database';
import type { ServiceClient } from '../../service/create-service-client';
import { sweepCsv } from './sweep-csv';
import { SweepEventCoalescer, systemClock, type SweepClock, type SweepCountersOf } from './sweep-event-coalescer';
import { vehicleNamesOf, type DescribeVin, type SweptNames, type VehicleNames } from './sweep-vehicle-names';
import { sameService, type SavedSweep } from './saved-sweep';
import { sessionOnlySweepStore, sqliteSweepStore, type SweepStore } from './sweep-store';
import { IMPORTED_SWEEP_FILE, LEGACY_SWEEP_FILE, readLegacySweep, retireLegacySweep } from './legacy-sweep-file';

/**
 * Answers are saved in batches, at most this often while a sweep runs: one transaction per
 * batch (the sweep's row and the answers new since the last), not one per answer. A crash or
 * kill re-asks at most this long's answers on resume; a pause, a cancel, the end of the sweep
 * and a normal quit save at once.
 */
export const SWEEP_SAVE_GAP_MS = 1_000;

/** Refusals that are about the account, not the VIN: every other VIN would be refused alike. */
const STOPS_THE_SWEEP = new Set<AppError['kind']>(['over-budget', 'plan-required']);

/** Why the sweep pauses, from the refusal that stopped it. */
function pauseOf(error: AppError): SweepPause {
  if (error.kind === 'plan-required') return { reason: 'plan', planRequired: error.planRequired ?? 'growth' };
  const budget = error.spend?.budget;
  return {
    reason: 'budget',
    period: budget?.period ?? 'day',
    limitMicros: budget?.limitMicros ?? 0,
    spentMicros: budget?.spentMicros ?? 0,
    priceMicros: error.spend?.priceMicros ?? 0,
  };
}

export interface SweepRunnerDeps {
  /** Where recall-sweep.json of an older VinDesk is looked for, to import it once. */
  userDataDir: string;
  /**
   * The app database (vindesk.sqlite, opened by spend-setup.ts); null when it could not be
   * opened: then the sweep runs for this session only, and storageNotice says so.
   */
  database: AppDatabase | null;
  client: ServiceClient;
  /**
   * The service the client asks now: demo data or the live service's origin (main-context.ts).
   * A sweep goes on only on the service it was started on (issue 37 item 5).
   */
  service: () => SweepService;
  /**
   * The plan main knows (client.planAccess(): the setting, else the plan the service named in
   * an answer, plan-knowledge.ts), for the endpoint and the number of requests in flight.
   */
  plan: () => PlanSetting | Promise<PlanSetting>;
  /** What one call per VIN of `endpoint` will cost (the spend estimator, docs/real-service.md row 26). */
  estimate?: (endpoint: EndpointId, vins: readonly string[]) => Promise<SpendEstimate>;
  /** Progress as deltas, at most 10 a second (SweepEventCoalescer). */
  onChange: (delta: SweepDelta) => void;
  chooseSavePath: (name: string) => Promise<string | null>;
  /** Lists the export's temp file while it exists, so a start after a crash removes it (issue 37 item 7). */
  exportTemps?: TempFileLog;
  /** The time and timer the events are paced by; the system's by default. */
  clock?: SweepClock;
  /** Read for timestamps (start time, ETA, a damaged file's name); the clock's time by default. */
  now?: () => number;
  /** Year, make and model of a VIN without a service call (the local vPIC decode). */
  describe?: DescribeVin;
}

/** The pause of a sweep started on `sweptOn` while VinDesk asks `nowOn`. */
function servicePause(sweptOn: SweepService, nowOn: SweepService): SweepPause {
  return { reason: 'service', sweptOn, nowOn };
}

/**
 * Checks a list of VINs for recalls at the plan's pace, saving progress in the app database as
 * it goes (a batch at most every SWEEP_SAVE_GAP_MS) so a sweep interrupted by quitting resumes
 * where it stopped, on the service it was started on.
 */
export class SweepRunner {
  readonly #legacyPath: string;
  readonly #store: SweepStore;
  readonly #now: () => number;
  readonly #clock: SweepClock;
  readonly #events: SweepEventCoalescer;
  #sweep: SavedSweep | null = null;
  /** Answers (and renamed rows) of the current sweep not yet in the database, by VIN. */
  readonly #unsaved = new Map<string, SweepResult>();
  #abort: AbortController | null = null;
  #running: Promise<void> | null = null;
  #writes: Promise<void> = Promise.resolve();
  #saveQueued = false;
  #saveTimer: unknown = null;
  #lastSaveAt = Number.NEGATIVE_INFINITY;
  #paceStart = 0;
  #paceDone = 0;
  #damagedNotice: string | null = null;
  /** After close(), nothing more is saved or sent: the app is going. */
  #closed = false;

  constructor(private readonly deps: SweepRunnerDeps) {
    this.#legacyPath = join(deps.userDataDir, LEGACY_SWEEP_FILE);
    this.#store = deps.database ? sqliteSweepStore(deps.database.connection) : sessionOnlySweepStore;
    const clock = deps.clock ?? systemClock;
    this.#clock = clock;
    this.#now = deps.now ?? (() => clock.now());
    this.#events = new SweepEventCoalescer({ clock, counters: () => this.#counters(), emit: deps.onChange });
  }

  /**
   * Reads the saved sweep (importing an older build's recall-sweep.json once); one that was
   * running when the app closed carries on, if VinDesk still asks the service it was started on.
   */
  async load(): Promise<void> {
    let sweep: SavedSweep | null = null;
    try {
      sweep = this.#store.load();
    } catch {
      // Rows this build cannot read (edited by hand, say): start fresh, as a damaged file did.
      this.#damagedNotice = 'Your saved recall sweep could not be read, so VinDesk will start the next sweep fresh.';
    }
    // A damaged file is moved aside, not overwritten by the next sweep: its results stay recoverable.
    const legacy = await readLegacySweep(this.#legacyPath, this.deps.service(), this.#now);
    if (legacy.damagedTo) {
      this.#damagedNotice = `Your saved recall sweep file was damaged. VinDesk kept it as ${legacy.damagedTo} and will start the next sweep fresh.`;
    }
    if (legacy.sweep) {
      sweep = legacy.sweep;
      try {
        this.#store.replace(sweep);
        // Only once it is in the database: a failed import is tried again next launch.
        if (this.#store.lasting) {
          await retireLegacySweep(this.#legacyPath, join(this.deps.userDataDir, IMPORTED_SWEEP_FILE));
        }
      } catch {
        // Kept in memory for this session; the file stays for the next launch.
      }
    }
    this.#sweep = sweep;
    this.#events.restart();
    if (sweep?.state === 'running' || sweep?.pausedFor?.reason === 'service') await this.serviceChanged();
    if (this.#sweep?.state === 'running') this.#run();
  }

  /**
   * In a dealer's words, when progress will not outlive the app (the database could not be
   * opened); null otherwise.
   */
  get storageNotice(): string | null {
    if (this.#store.lasting) return null;
    return 'VinDesk could not open its saved records, so a recall sweep’s progress is kept only while VinDesk is open: a sweep stopped by quitting will not carry on next time.';
  }

  /**
   * VinDesk may ask another service now (a key added or cleared, the keychain unlocked, the
   * address changed in Settings). A sweep running on another service pauses at once, its
   * requests in flight stopped, so no answer of the new service is recorded beside the old
   * ones; a sweep paused for that reason goes on when its service is back.
   */
  async serviceChanged(): Promise<void> {
    const sweep = this.#sweep;
    if (this.#closed || !sweep) return;
    const nowOn = this.deps.service();
    if (sweep.state === 'running' && !sameService(sweep.service, nowOn)) {
      sweep.state = 'paused';
      sweep.pausedFor = servicePause(sweep.service, nowOn);
      this.#abort?.abort();
      await this.#running;
      await this.#saveNow().catch(() => undefined);
      this.#events.changed();
      return;
    }
    if (sweep.state !== 'paused' || sweep.pausedFor?.reason !== 'service') return;
    if (sameService(sweep.service, nowOn)) {
      await this.resume();
    } else if (!sameService(sweep.pausedFor.nowOn, nowOn)) {
      sweep.pausedFor = servicePause(sweep.service, nowOn);
      await this.#saveNow().catch(() => undefined);
      this.#events.changed();
    }
  }

  /** Plain words for the user when the file was damaged and moved aside on load; null otherwise. */
  get damagedNotice(): string | null {
    return this.#damagedNotice;
  }

  /** The whole state: the window's snapshot, which the events then bring up to date. */
  status(): SweepStatus | null {
    const counters = this.#counters();
    const sweep = this.#sweep;
    if (!counters || !sweep) return null;
    return {
      ...counters,
      seq: this.#events.seq,
      refused: sweep.refused,
      refusedCount: sweep.refusedCount,
      results: sortSweepResults(sweep.results),
    };
  }

  async start(text: string): Promise<SweepStatus> {
    if (this.#sweep && (this.#sweep.state === 'running' || this.#sweep.state === 'paused')) {
      throw new AppErrorException(
        appError(
          'invalid-input',
          'SWEEP_IN_PROGRESS',
          'A sweep is already in progress. Cancel it before starting another.',
        ),
      );
    }
    const { list, endpoint } = await this.#plannedSweep(text);
    this.#unsaved.clear();
    this.#sweep = {
      id: randomUUID(),
      state: 'running',
      endpoint,
      service: this.deps.service(),
      vins: list.vins,
      refused: list.refused,
      refusedCount: list.refusedCount,
      stockNumbers: list.stockNumbers,
      results: [],
      startedAt: new Date(this.#now()).toISOString(),
      pausedFor: null,
    };
    this.#events.restart();
    // The one write of the list itself; every later save writes only what changed.
    this.#store.replace(this.#sweep);
    this.#run();
    return this.status()!;
  }

  /**
   * What start(text) would cost, before any call: the same list and the same lookup. With the
   * plan not known yet this prices open recalls, the dearer lookup, so the figure errs high.
   */
  async estimate(text: string): Promise<SweepEstimate> {
    const { list, endpoint } = await this.#plannedSweep(text);
    if (!this.deps.estimate) {
      throw new AppErrorException(appError('internal', 'NO_ESTIMATE', 'The cost of a sweep cannot be worked out.'));
    }
    const id: EndpointId = endpoint === 'openrecalls' ? 'vehicle.openRecalls' : 'vehicle.recalls';
    const spend = await this.deps.estimate(id, list.vins);
    return { vins: list.vins.length, refusedCount: list.refusedCount, endpoint, spend };
  }

  /** The list as start() reads it and the lookup it uses; refuses what start() refuses. */
  async #plannedSweep(text: string): Promise<{ list: VinList; endpoint: SavedSweep['endpoint'] }> {
    const plan = await this.deps.plan();
    // Free and Starter have no recall endpoint at all.
    if (plan !== 'unknown' && planTier(plan) === 0) {
      throw new AppErrorException(
        appError('plan-required', 'PLAN_REQUIRED', 'Recall sweeps need the Growth plan.', { planRequired: 'growth' }),
      );
    }
    const list = parseVinList(text);
    if (list.vins.length === 0) {
      throw new AppErrorException(
        appError(
          'invalid-input',
          'NO_VINS',
          list.refusedCount > 0
            ? 'None of the VINs can be checked; see the reasons listed.'
            : 'Paste or import at least one VIN.',
          {
            issues: list.refused
              .slice(0, 20)
              .map((item: RefusedVin) => ({ path: `line ${item.line}`, message: `${item.value}: ${item.reason}` })),
          },
        ),
      );
    }
    // Open recalls on Scale; recalls on Growth. A plan not known yet tries open recalls: the
    // first refusal names the plan, and the sweep turns to recalls (#check).
    return { list, endpoint: plan === 'growth' ? 'recalls' : 'openrecalls' };
  }

  async pause(): Promise<SweepStatus | null> {
    if (this.#sweep?.state === 'running') {
      this.#sweep.state = 'paused';
      this.#abort?.abort();
      await this.#running;
      await this.#saveNow();
    }
    return this.#announce();
  }

  async resume(): Promise<SweepStatus | null> {
    // A sweep that paused by itself may still have answers landing: they are in first.
    if (this.#sweep?.state === 'paused') await this.#running;
    const sweep = this.#sweep;
    if (sweep?.state === 'paused' && !sameService(sweep.service, this.deps.service())) {
      // Never on another service: the pause says which, and the sweep goes on when it is back.
      sweep.pausedFor = servicePause(sweep.service, this.deps.service());
      await this.#saveNow();
    } else if (sweep?.state === 'paused') {
      sweep.state = 'running';
      sweep.pausedFor = null;
      await this.#saveNow();
      this.#run();
    }
    return this.#announce();
  }

  /**
   * The budget may allow more now (raised in Settings, a new day or month begun): a sweep that
   * paused at a budget goes on, unless the estimate says the next check still does not fit.
   * One refused again pauses again at its first check, having spent nothing.
   */
  async budgetMayAllow(): Promise<SweepStatus | null> {
    const sweep = this.#sweep;
    if (this.#closed || sweep?.state !== 'paused' || sweep.pausedFor?.reason !== 'budget') return null;
    const checked = new Set(sweep.results.map((row) => row.vin));
    const next = sweep.vins.find((vin) => !checked.has(vin));
    if (next && this.deps.estimate) {
      const id: EndpointId = sweep.endpoint === 'openrecalls' ? 'vehicle.openRecalls' : 'vehicle.recalls';
      // An estimate that cannot be made does not hold the sweep: main's budget gate still decides.
      const spend = await this.deps.estimate(id, [next]).catch(() => null);
      if (spend?.budget && spend.totalMicros > spend.budget.leftMicros) return null;
    }
    return this.resume();
  }

  async cancel(): Promise<SweepStatus | null> {
    if (this.#sweep && (this.#sweep.state === 'running' || this.#sweep.state === 'paused')) {
      this.#sweep.state = 'cancelled';
      this.#sweep.pausedFor = null;
      this.#abort?.abort();
      await this.#running;
      await this.#saveNow();
    }
    return this.#announce();
  }

  async exportCsv(): Promise<{ saved: boolean; path?: string; rows?: number }> {
    const status = this.status();
    if (!status || status.results.length === 0)
      throw new AppErrorException(
        appError('invalid-input', 'NOTHING_TO_EXPORT', 'There are no sweep results to export yet.'),
      );
    const path = await this.deps.chooseSavePath('Recall sweep.csv');
    if (!path) return { saved: false };
    await writeFileAtomic(path, sweepCsv(status), this.deps.exportTemps ? { temps: this.deps.exportTemps } : {});
    return { saved: true, path, rows: status.results.length };
  }

  /** Resolves when the sweep stops working (done, paused, cancelled) and its progress is on disk. */
  async idle(): Promise<void> {
    await this.#running;
    await this.#flushSave();
  }

  /** Stops work without changing the saved state, so the next start resumes it (app quit). */
  async close(): Promise<void> {
    this.#closed = true;
    this.#abort?.abort();
    await this.#running;
    // Every answer that came back is saved before the app goes: a normal quit re-asks nothing.
    await this.#flushSave();
    this.#events.dispose();
  }

  #counters(): SweepCountersOf | null {
    const sweep = this.#sweep;
    if (!sweep) return null;
    const elapsed = (this.#now() - this.#paceStart) / 1000;
    const pace = this.#paceDone > 0 && elapsed > 0 ? this.#paceDone / elapsed : 0;
    const left = sweep.vins.length - sweep.results.length;
    return {
      id: sweep.id,
      state: sweep.state,
      endpoint: sweep.endpoint,
      total: sweep.vins.length,
      checked: sweep.results.length,
      startedAt: sweep.startedAt,
      etaSeconds: sweep.state === 'running' && pace > 0 ? Math.ceil(left / pace) : null,
      summary: summarize(sweep.results),
      pausedFor: sweep.pausedFor ?? null,
    };
  }

  /** The reply to a control: the whole state, with an event queued for any other listener. */
  #announce(): SweepStatus | null {
    this.#events.changed();
    return this.status();
  }

  #run(): void {
    if (this.#running) return;
    const sweep = this.#sweep!;
    const abort = new AbortController();
    this.#abort = abort;
    this.#paceStart = this.#now();
    this.#paceDone = 0;
    this.#running = this.#work(sweep, abort.signal).finally(() => {
      this.#running = null;
      this.#abort = null;
    });
  }

  async #work(sweep: SavedSweep, signal: AbortSignal): Promise<void> {
    const done = new Set(sweep.results.map((result) => result.vin));
    const queue = sweep.vins.filter((vin) => !done.has(vin));
    // A few requests in flight; the client's plan pacer spaces them to the plan's documented
    // rate (shared with every other call), and 429s are retried after Retry-After. A plan not
    // known yet counts as Growth, the least that has a recall lookup.
    const plan = await this.deps.plan();
    const pacePlan = plan === 'unknown' || planTier(plan) === 0 ? 'growth' : plan;
    const concurrency = Math.max(1, Math.min(8, Math.floor(PLAN_RATE_LIMITS[pacePlan] / 2)));
    const worker = async () => {
      // A sweep that paused by itself stops taking VINs; the requests in flight still land.
      while (!signal.aborted && sweep.state === 'running') {
        // Asked before each request and after each answer: a request may have gone to the
        // service in force before the change was heard, and its answer is dropped, asked again
        // once the sweep's own service is back (never a demo verdict beside real ones).
        if (!this.#onItsService(sweep)) return;
        const vin = queue.shift();
        if (!vin) return;
        const endpoint = sweep.endpoint;
        const checked = await this.#check(vin, endpoint, signal);
        if (checked && !this.#onItsService(sweep)) {
          queue.unshift(vin);
          return;
        }
        if (!checked || 'again' in checked) {
          queue.unshift(vin);
          if (!checked) return;
          this.#stopFor(sweep, checked.again, endpoint);
          continue;
        }
        const stock = sweep.stockNumbers[vin];
        const row = stock ? { ...checked.result, stock } : checked.result;
        sweep.results.push(row);
        this.#unsaved.set(vin, row);
        this.#paceDone += 1;
        this.#queueSave();
        this.#events.added(row);
        void checked.lateNames?.then((names) => names && this.#rename(sweep, vin, names));
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (!signal.aborted && sweep.state === 'running' && sweep.results.length === sweep.vins.length) {
      sweep.state = 'done';
      await this.#saveNow();
      this.#events.changed();
    } else if (!signal.aborted && sweep.pausedFor) {
      // Paused by itself: on disk at once, as a pause by the person is.
      await this.#saveNow().catch(() => undefined);
      this.#events.changed();
    }
  }

  /** True while VinDesk asks the sweep's own service; otherwise pauses the sweep (once) and says why. */
  #onItsService(sweep: SavedSweep): boolean {
    const nowOn = this.deps.service();
    if (sameService(sweep.service, nowOn)) return true;
    if (sweep.state === 'running') {
      sweep.state = 'paused';
      sweep.pausedFor = servicePause(sweep.service, nowOn);
    }
    return false;
  }

  /**
   * A refusal that says nothing about the VIN: the VIN is checked again, not recorded as an
   * error. Open recalls refused for the plan: the refusal named the plan (plan-knowledge.ts),
   * so the sweep turns to recalls. A budget reached, or no recall lookup on the plan at all:
   * the sweep pauses and says why.
   */
  #stopFor(sweep: SavedSweep, error: AppError, asked: SavedSweep['endpoint']): void {
    if (error.kind === 'plan-required' && asked === 'openrecalls') {
      // Each request in flight may bring the same refusal: the first turns the sweep.
      if (sweep.endpoint === 'recalls') return;
      sweep.endpoint = 'recalls';
      this.#queueSave();
      this.#events.changed();
      return;
    }
    if (sweep.state !== 'running') return;
    sweep.state = 'paused';
    sweep.pausedFor = pauseOf(error);
  }

  /**
   * A row named from its answer alone, because the sweep stopped before the local decode
   * answered: named again once it does, in the window (rows are keyed by VIN) and on disk.
   */
  #rename(sweep: SavedSweep, vin: string, names: VehicleNames): void {
    const index = sweep.results.findIndex((row) => row.vin === vin);
    // Another sweep since, or this one hidden: nothing of it is shown or saved any more.
    if (this.#closed || this.#sweep !== sweep || index < 0) return;
    const row = { ...sweep.results[index]!, ...names };
    sweep.results[index] = row;
    this.#unsaved.set(vin, row);
    this.#queueSave();
    this.#events.added(row);
  }

  /**
   * One VIN's verdict, and its late names when it was named before the decode answered;
   * null when the sweep was stopped mid-request (it is asked again on resume).
   */
  async #check(
    vin: string,
    endpoint: SavedSweep['endpoint'],
    signal: AbortSignal,
  ): Promise<{ result: SweepResult; lateNames: SweptNames['late'] } | { again: AppError } | null> {
    try {
      if (endpoint === 'openrecalls') {
        // Asked as the VIN page and the watchlist ask it (with the full catalog), so one answer
        // per VIN per day serves all three from main's cache (issue #35; docs/real-service.md row 26).
        const { data } = await this.deps.client.getOpenRecalls(vin, { recalls: true }, signal);
        const open = data.data;
        const summary = summarizeOpenRecalls(open, data.openRecalls);
        const { names, late } = await vehicleNamesOf(
          vin,
          this.deps.describe,
          { vehicle: data.vehicle, recalls: open },
          signal,
        );
        const result: SweepResult = {
          vin,
          verdict: summary.worst ?? 'clean',
          count: summary.count,
          // auto.dev may leave totalRecalls out: then how many are on record is not known.
          ...(data.totalRecalls === undefined ? {} : { recordCount: Math.max(data.totalRecalls, summary.count) }),
          campaigns: open.map((recall) => recall.regulatorCampaignNumber),
          parkOutside: summary.parkOutside > 0,
          ...names,
        };
        return { result, lateNames: late };
      }
      const { data } = await this.deps.client.getRecalls(vin, signal);
      const { names, late } = await vehicleNamesOf(vin, this.deps.describe, { recalls: data }, signal);
      const result: SweepResult = {
        vin,
        verdict: data.length > 0 ? 'on-record' : 'clean',
        count: data.length,
        recordCount: data.length,
        campaigns: data.map((recall) => recall.regulatorCampaignNumber),
        ...names,
      };
      return { result, lateNames: late };
    } catch (error) {
      if (signal.aborted) return null;
      if (error instanceof AppErrorException && STOPS_THE_SWEEP.has(error.appError.kind)) {
        return { again: error.appError };
      }
      const message =
        error instanceof AppErrorException
          ? error.appError.message
          : error instanceof Error
            ? error.message
            : String(error);
      const { names, late } = await vehicleNamesOf(vin, this.deps.describe, { recalls: [] }, signal);
      return { result: { vin, verdict: 'error', count: 0, campaigns: [], error: message, ...names }, lateNames: late };
    }
  }

  /**
   * Saves after an answer, at most once per SWEEP_SAVE_GAP_MS: answers that arrive while a save
   * waits (for the gap or for the write before it) ride along with it.
   */
  #queueSave(): void {
    if (this.#saveQueued || this.#saveTimer !== null) return;
    const wait = this.#lastSaveAt + SWEEP_SAVE_GAP_MS - this.#clock.now();
    if (wait <= 0) {
      this.#saveSoon();
      return;
    }
    this.#saveTimer = this.#clock.setTimeout(() => {
      this.#saveTimer = null;
      this.#saveSoon();
    }, wait);
  }

  #saveSoon(): void {
    this.#saveQueued = true;
    this.#writes = this.#writes
      .then(() => {
        this.#saveQueued = false;
        return this.#save();
      })
      .catch(() => undefined);
  }

  /** A save waiting for its gap is done now; resolves when every save asked for is on disk. */
  async #flushSave(): Promise<void> {
    if (this.#saveTimer !== null) {
      this.#clock.clearTimeout(this.#saveTimer);
      this.#saveTimer = null;
      this.#saveSoon();
    }
    await this.#writes;
  }

  /**
   * Saves the state now, after any write already under way (two writes of one file never
   * overlap, so an older state can never land after a newer one). Fails when the write fails.
   */
  #saveNow(): Promise<void> {
    if (this.#saveTimer !== null) {
      this.#clock.clearTimeout(this.#saveTimer);
      this.#saveTimer = null;
    }
    const save = this.#writes.then(() => this.#save());
    this.#writes = save.catch(() => undefined);
    return save;
  }

  /**
   * One batch: the sweep's row and the answers since the last batch, in one transaction. A
   * batch that fails stays queued, to ride with the next.
   */
  async #save(): Promise<void> {
    this.#lastSaveAt = this.#clock.now();
    const sweep = this.#sweep;
    if (!sweep) return;
    const rows = [...this.#unsaved.values()];
    this.#unsaved.clear();
    try {
      this.#store.write(sweep, rows);
    } catch (error) {
      for (const row of rows) if (!this.#unsaved.has(row.vin)) this.#unsaved.set(row.vin, row);
      throw error;
    }
  }
}

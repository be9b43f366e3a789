import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type {
  SweepDelta,
  SweepEstimate,
  SweepPause,
  SweepResult,
  SweepStatus,
} from '../../../shared/ipc/sweep-channels';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import type { EndpointId } from '../../../shared/service/endpoint-table';
import { parseVinList, type RefusedVin, type VinList } from '../../../shared/lot/vin-list';
import { sortSweepResults, summarize } from '../../../shared/lot/sweep-order';
import { summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import { PLANS, planTier, type PlanSetting } from '../../../shared/plan/plan-access';
import { PLAN_RATE_LIMITS } from '../../../shared/plan/plan-access';
import { AppErrorException, appError, type AppError } from '../../../shared/ipc/app-error';
import { writeFileAtomic, type TempFileLog } from '../../platform/fs/atomic-write';
import { readJsonStore, type JsonStoreRead } from '../../platform/fs/json-store-file';
import type { ServiceClient } from '../../service/create-service-client';
import { sweepCsv } from './sweep-csv';
import { SweepEventCoalescer, systemClock, type SweepClock, type SweepCountersOf } from './sweep-event-coalescer';
import { vehicleNamesOf, type DescribeVin, type SweptNames, type VehicleNames } from './sweep-vehicle-names';

const SavedSweepSchema = z.object({
  id: z.string(),
  state: z.enum(['running', 'paused', 'done', 'cancelled']),
  endpoint: z.enum(['openrecalls', 'recalls']),
  vins: z.array(z.string()),
  refused: z.array(z.object({ line: z.number(), value: z.string(), reason: z.string() })),
  // Absent in sweeps saved before the refused list had a cap: then every refused line is listed.
  refusedCount: z.number().int().nonnegative().optional(),
  stockNumbers: z.record(z.string(), z.string()).optional(),
  results: z.array(
    z.object({
      vin: z.string(),
      verdict: z.enum(['park-it', 'park-outside', 'open', 'clean', 'on-record', 'error']),
      count: z.number(),
      recordCount: z.number().optional(),
      campaigns: z.array(z.string()),
      parkOutside: z.boolean().optional(),
      error: z.string().optional(),
      stock: z.string().optional(),
      year: z.number().optional(),
      make: z.string().optional(),
      model: z.string().optional(),
    }),
  ),
  startedAt: z.string(),
  // Absent in sweeps saved before a sweep could pause by itself.
  pausedFor: z
    .discriminatedUnion('reason', [
      z.object({
        reason: z.literal('budget'),
        period: z.enum(['day', 'month', 'hour']),
        limitMicros: z.number(),
        spentMicros: z.number(),
        priceMicros: z.number(),
      }),
      z.object({ reason: z.literal('plan'), planRequired: z.enum(PLANS) }),
    ])
    .nullable()
    .optional(),
});
type SavedSweep = z.infer<typeof SavedSweepSchema>;

/**
 * Answers are saved at most this often while a sweep runs: each save serialises every
 * result so far and fsyncs twice, and saving after every answer was a third of main's work in a
 * 500-VIN sweep. A crash or kill re-asks at most this long's answers on resume; a pause, a cancel,
 * the end of the sweep and a normal quit save at once.
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
  userDataDir: string;
  client: ServiceClient;
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

/**
 * Checks a list of VINs for recalls at the plan's pace, saving progress as it goes
 * (at most every SWEEP_SAVE_GAP_MS) so a sweep interrupted by quitting resumes where it stopped.
 */
export class SweepRunner {
  readonly #path: string;
  readonly #now: () => number;
  readonly #clock: SweepClock;
  readonly #events: SweepEventCoalescer;
  #sweep: SavedSweep | null = null;
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
    this.#path = join(deps.userDataDir, 'recall-sweep.json');
    const clock = deps.clock ?? systemClock;
    this.#clock = clock;
    this.#now = deps.now ?? (() => clock.now());
    this.#events = new SweepEventCoalescer({ clock, counters: () => this.#counters(), emit: deps.onChange });
  }

  /** Reads the saved sweep; one that was running when the app closed carries on. */
  async load(): Promise<void> {
    // A damaged file is moved aside, not overwritten by the next sweep: its results stay recoverable.
    const read = await readJsonStore(this.#path, SavedSweepSchema, { now: this.#now })
      // A file that cannot be read at all (permissions) is not known to be damaged, so it is
      // not moved; the store starts empty as before rather than stopping the app.
      .catch((): JsonStoreRead<never> => ({ value: null }));
    if (read.damaged) {
      this.#damagedNotice = `Your saved recall sweep file was damaged. VinDesk kept it as ${read.damaged.movedTo} and will start the next sweep fresh.`;
    }
    this.#sweep = read.value;
    this.#events.restart();
    if (this.#sweep?.state === 'running') this.#run();
  }

  get path(): string {
    return this.#path;
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
      refusedCount: sweep.refusedCount ?? sweep.refused.length,
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
    this.#sweep = {
      id: randomUUID(),
      state: 'running',
      endpoint,
      vins: list.vins,
      refused: list.refused,
      refusedCount: list.refusedCount,
      stockNumbers: list.stockNumbers,
      results: [],
      startedAt: new Date(this.#now()).toISOString(),
      pausedFor: null,
    };
    this.#events.restart();
    await this.#saveNow();
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
    if (this.#sweep?.state === 'paused') {
      this.#sweep.state = 'running';
      this.#sweep.pausedFor = null;
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
        const vin = queue.shift();
        if (!vin) return;
        const endpoint = sweep.endpoint;
        const checked = await this.#check(vin, endpoint, signal);
        if (!checked || 'again' in checked) {
          queue.unshift(vin);
          if (!checked) return;
          this.#stopFor(sweep, checked.again, endpoint);
          continue;
        }
        const stock = sweep.stockNumbers?.[vin];
        const row = stock ? { ...checked.result, stock } : checked.result;
        sweep.results.push(row);
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

  async #save(): Promise<void> {
    this.#lastSaveAt = this.#clock.now();
    if (this.#sweep) await writeFileAtomic(this.#path, JSON.stringify(this.#sweep));
  }
}

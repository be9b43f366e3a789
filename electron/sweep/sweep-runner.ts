import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import type { SweepResult, SweepStatus } from '../../shared/ipc/sweep-channels';
import { parseVinList, type RefusedVin } from '../../shared/lot/vin-list';
import { PLAN_RATE_LIMITS, planTier, type Plan } from '../../shared/plan/plan-access';
import { AppErrorException, appError } from '../../shared/ipc/app-error';
import { toGuardedCsv } from '../csv/csv-cell-guard';
import { writeFileAtomic } from '../fs/atomic-write';
import { readJsonStore, type JsonStoreRead } from '../fs/json-store-file';
import type { ServiceClient } from '../service/create-service-client';
import { sortSweepResults, summarize } from './sweep-order';

/** The sweep export's columns. */
const SWEEP_CSV_COLUMNS = ['vin', 'verdict', 'count', 'campaigns', 'error'] as const;

/** Requests per second each plan allows (the sandbox's and the service's announced limits). */
const RATE_PER_SECOND: Readonly<Record<Plan, number>> = PLAN_RATE_LIMITS;

const SavedSweepSchema = z.object({
  id: z.string(),
  state: z.enum(['running', 'paused', 'done', 'cancelled']),
  endpoint: z.enum(['openrecalls', 'recalls']),
  vins: z.array(z.string()),
  refused: z.array(z.object({ line: z.number(), value: z.string(), reason: z.string() })),
  results: z.array(
    z.object({
      vin: z.string(),
      verdict: z.enum(['park-it', 'park-outside', 'open', 'clean', 'on-record', 'error']),
      count: z.number(),
      campaigns: z.array(z.string()),
      error: z.string().optional(),
    }),
  ),
  startedAt: z.string(),
});
type SavedSweep = z.infer<typeof SavedSweepSchema>;

export interface SweepRunnerDeps {
  userDataDir: string;
  client: ServiceClient;
  /** The plan in force, for the endpoint and the pace. */
  plan: () => Plan;
  onChange: (status: SweepStatus) => void;
  chooseSavePath: (name: string) => Promise<string | null>;
  now?: () => number;
}

/**
 * Checks a list of VINs for recalls at the plan's pace, saving progress after every
 * answer so a sweep interrupted by quitting resumes where it stopped.
 */
export class SweepRunner {
  readonly #path: string;
  #sweep: SavedSweep | null = null;
  #abort: AbortController | null = null;
  #running: Promise<void> | null = null;
  #writes: Promise<void> = Promise.resolve();
  #paceStart = 0;
  #paceDone = 0;
  #damagedNotice: string | null = null;

  constructor(private readonly deps: SweepRunnerDeps) {
    this.#path = join(deps.userDataDir, 'recall-sweep.json');
  }

  /** Reads the saved sweep; one that was running when the app closed carries on. */
  async load(): Promise<void> {
    // A damaged file is moved aside, not overwritten by the next sweep: its results stay recoverable.
    const read = await readJsonStore(this.#path, SavedSweepSchema, { now: this.deps.now })
      // A file that cannot be read at all (permissions) is not known to be damaged, so it is
      // not moved; the store starts empty as before rather than stopping the app.
      .catch((): JsonStoreRead<never> => ({ value: null }));
    if (read.damaged) {
      this.#damagedNotice = `Your saved recall sweep file was damaged. VinDesk kept it as ${read.damaged.movedTo} and will start the next sweep fresh.`;
    }
    this.#sweep = read.value;
    if (this.#sweep?.state === 'running') this.#run();
  }

  get path(): string {
    return this.#path;
  }

  /** Plain words for the user when the file was damaged and moved aside on load; null otherwise. */
  get damagedNotice(): string | null {
    return this.#damagedNotice;
  }

  status(): SweepStatus | null {
    const sweep = this.#sweep;
    if (!sweep) return null;
    const elapsed = ((this.deps.now ?? Date.now)() - this.#paceStart) / 1000;
    const pace = this.#paceDone > 0 && elapsed > 0 ? this.#paceDone / elapsed : 0;
    const left = sweep.vins.length - sweep.results.length;
    return {
      id: sweep.id,
      state: sweep.state,
      endpoint: sweep.endpoint,
      total: sweep.vins.length,
      checked: sweep.results.length,
      refused: sweep.refused,
      startedAt: sweep.startedAt,
      etaSeconds: sweep.state === 'running' && pace > 0 ? Math.ceil(left / pace) : null,
      results: sortSweepResults(sweep.results),
      summary: summarize(sweep.results),
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
    const plan = this.deps.plan();
    // Free and Starter have no recall endpoint at all.
    if (planTier(plan) === 0) {
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
          list.refused.length > 0
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
    this.#sweep = {
      id: randomUUID(),
      state: 'running',
      endpoint: plan === 'scale' ? 'openrecalls' : 'recalls',
      vins: list.vins,
      refused: list.refused,
      results: [],
      startedAt: new Date((this.deps.now ?? Date.now)()).toISOString(),
    };
    await this.#save();
    this.#run();
    return this.status()!;
  }

  async pause(): Promise<SweepStatus | null> {
    if (this.#sweep?.state === 'running') {
      this.#sweep.state = 'paused';
      this.#abort?.abort();
      await this.#running;
      await this.#save();
    }
    return this.#announce();
  }

  async resume(): Promise<SweepStatus | null> {
    if (this.#sweep?.state === 'paused') {
      this.#sweep.state = 'running';
      await this.#save();
      this.#run();
    }
    return this.#announce();
  }

  async cancel(): Promise<SweepStatus | null> {
    if (this.#sweep && (this.#sweep.state === 'running' || this.#sweep.state === 'paused')) {
      this.#sweep.state = 'cancelled';
      this.#abort?.abort();
      await this.#running;
      await this.#save();
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
    // Campaign numbers and error text come from the service, so they go through the shared
    // formula guard; count stays a number.
    const csv = toGuardedCsv(
      SWEEP_CSV_COLUMNS,
      status.results.map((result) => ({
        vin: result.vin,
        verdict: result.verdict,
        count: result.count,
        campaigns: result.campaigns.join(' '),
        error: result.error ?? '',
      })),
    );
    await writeFileAtomic(path, csv);
    return { saved: true, path, rows: status.results.length };
  }

  /** Stops work without changing the saved state, so the next start resumes it (app quit). */
  async close(): Promise<void> {
    this.#abort?.abort();
    await this.#running;
    await this.#writes;
  }

  #announce(): SweepStatus | null {
    const status = this.status();
    if (status) this.deps.onChange(status);
    return status;
  }

  #run(): void {
    if (this.#running) return;
    const sweep = this.#sweep!;
    const abort = new AbortController();
    this.#abort = abort;
    this.#paceStart = (this.deps.now ?? Date.now)();
    this.#paceDone = 0;
    this.#running = this.#work(sweep, abort.signal).finally(() => {
      this.#running = null;
      this.#abort = null;
    });
  }

  async #work(sweep: SavedSweep, signal: AbortSignal): Promise<void> {
    const done = new Set(sweep.results.map((result) => result.vin));
    const queue = sweep.vins.filter((vin) => !done.has(vin));
    const rate = RATE_PER_SECOND[this.deps.plan()];
    // A few requests in flight at most, started no faster than the plan's rate; 429s are
    // retried by the client after Retry-After, so the pace here never fights the service.
    const concurrency = Math.max(1, Math.min(8, Math.floor(rate / 2)));
    const gapMs = 1000 / rate;
    let nextSlot = Date.now();
    const worker = async () => {
      while (!signal.aborted) {
        const vin = queue.shift();
        if (!vin) return;
        const wait = nextSlot - Date.now();
        nextSlot = Math.max(nextSlot, Date.now()) + gapMs;
        if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
        if (signal.aborted) {
          queue.unshift(vin);
          return;
        }
        const result = await this.#check(vin, sweep.endpoint, signal);
        if (!result) {
          queue.unshift(vin);
          return;
        }
        sweep.results.push(result);
        this.#paceDone += 1;
        this.#queueSave();
        this.#announce();
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker));
    if (!signal.aborted && sweep.state === 'running' && sweep.results.length === sweep.vins.length) {
      sweep.state = 'done';
      await this.#save();
      this.#announce();
    }
  }

  /** One VIN's verdict; null when the sweep was stopped mid-request (it is asked again on resume). */
  async #check(vin: string, endpoint: SavedSweep['endpoint'], signal: AbortSignal): Promise<SweepResult | null> {
    try {
      if (endpoint === 'openrecalls') {
        const { data } = await this.deps.client.getOpenRecalls(vin, {}, signal);
        const open = data.data;
        const verdict = open.some((recall) => recall.parkIt)
          ? 'park-it'
          : open.some((recall) => recall.parkOutSide)
            ? 'park-outside'
            : data.openRecalls > 0
              ? 'open'
              : 'clean';
        return {
          vin,
          verdict,
          count: data.openRecalls,
          campaigns: open.map((recall) => recall.regulatorCampaignNumber),
        };
      }
      const { data } = await this.deps.client.getRecalls(vin, signal);
      return {
        vin,
        verdict: data.length > 0 ? 'on-record' : 'clean',
        count: data.length,
        campaigns: data.map((recall) => recall.regulatorCampaignNumber),
      };
    } catch (error) {
      if (signal.aborted) return null;
      const message =
        error instanceof AppErrorException
          ? error.appError.message
          : error instanceof Error
            ? error.message
            : String(error);
      return { vin, verdict: 'error', count: 0, campaigns: [], error: message };
    }
  }

  #queueSave(): void {
    this.#writes = this.#writes.then(() => this.#save()).catch(() => undefined);
  }

  async #save(): Promise<void> {
    if (this.#sweep) await writeFileAtomic(this.#path, JSON.stringify(this.#sweep));
  }
}

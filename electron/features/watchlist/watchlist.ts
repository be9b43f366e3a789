import { join } from 'node:path';
import { z } from 'zod';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import type {
  WatchedVin,
  WatchlistAddEstimate,
  WatchlistCost,
  WatchlistEndpoint,
} from '../../../shared/ipc/watchlist-channels';
import type { PlanSetting } from '../../../shared/plan/plan-access';
import { RECALL_LEVELS } from '../../../shared/recalls/recall-severity';
import type { EndpointId } from '../../../shared/service/endpoint-table';
import type { WatchlistSchedule } from '../../../shared/settings/spend-settings-schema';
import { priceOf, type NegotiatedPrices } from '../../../shared/spend/spend-price';
import type { DesktopNotification } from '../../platform/desktop/desktop-ports';
import { writeFileAtomic } from '../../platform/fs/atomic-write';
import { readJsonStore, type JsonStoreRead } from '../../platform/fs/json-store-file';
import type { ServiceClient } from '../../service/create-service-client';
import { recallChanges } from './recall-changes';
import { checkRecalls, newOnRecord, watchlistEndpointFor } from './watchlist-check';
import { watchlistCost } from './watchlist-cost';
import { heldWords, spendStopOf } from './watchlist-held';

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

const FileSchema = z.object({
  version: z.literal(1),
  vins: z.array(
    z.object({
      vin: z.string(),
      addedAt: z.string(),
      lastCheckedAt: z.string().nullable(),
      openRecalls: z.record(z.string(), z.string()),
      parkIt: z.boolean(),
      parkOutside: z.boolean(),
      problem: z.string().optional(),
      checkedWith: z.enum(['openrecalls', 'recalls']).optional(),
      onRecord: z.array(z.string()).optional(),
    }),
  ),
});

export interface WatchlistDeps {
  userDataDir: string;
  client: ServiceClient;
  notify: (notification: DesktopNotification) => void;
  onChange: (list: WatchedVin[]) => void;
  /** How often to re-check (Settings); daily when not given. */
  schedule?: () => WatchlistSchedule;
  /** The prices the dealer negotiated (Settings); row 26's list prices otherwise. */
  negotiated?: () => NegotiatedPrices;
  /** The demo sandbox bills nothing. */
  demo?: () => boolean;
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
 */
export class Watchlist {
  readonly #path: string;
  #entries: WatchedVin[] = [];
  #queue: Promise<unknown> = Promise.resolve();
  #timer: unknown = null;
  #damagedNotice: string | null = null;
  /** VINs a budget stopped the checks of, to be checked first when checks resume. */
  #heldVins = new Set<string>();
  #held: string | null = null;

  constructor(private readonly deps: WatchlistDeps) {
    this.#path = join(deps.userDataDir, 'watchlist.json');
  }

  get path(): string {
    return this.#path;
  }

  /** Plain words for the user when the file was damaged and moved aside on load; null otherwise. */
  get damagedNotice(): string | null {
    return this.#damagedNotice;
  }

  async load(): Promise<void> {
    // A damaged file is moved aside, not overwritten by the next save: the VINs stay recoverable.
    const read = await readJsonStore(this.#path, FileSchema, { now: () => this.#now() })
      // A file that cannot be read at all (permissions) is not known to be damaged, so it is
      // not moved; the store starts empty as before rather than stopping the app.
      .catch((): JsonStoreRead<never> => ({ value: null }));
    if (read.damaged) {
      this.#damagedNotice = `Your watchlist file was damaged. VinDesk kept it as ${read.damaged.movedTo} and started a new watchlist.`;
    }
    this.#entries = read.value?.vins ?? [];
    const schedule = this.deps.setInterval ?? ((callback: () => void, ms: number) => setInterval(callback, ms));
    const handle = schedule(() => void this.checkDue(), TICK_MS);
    handle.unref?.();
    this.#timer = handle;
  }

  list(): WatchedVin[] {
    return this.#entries;
  }

  add(vins: readonly string[]): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      const at = new Date(this.#now()).toISOString();
      const known = new Set(this.#entries.map((entry) => entry.vin));
      const added = vins.filter((vin) => !known.has(vin));
      this.#entries = [
        ...added.map((vin) => ({
          vin,
          addedAt: at,
          lastCheckedAt: null,
          openRecalls: {},
          parkIt: false,
          parkOutside: false,
        })),
        ...this.#entries,
      ];
      await this.#save();
      // The first check sets the baseline: what is open now is not news.
      await this.#round(added);
      return this.#entries;
    });
  }

  remove(vin: string): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      this.#entries = this.#entries.filter((entry) => entry.vin !== vin);
      await this.#save();
      return this.#entries;
    });
  }

  checkNow(): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      await this.#round(this.#entries.map((entry) => entry.vin));
      return this.#entries;
    });
  }

  /**
   * The timer's work: first the VINs a budget stopped, then those the schedule makes due (a
   * day or a week after their last check; none when checks run only when asked).
   */
  checkDue(): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      const after = DUE_AFTER_MS[this.deps.schedule?.() ?? 'daily'];
      const due = this.#entries.filter(
        (entry) =>
          after !== Number.POSITIVE_INFINITY &&
          (!entry.lastCheckedAt || this.#now() - Date.parse(entry.lastCheckedAt) >= after),
      );
      const held = this.#entries.filter((entry) => this.#heldVins.has(entry.vin));
      await this.#round([...new Set([...held, ...due].map((entry) => entry.vin))]);
      return this.#entries;
    });
  }

  /** A budget or the day changed: checks a budget stopped carry on (main calls it on 'settings.changed'). */
  async budgetMayAllow(): Promise<void> {
    if (this.#heldVins.size > 0) await this.checkDue();
  }

  /** What the watchlist costs at its size and schedule, and why checks are paused if they are. */
  async cost(extraVins = 0): Promise<WatchlistCost> {
    const plan = await this.#plan();
    const endpoint = watchlistEndpointFor(plan);
    return watchlistCost({
      vins: this.#entries.length + extraVins,
      schedule: this.deps.schedule?.() ?? 'daily',
      endpoint,
      plan,
      demo: this.deps.demo?.() ?? false,
      perCheckMicros: priceOf(endpoint, plan, this.deps.negotiated?.() ?? {}).priceMicros,
      held: this.#held,
    });
  }

  /** What adding `vins` costs: their first check at once (less VINs watched and answers cached), and after. */
  async estimateAdd(vins: readonly string[]): Promise<WatchlistAddEstimate> {
    const known = new Set(this.#entries.map((entry) => entry.vin));
    const added = [...new Set(vins)].filter((vin) => !known.has(vin));
    const after = await this.cost(added.length);
    if (!this.deps.estimate) throw new Error('The watchlist was given no spend estimator.');
    const firstCheck = await this.deps.estimate(ENDPOINT_IDS[after.endpoint], added);
    return { newVins: added.length, firstCheck, after };
  }

  close(): Promise<unknown> {
    if (this.#timer !== null)
      (this.deps.clearInterval ?? ((handle: unknown) => clearInterval(handle as NodeJS.Timeout)))(this.#timer);
    return this.#queue;
  }

  /**
   * Checks `vins` in order with the endpoint the plan includes. A check main refuses for the
   * budget stops the round: that VIN and the rest stay unchecked (not failed) and are held
   * for the next tick; the card says why.
   */
  async #round(vins: readonly string[]): Promise<void> {
    if (vins.length === 0) return;
    const endpoint = watchlistEndpointFor(await this.#plan());
    for (const [index, vin] of vins.entries()) {
      const stop = await this.#check(vin, endpoint);
      if (stop) {
        for (const left of vins.slice(index)) this.#heldVins.add(left);
        this.#held = heldWords(stop, this.#heldVins.size);
        this.deps.onChange(this.#entries);
        return;
      }
      this.#heldVins.delete(vin);
    }
    if (this.#heldVins.size === 0 && this.#held !== null) {
      this.#held = null;
      this.deps.onChange(this.#entries);
    }
  }

  /** The plan main knows; a plan it cannot tell yet is 'unknown' (checked with recalls). */
  async #plan(): Promise<PlanSetting> {
    try {
      return (await this.deps.client.planAccess()).plan;
    } catch {
      return 'unknown';
    }
  }

  /** One VIN's check; returns the refusal when main would not spend on it (nothing written then). */
  async #check(vin: string, endpoint: WatchlistEndpoint): Promise<ReturnType<typeof spendStopOf>> {
    const index = this.#entries.findIndex((entry) => entry.vin === vin);
    if (index === -1) return null;
    const before = this.#entries[index]!;
    let next: WatchedVin;
    try {
      const { worst, ...finding } = await checkRecalls(this.deps.client, vin, endpoint);
      next = { ...before, ...finding, lastCheckedAt: new Date(this.#now()).toISOString() };
      delete next.problem;
      if (finding.onRecord === undefined) delete next.onRecord;
      // A change of endpoint (the plan changed) is a new baseline, not news.
      const sameEndpoint = (before.checkedWith ?? 'openrecalls') === finding.checkedWith;
      const changes = sameEndpoint
        ? [...recallChanges(before.openRecalls, finding.openRecalls), ...newOnRecord(before, finding)]
        : [];
      if (before.lastCheckedAt !== null && changes.length > 0) {
        const urgent = worst === 'park-it' || worst === 'park-outside' ? ` — ${RECALL_LEVELS[worst].alert}` : '';
        this.deps.notify({ title: `Recall update for ${vin}${urgent}`, body: changes.join('\n') });
      }
    } catch (error) {
      const stop = spendStopOf(error);
      if (stop) return stop;
      next = { ...before, problem: error instanceof Error ? error.message : String(error) };
    }
    this.#entries = this.#entries.map((entry) => (entry.vin === vin ? next : entry));
    await this.#save();
    this.deps.onChange(this.#entries);
    return null;
  }

  #serial<T>(work: () => Promise<T>): Promise<T> {
    const run = this.#queue.then(work);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #now(): number {
    return (this.deps.now ?? Date.now)();
  }

  async #save(): Promise<void> {
    await writeFileAtomic(this.#path, JSON.stringify({ version: 1, vins: this.#entries }, null, 2));
  }
}

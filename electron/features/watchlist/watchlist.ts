import { join } from 'node:path';
import { z } from 'zod';
import type { WatchedVin } from '../../../shared/ipc/watchlist-channels';
import { RECALL_LEVELS, summarizeOpenRecalls } from '../../../shared/recalls/recall-severity';
import type { DesktopNotification } from '../../platform/desktop/desktop-ports';
import { writeFileAtomic } from '../../platform/fs/atomic-write';
import { readJsonStore, type JsonStoreRead } from '../../platform/fs/json-store-file';
import type { ServiceClient } from '../../service/create-service-client';
import { recallChanges } from './recall-changes';

const DAY_MS = 24 * 60 * 60 * 1000;
/** How often the daily re-check looks for entries that are due. */
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
    }),
  ),
});

export interface WatchlistDeps {
  userDataDir: string;
  client: ServiceClient;
  notify: (notification: DesktopNotification) => void;
  onChange: (list: WatchedVin[]) => void;
  now?: () => number;
  setInterval?: (callback: () => void, ms: number) => { unref?: () => void };
  clearInterval?: (handle: unknown) => void;
}

/**
 * VINs to keep an eye on: re-checked daily while the app runs, and on demand. A new open
 * recall, or a change of a recall's status, raises a desktop notification.
 */
export class Watchlist {
  readonly #path: string;
  #entries: WatchedVin[] = [];
  #queue: Promise<unknown> = Promise.resolve();
  #timer: unknown = null;
  #damagedNotice: string | null = null;

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
      for (const vin of added) await this.#check(vin, false);
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
      for (const entry of [...this.#entries]) await this.#check(entry.vin, true);
      return this.#entries;
    });
  }

  /** Re-checks the entries last checked a day ago or more. */
  checkDue(): Promise<WatchedVin[]> {
    return this.#serial(async () => {
      const due = this.#entries.filter(
        (entry) => !entry.lastCheckedAt || this.#now() - Date.parse(entry.lastCheckedAt) >= DAY_MS,
      );
      for (const entry of due) await this.#check(entry.vin, true);
      return this.#entries;
    });
  }

  close(): Promise<unknown> {
    if (this.#timer !== null)
      (this.deps.clearInterval ?? ((handle: unknown) => clearInterval(handle as NodeJS.Timeout)))(this.#timer);
    return this.#queue;
  }

  async #check(vin: string, announce: boolean): Promise<void> {
    const index = this.#entries.findIndex((entry) => entry.vin === vin);
    if (index === -1) return;
    const before = this.#entries[index]!;
    let next: WatchedVin;
    try {
      const { data } = await this.deps.client.getOpenRecalls(vin);
      const openRecalls = Object.fromEntries(
        data.data.map((recall) => [recall.regulatorCampaignNumber, recall.recallStatus ?? 'Open']),
      );
      const summary = summarizeOpenRecalls(data.data, data.openRecalls);
      next = {
        ...before,
        lastCheckedAt: new Date(this.#now()).toISOString(),
        openRecalls,
        parkIt: summary.parkIt > 0,
        parkOutside: summary.parkOutside > 0,
      };
      delete next.problem;
      const changes = recallChanges(before.openRecalls, openRecalls);
      if (announce && before.lastCheckedAt !== null && changes.length > 0) {
        const urgent =
          summary.worst === 'park-it' || summary.worst === 'park-outside'
            ? ` — ${RECALL_LEVELS[summary.worst].alert}`
            : '';
        this.deps.notify({ title: `Recall update for ${vin}${urgent}`, body: changes.join('\n') });
      }
    } catch (error) {
      next = { ...before, problem: error instanceof Error ? error.message : String(error) };
    }
    this.#entries = this.#entries.map((entry) => (entry.vin === vin ? next : entry));
    await this.#save();
    this.deps.onChange(this.#entries);
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

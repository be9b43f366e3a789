import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { z } from 'zod';
import {
  SearchAlertHeldSchema,
  SearchAlertRuleSchema,
  type SearchAlertHeld,
  type SearchAlertRule,
} from '../../../shared/market/alert-rules';
import { writeFileAtomic } from '../../platform/fs/atomic-write';
import { readJsonStore, type JsonStoreRead } from '../../platform/fs/json-store-file';

const StoredSearchSchema = z.object({
  id: z.string(),
  name: z.string(),
  query: z.string(),
  createdAt: z.string(),
  lastOpenedAt: z.string(),
  /**
   * Its alerts (issue #39 item 3), and the VINs its last alert check returned (null before the
   * first). Optional: files written before alerts have none, and read as they were.
   */
  alert: SearchAlertRuleSchema.optional(),
  alertVins: z.array(z.string()).nullable().optional(),
  /** Its last alert check was refused by the spend guard; cleared when a check answers. */
  alertHeld: SearchAlertHeldSchema.optional(),
});
export type StoredSearch = z.infer<typeof StoredSearchSchema>;

const FileSchema = z.object({ version: z.literal(1), searches: z.array(StoredSearchSchema) });

/**
 * Saved searches in userData/saved-searches.json, written atomically. A damaged file is
 * moved aside (kept for the user) and an empty list starts; damagedNotice says where.
 */
export class SavedSearchStore {
  readonly #path: string;
  #searches: StoredSearch[] | null = null;
  #damagedNotice: string | null = null;
  #queue: Promise<unknown> = Promise.resolve();

  constructor(
    userDataDir: string,
    private readonly now: () => Date = () => new Date(),
  ) {
    this.#path = join(userDataDir, 'saved-searches.json');
  }

  get path(): string {
    return this.#path;
  }

  /** Plain words for the user when the file was damaged and moved aside on load; null otherwise. */
  get damagedNotice(): string | null {
    return this.#damagedNotice;
  }

  /** Reads the file now (list() would do it lazily), so a damaged file is reported at start-up. */
  async load(): Promise<void> {
    await this.list();
  }

  async list(): Promise<StoredSearch[]> {
    if (this.#searches) return this.#searches;
    const read = await readJsonStore(this.#path, FileSchema, { now: () => this.now().getTime() })
      // A file that cannot be read at all (permissions) is not known to be damaged, so it is
      // not moved; the store starts empty as before rather than stopping the app.
      .catch((): JsonStoreRead<never> => ({ value: null }));
    if (read.damaged) {
      this.#damagedNotice = `Your saved searches file was damaged. VinDesk kept it as ${read.damaged.movedTo} and started a new list.`;
    }
    this.#searches = read.value?.searches ?? [];
    return this.#searches;
  }

  save(name: string, query: string): Promise<StoredSearch> {
    return this.#change((searches) => {
      const at = this.now().toISOString();
      // Saving under an existing name replaces that search: names are how people find them.
      const existing = searches.find((search) => search.name.toLowerCase() === name.toLowerCase());
      const search: StoredSearch = existing
        ? { ...existing, query, lastOpenedAt: at }
        : { id: randomUUID(), name, query, createdAt: at, lastOpenedAt: at };
      return { searches: [search, ...searches.filter((item) => item.id !== search.id)], result: search };
    });
  }

  open(id: string): Promise<StoredSearch | null> {
    return this.#change((searches) => {
      const found = searches.find((search) => search.id === id);
      if (!found) return { searches, result: null };
      const opened = { ...found, lastOpenedAt: this.now().toISOString() };
      return { searches: searches.map((search) => (search.id === id ? opened : search)), result: opened };
    });
  }

  /** Sets (or clears, with null) a search's alerts; a new rule starts from no previous check. */
  setAlert(id: string, rule: SearchAlertRule | null): Promise<StoredSearch | null> {
    return this.#change((searches) => {
      const found = searches.find((search) => search.id === id);
      if (!found) return { searches, result: null };
      const { alert: _alert, alertVins: _vins, alertHeld: _held, ...rest } = found;
      const changed: StoredSearch = rule === null ? rest : { ...rest, alert: rule, alertVins: null };
      return { searches: searches.map((search) => (search.id === id ? changed : search)), result: changed };
    });
  }

  /** The VINs an alert check of the search returned: the next check's "previous". It answered, so nothing holds it. */
  noteAlertCheck(id: string, vins: readonly string[]): Promise<void> {
    return this.#change((searches) => ({
      searches: searches.map((search) => {
        if (search.id !== id || !search.alert) return search;
        const { alertHeld: _held, ...rest } = search;
        return { ...rest, alertVins: [...vins] };
      }),
      result: undefined,
    }));
  }

  /** The spend guard refused the search's alert check: kept until a check answers, for its row to say. */
  noteAlertHeld(id: string, held: SearchAlertHeld): Promise<void> {
    return this.#change((searches) => ({
      searches: searches.map((search) => (search.id === id && search.alert ? { ...search, alertHeld: held } : search)),
      result: undefined,
    }));
  }

  remove(id: string): Promise<boolean> {
    return this.#change((searches) => ({
      searches: searches.filter((search) => search.id !== id),
      result: searches.some((search) => search.id === id),
    }));
  }

  #change<T>(apply: (searches: StoredSearch[]) => { searches: StoredSearch[]; result: T }): Promise<T> {
    const run = this.#queue.then(async () => {
      const { searches, result } = apply(await this.list());
      await writeFileAtomic(this.#path, JSON.stringify({ version: 1, searches }, null, 2));
      this.#searches = searches;
      return result;
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }
}

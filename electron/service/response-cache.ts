import { open, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import { join } from 'node:path';
import { ENDPOINTS, type Endpoint } from '../../shared/plan/plan-access';
import { writeFileAtomic } from '../platform/fs/atomic-write';

// The offline cache: one JSON file per answer under cacheDir, named by the request's
// hash, bounded in bytes with least-recently-used eviction. A disk problem or a
// corrupt file costs that entry only, never the request.

export interface CacheEntry {
  endpoint: Endpoint;
  /** Epoch milliseconds when the service sent the answer. */
  fetchedAt: number;
  /**
   * The origin of the service that sent it ("https://api.auto.dev"). A cached answer is found
   * by its URL, so one is only ever served for the address it came from; this says which
   * address, so Settings can count what it holds for the service in force (issue 38 item 13)
   * without reading the keys' URLs back out of their hashes. Absent in entries written
   * before it was kept.
   */
  origin?: string;
  /** The answer body, as the service sent it. */
  body: unknown;
}

/** What the cache holds for some service addresses: how many answers, and when the newest came. */
export interface SavedFrom {
  count: number;
  /** Epoch milliseconds of the newest answer's arrival; null with none. */
  newestAt: number | null;
}

/** The fields told apart without the body: what Settings' count needs of each entry. */
interface EntryFacts {
  origin: string | null;
  fetchedAt: number;
}

interface IndexEntry {
  size: number;
}

const FILE_PATTERN = /^[0-9a-f]{64}\.json$/;
const KEY_PATTERN = /^[0-9a-f]{64}$/;
// 2: spec-dialect /taxes and /payments answers are kept with their fee block flattened
// (electron/service/dialect/spec-fees.ts); a version-1 answer held it nested and is dropped.
const FORMAT_VERSION = 2;

export interface ResponseCacheOptions {
  dir: string;
  maxBytes: number;
  /** Recently used entries also kept parsed in memory, up to this many bytes (of their files). */
  maxMemoryBytes?: number;
  log: (line: string) => void;
}

/** Enough for a few VIN detail screens and listing pages; the disk holds the rest. */
const DEFAULT_MEMORY_BYTES = 16 * 1024 * 1024;

export class ResponseCache {
  readonly #options: ResponseCacheOptions;
  /** Insertion order is recency order: the first entry is the least recently used. */
  readonly #index = new Map<string, IndexEntry>();
  #totalBytes = 0;
  #loaded: Promise<void> | null = null;
  /** A hot copy of recent entries, so a screen opened again does not wait on the disk. */
  readonly #memory = new Map<string, { entry: CacheEntry; size: number }>();
  #memoryBytes = 0;
  /** Disk writes under way: put answers before its file is written. */
  readonly #writes = new Set<Promise<void>>();
  /** Each indexed entry's origin and age, once known (written, read, or its head read for a count). */
  readonly #facts = new Map<string, EntryFacts>();

  constructor(options: ResponseCacheOptions) {
    this.#options = options;
    // Begun now, at launch, in the background: with weeks of answers on disk (10,000 files)
    // the index takes a few hundred ms, which the first lookup must not wait for.
    // Its own failures are handled inside; this catch only keeps a surprise from going unhandled.
    this.#load().catch((error: unknown) =>
      options.log(`cache: the index could not be built (${error instanceof Error ? error.name : 'error'})`),
    );
  }

  /** Resolves once the folder's index is built and its byte cap enforced (begun at construction). */
  ready(): Promise<void> {
    return this.#load();
  }

  get totalBytes(): number {
    return this.#totalBytes;
  }

  /** Read straight from the folder: the index is for counting bytes, not for finding an entry. */
  async get(key: string): Promise<CacheEntry | null> {
    const hot = this.#memory.get(key);
    if (hot) {
      this.#touch(key);
      this.#remember(key, hot.entry, hot.size);
      return hot.entry;
    }
    if (!KEY_PATTERN.test(key)) return null;
    const path = this.#path(key);
    let text: string;
    try {
      text = await readFile(path, 'utf8');
    } catch {
      this.#forget(key);
      return null;
    }
    const entry = parseEntry(text);
    if (!entry) {
      this.#options.log(`cache: dropped a corrupt entry`);
      await this.#remove(key);
      return null;
    }
    this.#touch(key);
    if (this.#index.has(key)) this.#facts.set(key, factsOf(entry));
    this.#remember(key, entry, Buffer.byteLength(text));
    // Recency survives a restart through the file's mtime; failure here is harmless.
    const now = new Date();
    utimes(path, now, now).catch(() => undefined);
    return entry;
  }

  /**
   * Keeps an answer: in memory at once, so the next get finds it, and on disk a moment
   * later. The caller need not wait for the disk: the write queues on libuv's thread pool
   * behind whatever sharp is resizing there, and a VIN page's comparables and deal rating
   * waited 20–75 ms behind its nine photos for their own writes. The promise
   * resolves once the file is written (or the write has failed, which is logged).
   */
  put(key: string, entry: CacheEntry): Promise<void> {
    // The small fields before the body, so a count reads only a file's first bytes (#factsOf).
    const text = JSON.stringify({
      v: FORMAT_VERSION,
      endpoint: entry.endpoint,
      fetchedAt: entry.fetchedAt,
      ...(entry.origin !== undefined ? { origin: entry.origin } : {}),
      body: entry.body,
    });
    const size = Buffer.byteLength(text);
    if (size > this.#options.maxBytes) return Promise.resolve();
    this.#remember(key, entry, size);
    const write = this.#write(key, entry, text, size).finally(() => this.#writes.delete(write));
    this.#writes.add(write);
    return write;
  }

  /** Resolves once every write begun so far is on disk (or has failed). */
  async settled(): Promise<void> {
    while (this.#writes.size > 0) await Promise.all(this.#writes);
  }

  async #write(key: string, entry: CacheEntry, text: string, size: number): Promise<void> {
    await this.#load();
    try {
      // Not fsynced: an entry is disposable and checked on read (a torn or empty one is dropped),
      // and the fsyncs were most of main's fs work per answer in a 500-VIN sweep.
      await writeFileAtomic(this.#path(key), text, { durable: false });
    } catch (error) {
      this.#options.log(`cache: could not write an entry (${error instanceof Error ? error.name : 'error'})`);
      return;
    }
    this.#forget(key);
    this.#index.set(key, { size });
    this.#facts.set(key, factsOf(entry));
    this.#totalBytes += size;
    this.#remember(key, entry, size);
    await this.#evict();
  }

  #remember(key: string, entry: CacheEntry, size: number): void {
    const limit = this.#options.maxMemoryBytes ?? DEFAULT_MEMORY_BYTES;
    this.#dropFromMemory(key);
    if (size > limit) return;
    this.#memory.set(key, { entry, size });
    this.#memoryBytes += size;
    for (const [oldest, { size: oldSize }] of this.#memory) {
      if (this.#memoryBytes <= limit) break;
      this.#memory.delete(oldest);
      this.#memoryBytes -= oldSize;
    }
  }

  #dropFromMemory(key: string): void {
    const hot = this.#memory.get(key);
    if (!hot) return;
    this.#memory.delete(key);
    this.#memoryBytes -= hot.size;
  }

  /**
   * How many answers on disk came from any of `origins`, and when the newest arrived. Only
   * what is on disk counts: it is what a restart, or the service going away, still finds.
   * An entry not yet read since launch has only its first bytes read, once.
   */
  async savedFrom(origins: readonly string[]): Promise<SavedFrom> {
    // Not waiting for writes under way: during a long sweep there is always one, and an answer
    // counts once its file is written.
    await this.#load();
    const wanted = new Set(origins);
    const unknown = [...this.#index.keys()].filter((key) => !this.#facts.has(key));
    for (let start = 0; start < unknown.length; start += FACT_READS_AT_ONCE) {
      await Promise.all(
        unknown.slice(start, start + FACT_READS_AT_ONCE).map(async (key) => {
          const facts = await this.#factsOf(key);
          // Indexed still (not evicted or cleared while this read ran): remember what it holds.
          if (facts && this.#index.has(key)) this.#facts.set(key, facts);
        }),
      );
    }
    let count = 0;
    let newestAt: number | null = null;
    for (const key of this.#index.keys()) {
      const facts = this.#facts.get(key);
      if (!facts?.origin || !wanted.has(facts.origin)) continue;
      count += 1;
      newestAt = newestAt === null ? facts.fetchedAt : Math.max(newestAt, facts.fetchedAt);
    }
    return { count, newestAt };
  }

  /**
   * An entry's origin and age from its file's first bytes (put writes them before the body);
   * the whole file only when they do not fit there. null for a file gone or unreadable.
   */
  async #factsOf(key: string): Promise<EntryFacts | null> {
    const path = this.#path(key);
    try {
      const file = await open(path, 'r');
      let head: string;
      try {
        const buffer = Buffer.alloc(HEAD_BYTES);
        const { bytesRead } = await file.read(buffer, 0, HEAD_BYTES, 0);
        head = buffer.subarray(0, bytesRead).toString('utf8');
      } finally {
        await file.close();
      }
      // `,"body":` cannot occur inside an earlier field: JSON escapes a quote within a string.
      const bodyAt = head.indexOf(',"body":');
      const entry = parseEntry(bodyAt >= 0 ? `${head.slice(0, bodyAt)},"body":null}` : await readFile(path, 'utf8'));
      return entry ? factsOf(entry) : null;
    } catch {
      return null;
    }
  }

  /** Removes every entry; returns how many there were. */
  async clear(): Promise<number> {
    // Writes under way land first, so none of them outlives the clearing.
    await this.settled();
    await this.#load();
    const keys = [...this.#index.keys()];
    await Promise.all(keys.map((key) => this.#remove(key)));
    // Entries whose write failed live only in memory: they go too.
    this.#memory.clear();
    this.#memoryBytes = 0;
    return keys.length;
  }

  async #evict(): Promise<void> {
    while (this.#totalBytes > this.#options.maxBytes) {
      const oldest = this.#index.keys().next();
      if (oldest.done) return;
      await this.#remove(oldest.value);
    }
  }

  #touch(key: string): void {
    const entry = this.#index.get(key);
    if (!entry) return;
    this.#index.delete(key);
    this.#index.set(key, entry);
  }

  #forget(key: string): void {
    this.#dropFromMemory(key);
    this.#facts.delete(key);
    const entry = this.#index.get(key);
    if (!entry) return;
    this.#totalBytes -= entry.size;
    this.#index.delete(key);
  }

  async #remove(key: string): Promise<void> {
    this.#forget(key);
    await rm(this.#path(key), { force: true }).catch(() => undefined);
  }

  #path(key: string): string {
    return join(this.#options.dir, `${key}.json`);
  }

  #load(): Promise<void> {
    this.#loaded ??= this.#scan();
    return this.#loaded;
  }

  /** Builds the index from the files on disk, least recently used first. */
  async #scan(): Promise<void> {
    let names: string[];
    try {
      names = await readdir(this.#options.dir);
    } catch {
      return; // No directory yet: the first write creates it.
    }
    const found: { key: string; size: number; used: number }[] = [];
    await Promise.all(
      names.map(async (name) => {
        const path = join(this.#options.dir, name);
        // Left over from a write cut short by a crash.
        if (name.endsWith('.tmp')) return rm(path, { force: true }).catch(() => undefined);
        if (!FILE_PATTERN.test(name)) return;
        try {
          const info = await stat(path);
          found.push({ key: name.slice(0, -'.json'.length), size: info.size, used: info.mtimeMs });
        } catch {
          // Gone between readdir and stat: nothing to index.
        }
      }),
    );
    found.sort((a, b) => a.used - b.used);
    for (const { key, size } of found) {
      this.#index.set(key, { size });
      this.#totalBytes += size;
    }
    await this.#evict();
  }
}

const KNOWN_ENDPOINTS: ReadonlySet<string> = new Set(ENDPOINTS);
/** Enough for the version, endpoint, time and an origin of any sensible length. */
const HEAD_BYTES = 1024;
/** Files whose head a count reads at once: enough to keep the disk busy, few enough to leave the thread pool to others. */
const FACT_READS_AT_ONCE = 16;

const factsOf = (entry: CacheEntry): EntryFacts => ({ origin: entry.origin ?? null, fetchedAt: entry.fetchedAt });

function parseEntry(text: string): CacheEntry | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  if (record.v !== FORMAT_VERSION) return null;
  if (typeof record.endpoint !== 'string' || !KNOWN_ENDPOINTS.has(record.endpoint)) return null;
  if (typeof record.fetchedAt !== 'number' || !Number.isFinite(record.fetchedAt)) return null;
  if (!('body' in record)) return null;
  return {
    endpoint: record.endpoint as Endpoint,
    fetchedAt: record.fetchedAt,
    ...(typeof record.origin === 'string' ? { origin: record.origin } : {}),
    body: record.body,
  };
}

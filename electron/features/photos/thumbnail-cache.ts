import { createHash } from 'node:crypto';
import { chmod, mkdir, readdir, readFile, rename, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { OWNER_ONLY_FILE, OWNER_ONLY_FOLDER } from '../../platform/fs/owner-only';

// Resized result thumbnails on disk (userData/thumbnails), so a results page seen before
// paints without the network and without resizing again. One file per photo URL and size;
// the least recently used files go first once the folder passes its byte cap. Which file
// is least recent is its mtime, touched on every read, so the order survives a restart.

const DEFAULT_THUMBNAIL_CACHE_BYTES = 64 * 1024 * 1024;
const SUFFIX = '.webp';
/** Files looked at together when the index is built. */
const STAT_BATCH = 64;

export interface ThumbnailCacheOptions {
  dir: string;
  maxBytes?: number;
}

export class ThumbnailCache {
  readonly #dir: string;
  readonly #maxBytes: number;
  /** File name → bytes, least recently used first (a Map keeps insertion order). */
  #index: Map<string, number> | null = null;
  #loading: Promise<Map<string, number>> | null = null;
  #total = 0;

  constructor(options: ThumbnailCacheOptions) {
    this.#dir = options.dir;
    this.#maxBytes = options.maxBytes ?? DEFAULT_THUMBNAIL_CACHE_BYTES;
  }

  /** The file name of one photo at one size: a hash, so a URL never becomes a path. */
  static keyOf(url: string, width: number, height: number): string {
    return `${createHash('sha256').update(`${width}x${height}\n${url}`).digest('hex')}${SUFFIX}`;
  }

  /** Bytes in the folder as the cache counts them. */
  async totalBytes(): Promise<number> {
    await this.#load();
    return this.#total;
  }

  /**
   * Read straight from the folder, without waiting for the index: the first thumbnail after a
   * launch would otherwise wait for a stat of every file in it (8,000 files: 0.3–0.6 s). The
   * index, built in the background, is only needed to count bytes and choose what goes.
   */
  async get(key: string): Promise<Buffer | null> {
    const path = join(this.#dir, key);
    let bytes: Buffer;
    try {
      bytes = await readFile(path);
    } catch {
      // Not made yet, removed behind the cache's back or unreadable: made again on demand.
      this.#forget(key);
      return null;
    }
    const size = this.#index?.get(key);
    if (size !== undefined) {
      this.#index!.delete(key);
      this.#index!.set(key, size);
    }
    // The file's time is the recency an index built later (or after a restart) reads.
    const now = new Date();
    await utimes(path, now, now).catch(() => undefined);
    return bytes;
  }

  async put(key: string, bytes: Buffer): Promise<void> {
    const index = await this.#load();
    // Written aside and renamed, so a crash never leaves half a picture under the real name.
    const temporary = join(this.#dir, `${key}.${process.pid}.tmp`);
    await writeFile(temporary, bytes, { mode: OWNER_ONLY_FILE });
    await rename(temporary, join(this.#dir, key));
    this.#forget(key);
    index.set(key, bytes.byteLength);
    this.#total += bytes.byteLength;
    await this.#evict();
  }

  #forget(key: string): void {
    const size = this.#index?.get(key);
    if (size === undefined) return;
    this.#index!.delete(key);
    this.#total -= size;
  }

  async #evict(): Promise<void> {
    const index = this.#index!;
    for (const [key] of index) {
      if (this.#total <= this.#maxBytes) return;
      this.#forget(key);
      await rm(join(this.#dir, key), { force: true });
    }
  }

  #load(): Promise<Map<string, number>> {
    if (this.#index) return Promise.resolve(this.#index);
    this.#loading ??= (async () => {
      // Pictures of the dealer's stock are theirs alone (issue 37 item 7); a folder an older
      // build made with the default mode is narrowed too.
      await mkdir(this.#dir, { recursive: true, mode: OWNER_ONLY_FOLDER });
      if (process.platform !== 'win32') await chmod(this.#dir, OWNER_ONLY_FOLDER);
      const found: { name: string; size: number; used: number }[] = [];
      const names = await readdir(this.#dir);
      // A few dozen at a time rather than one after another: thousands of files on a launch.
      for (let from = 0; from < names.length; from += STAT_BATCH) {
        await Promise.all(
          names.slice(from, from + STAT_BATCH).map(async (name) => {
            const path = join(this.#dir, name);
            if (!name.endsWith(SUFFIX)) {
              // A temporary file left by a crash.
              if (name.endsWith('.tmp')) await rm(path, { force: true });
              return;
            }
            const info = await stat(path).catch(() => null);
            if (info?.isFile()) found.push({ name, size: info.size, used: info.mtimeMs });
          }),
        );
      }
      found.sort((a, b) => a.used - b.used);
      const index = new Map(found.map((entry) => [entry.name, entry.size] as const));
      this.#total = found.reduce((sum, entry) => sum + entry.size, 0);
      this.#index = index;
      await this.#evict();
      return index;
    })();
    return this.#loading;
  }
}

import { mkdtemp, readdir, readFile, rm, stat, writeFile, utimes } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ResponseCache } from './response-cache';
import { cacheKeyOf } from './cache-key';

let dir: string;
const logs: string[] = [];
const make = (maxBytes = 1_000_000) => new ResponseCache({ dir, maxBytes, log: (line) => logs.push(line) });
const key = (n: number) => cacheKeyOf('GET', `https://api.example/vin/${n}`);
const entry = (n: number, pad = 0) => ({
  endpoint: 'vin' as const,
  fetchedAt: 1_000 + n,
  body: { n, pad: 'x'.repeat(pad) },
});

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vindesk-cache-test-'));
  logs.length = 0;
});
afterEach(() => rm(dir, { recursive: true, force: true }));

describe('ResponseCache', () => {
  it('stores and reads back an entry, also from a new instance (across restarts)', async () => {
    await make().put(key(1), entry(1));
    expect(await make().get(key(1))).toEqual(entry(1));
  });

  it('evicts the least recently used entries beyond its size bound', async () => {
    const cache = make(1_000);
    await cache.put(key(1), entry(1, 300));
    await cache.put(key(2), entry(2, 300));
    await cache.get(key(1)); // 1 is now more recent than 2
    await cache.put(key(3), entry(3, 300));
    expect(cache.totalBytes).toBeLessThanOrEqual(1_000);
    expect(await cache.get(key(2))).toBeNull();
    expect(await cache.get(key(1))).not.toBeNull();
    expect(await cache.get(key(3))).not.toBeNull();
    expect((await readdir(dir)).filter((name) => name.endsWith('.json'))).toHaveLength(2);
  });

  it('rebuilds recency from file times on start and evicts the oldest', async () => {
    const first = make();
    await first.put(key(1), entry(1, 400));
    await first.put(key(2), entry(2, 400));
    await utimes(join(dir, `${key(2)}.json`), new Date(1_000), new Date(1_000));
    const restarted = make(600);
    // Reads do not wait for the folder's index; once it is built, the cap has been enforced.
    await restarted.ready();
    expect(await restarted.get(key(2))).toBeNull();
    expect(await restarted.get(key(1))).not.toBeNull();
  });

  it('drops a corrupt entry without failing', async () => {
    const cache = make();
    await cache.put(key(1), entry(1));
    await writeFile(join(dir, `${key(1)}.json`), '{"v":2,"endpoint":"vin","fetchedAt":');
    const reopened = make();
    expect(await reopened.get(key(1))).toBeNull();
    expect(await readdir(dir)).not.toContain(`${key(1)}.json`);
    expect(logs.some((line) => line.includes('corrupt'))).toBe(true);
  });

  it('drops an entry of an unknown shape', async () => {
    await writeFile(join(dir, `${key(5)}.json`), JSON.stringify({ v: 2, endpoint: 'nope', fetchedAt: 1, body: {} }));
    expect(await make().get(key(5))).toBeNull();
  });

  it('writes atomically: no temp file is left, and leftovers of a crash are removed', async () => {
    await writeFile(join(dir, `${key(9)}.json.123.abc.tmp`), 'half');
    const cache = make();
    await cache.put(key(1), entry(1));
    expect(await readdir(dir)).toEqual([`${key(1)}.json`]);
    expect(JSON.parse(await readFile(join(dir, `${key(1)}.json`), 'utf8'))).toMatchObject({ v: 2, endpoint: 'vin' });
  });

  it('clears every entry and only its own files', async () => {
    await writeFile(join(dir, 'other.txt'), 'keep me');
    const cache = make();
    await cache.put(key(1), entry(1));
    await cache.put(key(2), entry(2));
    expect(await cache.clear()).toBe(2);
    expect(await readdir(dir)).toEqual(['other.txt']);
    expect(await cache.get(key(1))).toBeNull();
  });

  it('keeps recent entries in memory within its bound, and forgets them on clear', async () => {
    const cache = make();
    await cache.put(key(1), entry(1));
    await rm(join(dir, `${key(1)}.json`));
    expect(await cache.get(key(1))).toEqual(entry(1));
    await cache.clear();
    expect(await cache.get(key(1))).toBeNull();

    const diskOnly = new ResponseCache({ dir, maxBytes: 1_000_000, maxMemoryBytes: 0, log: () => undefined });
    await diskOnly.put(key(2), entry(2));
    await rm(join(dir, `${key(2)}.json`));
    expect(await diskOnly.get(key(2))).toBeNull();
  });

  it('survives a cache directory it cannot write to', async () => {
    const cache = new ResponseCache({
      dir: join(dir, 'file-not-dir', 'x'),
      maxBytes: 1_000,
      log: (line) => logs.push(line),
    });
    await writeFile(join(dir, 'file-not-dir'), 'a file where a directory should be');
    await expect(cache.put(key(1), entry(1))).resolves.toBeUndefined();
    expect(logs).toEqual(['cache: could not write an entry (Error)']);
    // Still served from memory this session; nothing was kept for the next.
    expect(await cache.get(key(1))).toEqual(entry(1));
    const next = new ResponseCache({ dir: join(dir, 'file-not-dir', 'x'), maxBytes: 1_000, log: () => undefined });
    expect(await next.get(key(1))).toBeNull();
  });

  it('finds an entry at once, before its file is written, and writes it behind', async () => {
    const cache = make();
    const writing = cache.put(key(1), entry(1));
    expect(await readdir(dir)).not.toContain(`${key(1)}.json`);
    expect(await cache.get(key(1))).toEqual(entry(1));
    await cache.settled();
    expect(await readdir(dir)).toEqual([`${key(1)}.json`]);
    await expect(writing).resolves.toBeUndefined();
  });

  it('lets the writes under way land before clearing, so none outlives the clearing', async () => {
    const cache = make();
    void cache.put(key(1), entry(1));
    void cache.put(key(2), entry(2));
    expect(await cache.clear()).toBe(2);
    expect(await readdir(dir)).toEqual([]);
    expect(await cache.get(key(1))).toBeNull();
    expect(await cache.get(key(2))).toBeNull();
  });

  it('keeps an entry exactly at its bound, and writes none larger than the bound', async () => {
    await make().put(key(1), entry(1, 100));
    const size = (await stat(join(dir, `${key(1)}.json`))).size;
    await rm(join(dir, `${key(1)}.json`));
    await make(size).put(key(1), entry(1, 100));
    expect(await readdir(dir)).toEqual([`${key(1)}.json`]);
    await rm(join(dir, `${key(1)}.json`));
    await make(size - 1).put(key(1), entry(1, 100));
    expect(await readdir(dir)).toEqual([]);
  });

  it('keeps two entries whose sizes add up to exactly its bound', async () => {
    const probe = make();
    await probe.put(key(1), entry(1, 100));
    await probe.put(key(2), entry(2, 100));
    const bound = probe.totalBytes;
    await rm(dir, { recursive: true, force: true });
    const cache = make(bound);
    await cache.put(key(1), entry(1, 100));
    await cache.put(key(2), entry(2, 100));
    expect(cache.totalBytes).toBe(bound);
    expect((await readdir(dir)).sort()).toEqual([`${key(1)}.json`, `${key(2)}.json`].sort());
  });

  it('counts an entry written twice once', async () => {
    const cache = make();
    await cache.put(key(1), entry(1, 50));
    const once = cache.totalBytes;
    await cache.put(key(1), entry(1, 50));
    expect(cache.totalBytes).toBe(once);
    expect(once).toBe((await stat(join(dir, `${key(1)}.json`))).size);
  });

  it('forgets an entry whose file has gone, and no longer counts it', async () => {
    const cache = new ResponseCache({ dir, maxBytes: 1_000_000, maxMemoryBytes: 0, log: () => undefined });
    await cache.put(key(1), entry(1, 50));
    await cache.put(key(2), entry(2, 80));
    const second = (await stat(join(dir, `${key(2)}.json`))).size;
    await rm(join(dir, `${key(1)}.json`));
    expect(await cache.get(key(1))).toBeNull();
    expect(cache.totalBytes).toBe(second);
  });

  it('keeps in memory, within its memory bound, the entries used last', async () => {
    // Each entry's file is about 230 bytes: the memory holds two of them, not three.
    const cache = new ResponseCache({ dir, maxBytes: 1_000_000, maxMemoryBytes: 500, log: () => undefined });
    await cache.put(key(1), entry(1, 180));
    await cache.put(key(2), entry(2, 180));
    // Read again and again: 1 is the most recent, and counted once however often it is read.
    for (let i = 0; i < 3; i++) expect(await cache.get(key(1))).toEqual(entry(1, 180));
    await cache.put(key(3), entry(3, 180));
    // Off the disk, only what memory kept can still be read: 1 and 3, not 2.
    for (const n of [1, 2, 3]) await rm(join(dir, `${key(n)}.json`));
    expect(await cache.get(key(1))).toEqual(entry(1, 180));
    expect(await cache.get(key(3))).toEqual(entry(3, 180));
    expect(await cache.get(key(2))).toBeNull();
  });

  it('keeps no entry in memory that is larger than its memory bound', async () => {
    const cache = new ResponseCache({ dir, maxBytes: 1_000_000, maxMemoryBytes: 100, log: () => undefined });
    await cache.put(key(1), entry(1, 300));
    await rm(join(dir, `${key(1)}.json`));
    expect(await cache.get(key(1))).toBeNull();
  });

  it('keeps an entry read from disk in memory for the next read', async () => {
    await make().put(key(1), entry(1));
    const restarted = make();
    expect(await restarted.get(key(1))).toEqual(entry(1));
    await rm(join(dir, `${key(1)}.json`));
    expect(await restarted.get(key(1))).toEqual(entry(1));
  });

  it('marks an entry read from disk as used, so the next start keeps it over one not read', async () => {
    const first = make();
    await first.put(key(1), entry(1, 400));
    await first.put(key(2), entry(2, 400));
    // 1 is the older of the two on disk.
    await utimes(join(dir, `${key(1)}.json`), new Date(1_000), new Date(1_000));
    await utimes(join(dir, `${key(2)}.json`), new Date(2_000), new Date(2_000));
    expect(await make().get(key(1))).toEqual(entry(1, 400));
    // The file's time is set after the answer: wait for it rather than for a time.
    await expect.poll(async () => (await stat(join(dir, `${key(1)}.json`))).mtimeMs).toBeGreaterThan(2_000);
    const small = make(600);
    await small.ready();
    expect(await small.get(key(2))).toBeNull();
    expect(await small.get(key(1))).toEqual(entry(1, 400));
  });

  it('drops an entry of another format, without a time or without a body', async () => {
    const files: [number, string][] = [
      [1, JSON.stringify({ v: 1, endpoint: 'vin', fetchedAt: 1, body: {} })],
      [2, JSON.stringify({ v: 2, endpoint: 'vin', fetchedAt: '1', body: {} })],
      [3, JSON.stringify({ v: 2, endpoint: 'vin', body: {} })],
      [4, JSON.stringify({ v: 2, endpoint: 'vin', fetchedAt: 1 })],
      [5, JSON.stringify({ v: 2, endpoint: 7, fetchedAt: 1, body: {} })],
      [6, 'null'],
      [7, '5'],
      [8, '"vin"'],
    ];
    for (const [n, text] of files) await writeFile(join(dir, `${key(n)}.json`), text);
    const cache = make();
    for (const [n] of files) expect(await cache.get(key(n)), String(n)).toBeNull();
    await writeFile(join(dir, `${key(9)}.json`), JSON.stringify({ v: 2, endpoint: 'vin', fetchedAt: 1, body: null }));
    expect(await make().get(key(9))).toEqual({ endpoint: 'vin', fetchedAt: 1, body: null });
  });

  it('reads an entry before the folder’s index is built, and counts the folder once it is', async () => {
    const first = make();
    await first.put(key(1), entry(1, 400));
    await first.put(key(2), entry(2, 400));
    const bytes = first.totalBytes;
    const restarted = new ResponseCache({ dir, maxBytes: 1_000_000, maxMemoryBytes: 0, log: () => undefined });
    // Asked at once, as the first lookup of a launch is: served from the folder.
    const read = restarted.get(key(1));
    expect(restarted.totalBytes).toBe(0);
    expect(await read).toEqual(entry(1, 400));
    await restarted.ready();
    expect(restarted.totalBytes).toBe(bytes);
    // A key that is not one of the cache's own names is never looked for on disk.
    expect(await restarted.get('../outside')).toBeNull();
  });

  describe('what it holds for a service address (Settings, issue 38 item 13)', () => {
    const LIVE = 'https://api.auto.dev';
    const OTHER = 'http://127.0.0.1:4123';
    const from = (n: number, origin: string, pad = 0) => ({ ...entry(n, pad), origin });

    it('counts the answers from the addresses asked about, with the newest one’s time, across a restart', async () => {
      const cache = make();
      expect(await cache.savedFrom([LIVE])).toEqual({ count: 0, newestAt: null });
      await cache.put(key(1), from(1, LIVE));
      await cache.put(key(2), from(7, LIVE, 3_000));
      await cache.put(key(3), from(50, OTHER));
      // An entry written before origins were kept names none: it counts for no address.
      await cache.put(key(4), entry(99));
      expect(await cache.savedFrom([LIVE])).toEqual({ count: 2, newestAt: 1_007 });
      expect(await cache.savedFrom([OTHER])).toEqual({ count: 1, newestAt: 1_050 });
      expect(await cache.savedFrom([LIVE, OTHER])).toEqual({ count: 3, newestAt: 1_050 });
      expect(await cache.savedFrom(['https://elsewhere.example'])).toEqual({ count: 0, newestAt: null });

      // A new launch knows nothing but the files: it reads what each holds from the disk.
      const restarted = make();
      expect(await restarted.savedFrom([LIVE])).toEqual({ count: 2, newestAt: 1_007 });
      expect(await restarted.get(key(2))).toEqual(from(7, LIVE, 3_000));
    });

    it('reads a long origin from the whole file, and skips a file that is corrupt or gone', async () => {
      const long = `https://${'a'.repeat(1_100)}.example`;
      const cache = make();
      await cache.put(key(1), from(1, long));
      await cache.put(key(2), from(2, LIVE));
      await cache.put(key(3), from(3, LIVE));
      await writeFile(join(dir, `${key(3)}.json`), '{"v":2,"endpoint":"vin","fetchedAt":');
      const restarted = make();
      expect(await restarted.savedFrom([long])).toEqual({ count: 1, newestAt: 1_001 });
      expect(await restarted.savedFrom([LIVE])).toEqual({ count: 1, newestAt: 1_002 });
    });

    it('stops counting what was evicted or cleared', async () => {
      const cache = make(1_000);
      await cache.put(key(1), from(1, LIVE, 300));
      await cache.put(key(2), from(2, LIVE, 300));
      await cache.put(key(3), from(3, LIVE, 300));
      expect(await cache.savedFrom([LIVE])).toEqual({ count: 2, newestAt: 1_003 });
      await cache.clear();
      expect(await cache.savedFrom([LIVE])).toEqual({ count: 0, newestAt: null });
      expect(await make().savedFrom([LIVE])).toEqual({ count: 0, newestAt: null });
    });
  });
});

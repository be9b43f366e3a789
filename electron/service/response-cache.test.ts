import { mkdtemp, readdir, readFile, rm, writeFile, utimes } from 'node:fs/promises';
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
    expect(await restarted.get(key(2))).toBeNull();
    expect(await restarted.get(key(1))).not.toBeNull();
  });

  it('drops a corrupt entry without failing', async () => {
    const cache = make();
    await cache.put(key(1), entry(1));
    await writeFile(join(dir, `${key(1)}.json`), '{"v":1,"endpoint":"vin","fetchedAt":');
    const reopened = make();
    expect(await reopened.get(key(1))).toBeNull();
    expect(await readdir(dir)).not.toContain(`${key(1)}.json`);
    expect(logs.some((line) => line.includes('corrupt'))).toBe(true);
  });

  it('drops an entry of an unknown shape', async () => {
    await writeFile(join(dir, `${key(5)}.json`), JSON.stringify({ v: 1, endpoint: 'nope', fetchedAt: 1, body: {} }));
    expect(await make().get(key(5))).toBeNull();
  });

  it('writes atomically: no temp file is left, and leftovers of a crash are removed', async () => {
    await writeFile(join(dir, `${key(9)}.json.123.abc.tmp`), 'half');
    const cache = make();
    await cache.put(key(1), entry(1));
    expect(await readdir(dir)).toEqual([`${key(1)}.json`]);
    expect(JSON.parse(await readFile(join(dir, `${key(1)}.json`), 'utf8'))).toMatchObject({ v: 1, endpoint: 'vin' });
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
    expect(await cache.get(key(1))).toBeNull();
  });
});

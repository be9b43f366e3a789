import { chmod, mkdir, mkdtemp, readdir, rm, stat, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ThumbnailCache } from './thumbnail-cache';

// The thumbnail folder on a real disk: what it counts, what it lets go first, and what a
// restart finds there. Sizes are small and exact so each byte of the cap is known.

const key = (name: string) => ThumbnailCache.keyOf(`https://retail.photos.vin/${name}.jpg`, 120, 90);
const bytes = (count: number, fill = 1) => Buffer.alloc(count, fill);

/** A folder holding thumbnails last used at the given seconds (oldest first as listed). */
async function folderWith(files: { name: string; size: number; usedAt: number }[]): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vindesk-thumbs-'));
  for (const file of files) {
    const path = join(dir, file.name);
    await writeFile(path, bytes(file.size));
    await utimes(path, file.usedAt, file.usedAt);
  }
  return dir;
}

describe('thumbnail cache', () => {
  it('names a file by photo and size, never by the URL itself', () => {
    const name = ThumbnailCache.keyOf('https://retail.photos.vin/../../etc/passwd', 120, 90);
    expect(name).toMatch(/^[0-9a-f]{64}\.webp$/);
    expect(ThumbnailCache.keyOf('https://retail.photos.vin/a.jpg', 120, 90)).not.toBe(
      ThumbnailCache.keyOf('https://retail.photos.vin/a.jpg', 90, 120),
    );
    expect(ThumbnailCache.keyOf('https://retail.photos.vin/a.jpg', 120, 90)).not.toBe(
      ThumbnailCache.keyOf('https://retail.photos.vin/b.jpg', 120, 90),
    );
  });

  it('after a restart counts only its own files, clears crash leftovers and lets the least recently used go first', async () => {
    const dir = await folderWith([
      { name: key('newest'), size: 100, usedAt: 3_000 },
      { name: key('oldest'), size: 100, usedAt: 1_000 },
      { name: key('middle'), size: 100, usedAt: 2_000 },
      { name: `${key('half')}.123.tmp`, size: 50, usedAt: 4_000 },
      { name: 'notes.txt', size: 70, usedAt: 4_000 },
    ]);
    await mkdir(join(dir, key('a-folder')));
    // Room for two: the oldest by last use goes as the folder is read.
    const cache = new ThumbnailCache({ dir, maxBytes: 250 });
    expect(await cache.totalBytes()).toBe(200);
    expect((await readdir(dir)).sort()).toEqual([key('a-folder'), key('middle'), key('newest'), 'notes.txt'].sort());
    expect(await cache.get(key('oldest'))).toBeNull();
    expect(await cache.get(key('middle'))).toEqual(bytes(100));
  });

  it('a read makes a thumbnail the most recent, so the next one over the cap goes instead', async () => {
    const dir = await folderWith([
      { name: key('first'), size: 100, usedAt: 1_000 },
      { name: key('second'), size: 100, usedAt: 2_000 },
    ]);
    const cache = new ThumbnailCache({ dir, maxBytes: 200 });
    expect(await cache.get(key('first'))).not.toBeNull();
    await cache.put(key('third'), bytes(100, 3));
    expect(await cache.get(key('second'))).toBeNull();
    expect(await cache.get(key('first'))).not.toBeNull();
    expect(await cache.get(key('third'))).toEqual(bytes(100, 3));
    expect(await cache.totalBytes()).toBe(200);
    // The order survives a restart: the read touched the file.
    const again = new ThumbnailCache({ dir, maxBytes: 100 });
    expect(await again.totalBytes()).toBe(100);
    expect((await readdir(dir)).length).toBe(1);
  });

  it('once its index is built, keeps the order of use in memory: the read one goes when it is the oldest used', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-thumbs-'));
    const cache = new ThumbnailCache({ dir, maxBytes: 200 });
    await cache.put(key('a'), bytes(100, 1));
    await cache.put(key('b'), bytes(100, 2));
    expect(await cache.get(key('a'))).toEqual(bytes(100, 1));
    await cache.put(key('c'), bytes(100, 3));
    // b was the least recently used.
    expect((await readdir(dir)).sort()).toEqual([key('a'), key('c')].sort());
    await cache.put(key('d'), bytes(100, 4));
    // Now a is: read before c and d were written.
    expect((await readdir(dir)).sort()).toEqual([key('c'), key('d')].sort());
    expect(await cache.totalBytes()).toBe(200);
  });

  it('counts every file of a folder read in several batches once', async () => {
    // More files than one batch of the index's reads (64).
    const files = Array.from({ length: 150 }, (_, i) => ({ name: key(`photo-${i}`), size: 10, usedAt: 1_000 + i }));
    const dir = await folderWith(files);
    const cache = new ThumbnailCache({ dir, maxBytes: 1_500 });
    expect(await cache.totalBytes()).toBe(1_500);
    expect(await readdir(dir)).toHaveLength(150);
  });

  it('counts a thumbnail written twice once, and forgets one removed behind its back', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-thumbs-'));
    const cache = new ThumbnailCache({ dir, maxBytes: 1_000 });
    await cache.put(key('twice'), bytes(100));
    await cache.put(key('twice'), bytes(120));
    await cache.put(key('other'), bytes(30));
    expect(await cache.totalBytes()).toBe(150);
    await rm(join(dir, key('twice')));
    expect(await cache.get(key('twice'))).toBeNull();
    expect(await cache.totalBytes()).toBe(30);
    expect(await readdir(dir)).toEqual([key('other')]);
  });

  it.skipIf(process.platform === 'win32')(
    'keeps its folder and files the owner’s alone, narrowing a folder an older build left open',
    async () => {
      const parent = await mkdtemp(join(tmpdir(), 'vindesk-thumbs-'));
      const fresh = join(parent, 'fresh');
      await new ThumbnailCache({ dir: fresh }).put(key('new'), bytes(10));
      // 0o700 and 0o600: read, write (and enter) for the owner, nothing for group or others.
      expect((await stat(fresh)).mode & 0o777).toBe(0o700);
      expect((await stat(join(fresh, key('new')))).mode & 0o777).toBe(0o600);
      const old = join(parent, 'old');
      await mkdir(old, { mode: 0o755 });
      await chmod(old, 0o755);
      await new ThumbnailCache({ dir: old }).put(key('later'), bytes(10));
      expect((await stat(old)).mode & 0o777).toBe(0o700);
    },
  );
});

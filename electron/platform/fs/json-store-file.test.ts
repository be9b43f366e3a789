import { mkdir, mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { fileSafeTime, readJsonStore } from './json-store-file';

const Schema = z.object({ version: z.literal(1), items: z.array(z.string()) });
// A fixed clock: 2026-11-23T14:02:10.500Z.
const NOW = Date.UTC(2026, 10, 23, 14, 2, 10, 500);
const now = () => NOW;

let dir: string;
let file: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vindesk-json-store-'));
  file = join(dir, 'store.json');
});

describe('readJsonStore', () => {
  it('returns null and moves nothing when the file is missing', async () => {
    expect(await readJsonStore(file, Schema, { now })).toEqual({ value: null });
    expect(await readdir(dir)).toEqual([]);
  });

  it('returns the parsed value of a valid file and leaves it in place', async () => {
    await writeFile(file, JSON.stringify({ version: 1, items: ['a'] }));
    expect(await readJsonStore(file, Schema, { now })).toEqual({ value: { version: 1, items: ['a'] } });
    expect(await readdir(dir)).toEqual(['store.json']);
  });

  it('moves a file that is not JSON aside, keeping its bytes exactly', async () => {
    const bytes = Buffer.from([0x7b, 0x22, 0x76, 0x00, 0xff, 0xfe, 0x0a]);
    await writeFile(file, bytes);
    const read = await readJsonStore(file, Schema, { now });
    expect(read.value).toBeNull();
    expect(read.damaged?.movedTo).toBe(join(dir, 'store.damaged-20261123T140210Z.json'));
    expect(await readFile(read.damaged!.movedTo)).toEqual(bytes);
    expect(await readdir(dir)).toEqual(['store.damaged-20261123T140210Z.json']);
  });

  it('moves a file whose JSON the schema rejects', async () => {
    const text = JSON.stringify({ version: 2, items: 'nope' });
    await writeFile(file, text);
    const read = await readJsonStore(file, Schema, { now });
    expect(read.value).toBeNull();
    expect(await readFile(read.damaged!.movedTo, 'utf8')).toBe(text);
    expect(await readdir(dir)).not.toContain('store.json');
  });

  it('gives two damages in the same second different names and keeps both', async () => {
    await writeFile(file, 'first');
    const first = await readJsonStore(file, Schema, { now });
    await writeFile(file, 'second');
    const second = await readJsonStore(file, Schema, { now: () => NOW + 300 });
    expect(first.damaged!.movedTo).not.toBe(second.damaged!.movedTo);
    expect(second.damaged!.movedTo).toBe(join(dir, 'store.damaged-20261123T140210Z-2.json'));
    expect(await readFile(first.damaged!.movedTo, 'utf8')).toBe('first');
    expect(await readFile(second.damaged!.movedTo, 'utf8')).toBe('second');
  });

  it('throws, moving nothing, when a folder is where the file should be', async () => {
    await mkdir(file);
    await expect(readJsonStore(file, Schema, { now })).rejects.toMatchObject({ code: 'EISDIR' });
    expect(await readdir(dir)).toEqual(['store.json']);
  });

  it('names the damaged copy of a file without an extension as JSON', async () => {
    const bare = join(dir, 'store');
    await writeFile(bare, 'not json');
    const read = await readJsonStore(bare, Schema, { now });
    expect(read.damaged?.movedTo).toBe(join(dir, 'store.damaged-20261123T140210Z.json'));
    expect(await readFile(read.damaged!.movedTo, 'utf8')).toBe('not json');
  });

  it('stamps times without characters file systems refuse', () => {
    expect(fileSafeTime(NOW)).toBe('20261123T140210Z');
    expect(fileSafeTime(NOW)).toMatch(/^[0-9TZ]+$/);
  });
});

import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { writeFileAtomic } from './atomic-write';

// The folder is made only when the first open finds it missing (issue 17: one fs call fewer
// per write in a sweep); durable: false leaves out the fsyncs, not the temp file and rename.

describe('writeFileAtomic', () => {
  it('creates missing folders, then writes into the existing one', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    const path = join(root, 'a', 'b', 'state.json');
    await writeFileAtomic(path, '{"n":1}');
    await writeFileAtomic(path, '{"n":2}');
    expect(await readFile(path, 'utf8')).toBe('{"n":2}');
    expect(await readdir(join(root, 'a', 'b'))).toEqual(['state.json']);
  });

  it('without fsync still replaces the whole file and leaves no temp file behind', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    const path = join(root, 'cache', 'entry.json');
    await writeFileAtomic(path, 'x'.repeat(100_000), { durable: false });
    await writeFileAtomic(path, 'short', { durable: false });
    expect(await readFile(path, 'utf8')).toBe('short');
    expect(await readdir(join(root, 'cache'))).toEqual(['entry.json']);
  });

  it('fails when the folder cannot exist (a file is in the way) and leaves that file alone', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    await writeFile(join(root, 'blocked'), 'a file, not a folder');
    await expect(writeFileAtomic(join(root, 'blocked', 'state.json'), '{}')).rejects.toMatchObject({
      code: 'ENOTDIR',
    });
    expect(await readFile(join(root, 'blocked'), 'utf8')).toBe('a file, not a folder');
    expect(await readdir(root)).toEqual(['blocked']);
  });
});

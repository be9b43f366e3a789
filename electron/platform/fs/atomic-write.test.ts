import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openAtomicFile, writeFileAtomic } from './atomic-write';

// The folder is made only when the first open finds it missing (bench target: one fs call fewer
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

  it('fails onto a folder that holds files, leaving the folder whole and no temp file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    await mkdir(join(root, 'taken'));
    await writeFile(join(root, 'taken', 'inside.txt'), 'kept');
    const failure = await writeFileAtomic(join(root, 'taken'), 'new').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: expect.stringMatching(/^(EISDIR|ENOTEMPTY|EEXIST)$/) });
    expect(await readFile(join(root, 'taken', 'inside.txt'), 'utf8')).toBe('kept');
    expect((await readdir(root)).sort()).toEqual(['taken']);
  });

  // Windows keeps no POSIX mode, so there is nothing to check there.
  it.skipIf(process.platform === 'win32')(
    'with a mode, the file has it, also when it replaced a file anyone could read',
    async () => {
      const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
      const path = join(root, 'export.csv');
      await writeFile(path, 'old', { mode: 0o644 });
      await writeFileAtomic(path, 'new', { mode: 0o600 });
      expect(await readFile(path, 'utf8')).toBe('new');
      expect((await stat(path)).mode & 0o777).toBe(0o600);
    },
  );
});

describe('openAtomicFile', () => {
  it('shows nothing new at the path until commit, then the whole of it', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    const path = join(root, 'out', 'export.csv');
    await mkdir(join(root, 'out'));
    await writeFile(path, 'old');
    const file = await openAtomicFile(path);
    await file.write('vin,price\n');
    await file.write('1HGCM82633A004352,20000\n');
    expect(await readFile(path, 'utf8')).toBe('old');
    await file.commit();
    expect(await readFile(path, 'utf8')).toBe('vin,price\n1HGCM82633A004352,20000\n');
    expect(await readdir(join(root, 'out'))).toEqual(['export.csv']);
    // Discarding after a commit changes nothing, and may be done twice.
    await file.discard();
    await file.discard();
    expect(await readFile(path, 'utf8')).toBe('vin,price\n1HGCM82633A004352,20000\n');
  });

  it('makes a missing folder, and a discard leaves the old content and no temp file', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    const path = join(root, 'new', 'folder', 'export.csv');
    const file = await openAtomicFile(path);
    await file.write('half of it');
    await file.discard();
    await file.discard();
    expect(await readdir(join(root, 'new', 'folder'))).toEqual([]);
  });

  it('a commit that cannot land (a folder holds the name) fails, removes its temp file and leaves the folder', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    const path = join(root, 'taken');
    await mkdir(path);
    await writeFile(join(path, 'inside.txt'), 'kept');
    const file = await openAtomicFile(path);
    await file.write('rows');
    const failure = await file.commit().catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: expect.stringMatching(/^(EISDIR|ENOTEMPTY|EEXIST)$/) });
    expect((await readdir(root)).sort()).toEqual(['taken']);
    expect(await readFile(join(path, 'inside.txt'), 'utf8')).toBe('kept');
    // Nothing is left to clean up, and cleaning up again is safe.
    await file.discard();
    expect((await readdir(root)).sort()).toEqual(['taken']);
  });
});

// Issue 37 item 7: what VinDesk writes is the owner's alone, from the temp file's first byte.
describe.skipIf(process.platform === 'win32')('atomic writes’ permissions', () => {
  const modeOf = async (path: string) => (await stat(path)).mode & 0o777;

  it('creates files 0600 and the folders they need 0700; an explicit mode still wins', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    await writeFileAtomic(join(root, 'a', 'b', 'state.json'), '{}');
    expect(await modeOf(join(root, 'a'))).toBe(0o700);
    expect(await modeOf(join(root, 'a', 'b'))).toBe(0o700);
    expect(await modeOf(join(root, 'a', 'b', 'state.json'))).toBe(0o600);
    // A file an older build left 0644 is narrowed by the next write, which replaces it.
    const old = join(root, 'settings.json');
    await writeFile(old, '{}', { mode: 0o644 });
    await writeFileAtomic(old, '{"theme":"dark"}');
    expect(await modeOf(old)).toBe(0o600);
    await writeFileAtomic(join(root, 'shared.txt'), 'x', { mode: 0o640 });
    expect(await modeOf(join(root, 'shared.txt'))).toBe(0o640);
  });

  it('opens an export 0600 in a new folder made 0700', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    const path = join(root, 'exports', 'listings.csv');
    const file = await openAtomicFile(path);
    await file.write('vin\n');
    await file.commit();
    expect(await modeOf(join(root, 'exports'))).toBe(0o700);
    expect(await modeOf(path)).toBe(0o600);
  });
});

describe('the temp file log', () => {
  function recordingLog() {
    const events: string[] = [];
    return {
      events,
      temps: {
        add: async (path: string) => void events.push(`add ${path}`),
        remove: async (path: string) => void events.push(`remove ${path}`),
      },
    };
  }

  it('is told of each temp file before it exists and after it is gone: written, committed or discarded', async () => {
    const root = await mkdtemp(join(tmpdir(), 'vindesk-atomic-'));
    const path = join(root, 'export.csv');
    const seen: string[][] = [];
    const written = recordingLog();
    const checkedAdd = {
      add: async (temp: string) => {
        // Listed before it is created: a crash at any later moment finds it on the list.
        seen.push(await readdir(root));
        await written.temps.add(temp);
      },
      remove: written.temps.remove,
    };
    await writeFileAtomic(path, 'whole', { temps: checkedAdd });
    expect(seen).toEqual([[]]);
    expect(written.events).toEqual([
      expect.stringMatching(/^add .*export\.csv\.\d+\.[0-9a-f]{12}\.tmp$/),
      written.events[0]!.replace('add', 'remove'),
    ]);

    for (const end of ['commit', 'discard'] as const) {
      const log = recordingLog();
      const file = await openAtomicFile(path, { temps: log.temps });
      await file.write('rows');
      await file[end]();
      expect(log.events).toEqual([expect.stringMatching(/^add /), log.events[0]!.replace('add', 'remove')]);
    }
    expect(await readdir(root)).toEqual(['export.csv']);
  });
});

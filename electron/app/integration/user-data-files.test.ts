import { mkdir, mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/app-error';
import type { DesktopPorts } from '../../platform/desktop/desktop-ports';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { startFakeService, type FakeService } from '../../service/test-support/fake-service';
import { listingBody } from '../../service/test-support/sample-bodies';
import { createMainContext, type MainContext } from '../main-context';

// Issue 37 item 7: what VinDesk writes into userData is the owner's alone (files 0600,
// folders 0700); temp files a crash left there are gone at the next start; and an export
// cut short leaves no temp file in the person's own folder. Real main context, real files
// in a temp folder, a local HTTP service standing in for the demo sandbox.

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const UNFINISHED = 'unfinished-exports.json';

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

async function service(route: Parameters<typeof startFakeService>[0]): Promise<FakeService> {
  const fake = await startFakeService(route);
  cleanups.push(() => fake.close());
  return fake;
}

/** Main on `userDataDir`, in demo mode with `fake` as its sandbox; saves go where `savePath` says. */
async function start(userDataDir: string, fake: FakeService, savePath: string | null = null): Promise<MainContext> {
  const desktop: DesktopPorts = {
    chooseSavePath: async () => savePath,
    printToPdf: async () => new Uint8Array(),
    notify: () => undefined,
  };
  const main = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    startSandbox: async () => ({ url: fake.url, v1Url: fake.url, close: async () => undefined }),
    desktop,
  });
  cleanups.push(() => main.close());
  return main;
}

/** Every file and folder under `root` with its permission bits. */
async function modesUnder(root: string): Promise<{ path: string; kind: 'file' | 'folder'; mode: number }[]> {
  const found: { path: string; kind: 'file' | 'folder'; mode: number }[] = [];
  for (const entry of await readdir(root, { withFileTypes: true, recursive: true })) {
    const path = join(entry.parentPath, entry.name);
    const kind = entry.isDirectory() ? 'folder' : 'file';
    found.push({ path: path.slice(root.length + 1), kind, mode: (await stat(path)).mode & 0o777 });
  }
  return found;
}

const tmpNames = async (folder: string) => (await readdir(folder)).filter((name) => name.endsWith('.tmp'));

describe.skipIf(process.platform === 'win32')('userData files', () => {
  it('are created 0600, and their folders 0700', async () => {
    const fake = await service(() => ({ status: 200, body: { data: [listingBody()] } }));
    // A userData folder that does not exist yet: main makes it.
    const userDataDir = join(await mkdtemp(join(tmpdir(), 'vindesk-modes-')), 'VinDesk');
    const main = await start(userDataDir, fake);
    data(await main.router.dispatch('settings.update', { input: { defaultZip: '30301' } }, own));
    data(await main.router.dispatch('listings.search', { input: { limit: 1 } }, own));
    data(await main.router.dispatch('savedSearches.save', { input: { name: 'Trucks', query: 'make=Ford' } }, own));
    await main.cacheWritten();

    expect((await stat(userDataDir)).mode & 0o777).toBe(0o700);
    const entries = await modesUnder(userDataDir);
    // What this run wrote: settings, the saved searches, the spend ledger and a cached answer.
    expect(entries.map((entry) => entry.path)).toEqual(
      expect.arrayContaining(['settings.json', 'saved-searches.json', 'vindesk.sqlite', 'response-cache']),
    );
    expect(entries.some((entry) => entry.path.startsWith('response-cache/') && entry.kind === 'file')).toBe(true);
    for (const entry of entries)
      expect(entry, entry.path).toMatchObject({ mode: entry.kind === 'file' ? 0o600 : 0o700 });
  });

  it('lose the temp files a crash left behind at the next start, and only those', async () => {
    const fake = await service(() => ({ status: 200, body: { data: [] } }));
    const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-stale-'));
    await mkdir(join(userDataDir, 'response-cache'));
    await mkdir(join(userDataDir, 'demo-data'));
    const stale = [
      'settings.json.4242.0a1b2c3d4e5f.tmp',
      'watchlist.json.4242.abcdefabcdef.tmp',
      join('response-cache', '3f2a.json.4242.001122334455.tmp'),
      join('demo-data', 'vpic-indexed.sqlite.4243.tmp'),
    ];
    for (const name of stale) await writeFile(join(userDataDir, name), 'half written');
    await writeFile(join(userDataDir, 'notes.txt'), 'kept');
    await mkdir(join(userDataDir, 'a folder.tmp'));

    await start(userDataDir, fake);
    expect(await tmpNames(userDataDir)).toEqual(['a folder.tmp']);
    expect(await tmpNames(join(userDataDir, 'response-cache'))).toEqual([]);
    expect(await tmpNames(join(userDataDir, 'demo-data'))).toEqual([]);
    expect(await readFile(join(userDataDir, 'notes.txt'), 'utf8')).toBe('kept');
  });
});

describe('a CSV export cut short', () => {
  it('lists its temp file in userData while it runs, and a cancel leaves none in the person’s folder', async () => {
    let releaseSecondPage: () => void = () => undefined;
    const secondPageReleased = new Promise<void>((resolve) => {
      releaseSecondPage = resolve;
    });
    let secondPageAskedFor = false;
    const fake = await service(async (request) => {
      if (request.url.searchParams.get('page') === '2') {
        secondPageAskedFor = true;
        // Held until the test is done with it: the export is cut short while it waits.
        await secondPageReleased;
        return { destroy: true };
      }
      return { status: 200, body: { data: [listingBody()], total: 2, links: { next: `${fake.url}/listings?page=2` } } };
    });
    cleanups.push(async () => releaseSecondPage());
    const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-export-temps-'));
    const folder = await mkdtemp(join(tmpdir(), 'vindesk-export-folder-'));
    const target = join(folder, 'VinDesk listings.csv');
    const main = await start(userDataDir, fake, target);

    const running = main.router.dispatch(
      'listings.exportCsv',
      { input: { query: '', exportId: 'cut-short' }, requestId: 'export-cut-short' },
      own,
    );
    // The first page is in the temp file and the second is being asked for.
    await expect.poll(() => secondPageAskedFor, { timeout: 10_000 }).toBe(true);
    const [temp] = await tmpNames(folder);
    expect(temp).toMatch(/^VinDesk listings\.csv\.\d+\.[0-9a-f]{12}\.tmp$/);
    // Were VinDesk killed now, the next start would find the temp file named here.
    expect(JSON.parse(await readFile(join(userDataDir, UNFINISHED), 'utf8'))).toEqual([join(folder, temp!)]);

    main.router.cancel('export-cut-short', own);
    expect(await running).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
    expect(await readdir(folder)).toEqual([]);
    expect(JSON.parse(await readFile(join(userDataDir, UNFINISHED), 'utf8'))).toEqual([]);
  });

  it('that VinDesk did not live to clean up is removed from the person’s folder at the next start', async () => {
    const fake = await service(() => ({ status: 200, body: { data: [] } }));
    const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-export-crash-'));
    const folder = await mkdtemp(join(tmpdir(), 'vindesk-export-folder-'));
    // What a run killed mid-export leaves: its temp file beside the chosen name, listed in userData.
    const left = join(folder, 'VinDesk usage 2026-11-28.csv.5150.9a8b7c6d5e4f.tmp');
    await writeFile(left, 'date,endpoint,calls\r\n2026-11-28,listings,');
    await writeFile(join(userDataDir, UNFINISHED), JSON.stringify([left]));
    // The person's own files, even one named like a temp file, are not VinDesk's to remove.
    await writeFile(join(folder, 'budget.tmp'), 'theirs');
    await writeFile(join(folder, 'VinDesk usage 2026-11-01.csv'), 'an earlier export');

    await start(userDataDir, fake);
    expect((await readdir(folder)).sort()).toEqual(['VinDesk usage 2026-11-01.csv', 'budget.tmp']);
    expect(JSON.parse(await readFile(join(userDataDir, UNFINISHED), 'utf8'))).toEqual([]);
  });
});

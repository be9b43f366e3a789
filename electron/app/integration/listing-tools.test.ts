import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportProgress, ExportResult, SavedSearch } from '../../../shared/ipc/listing-tools-channels';
import { createMainContext, type MainContext } from '../main-context';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { SavedSearchStore } from '../../features/listing-tools/saved-search-store';
import { startFakeService, type FakeService } from '../../service/test-support/fake-service';
import type { DesktopPorts } from '../../platform/desktop/desktop-ports';
import { listingBody, selectedRowOf } from '../../service/test-support/sample-bodies';
import { ListingSchema } from '../../../shared/schemas/listing-schema';
import { toCsv } from '../../features/listing-tools/listings-csv';

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
let main: MainContext;
let exportDir: string;
let userDataDir: string;

/** Main on a fake service in place of the sandbox, saving exports where `chooseSavePath` says. */
function contextOnFakeService(
  service: FakeService,
  dir: string,
  chooseSavePath: DesktopPorts['chooseSavePath'],
): Promise<MainContext> {
  return createMainContext({
    userDataDir: dir,
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    startSandbox: async () => ({ url: service.url, v1Url: service.url, close: async () => undefined }),
    desktop: { chooseSavePath, printToPdf: async () => new Uint8Array(), notify: () => undefined },
  });
}

function data<T>(result: { ok: boolean; data?: unknown; error?: { message: string } }): T {
  if (!result.ok) throw new Error(result.error?.message);
  return result.data as T;
}

beforeAll(async () => {
  userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-tools-'));
  exportDir = await mkdtemp(join(tmpdir(), 'vindesk-export-'));
  main = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache') },
    desktop: {
      chooseSavePath: async ({ suggestedName }) => join(exportDir, suggestedName),
      printToPdf: async () => new Uint8Array(),
      notify: () => undefined,
    },
  });
  await main.router.dispatch('listings.search', { input: { limit: 1 } }, own);
}, 120_000);

afterAll(() => main.close());

async function sandboxTotal(query: string): Promise<number> {
  const response = await fetch(`${main.sandboxUrl}/listings?${query}&limit=1&includes=total`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
  return ((await response.json()) as { total: number }).total;
}

describe('CSV export', () => {
  it('writes every listing of the search, all pages, with progress', async () => {
    const progress: ExportProgress[] = [];
    main.onEvent((name, payload) => {
      if (name === 'export.progress') progress.push(payload as ExportProgress);
    });
    const total = await sandboxTotal('vehicle.make=Toyota,Ford');
    expect(total).toBeGreaterThan(500);
    const result = data<ExportResult>(
      await main.router.dispatch(
        'listings.exportCsv',
        { input: { query: 'vehicle.make=Toyota,Ford', exportId: 'e1' } },
        own,
      ),
    );
    expect(result).toEqual({ saved: true, path: join(exportDir, 'VinDesk listings.csv'), rows: total });
    const parsed = Papa.parse<Record<string, string>>(await readFile(result.path!, 'utf8'), {
      header: true,
      skipEmptyLines: true,
    });
    expect(parsed.data).toHaveLength(total);
    expect(new Set(parsed.data.map((row) => row.make))).toEqual(new Set(['Toyota', 'Ford']));
    expect(new Set(parsed.data.map((row) => row.vin)).size).toBe(total);
    expect(progress.filter((item) => item.exportId === 'e1').at(-1)).toEqual({ exportId: 'e1', rows: total, total });
    expect(progress.filter((item) => item.exportId === 'e1').length).toBeGreaterThan(1);
  });

  it('writes from the selected fields the same file as from whole listings, and asks only for those fields', async () => {
    const query = 'vehicle.make=Honda&includeUnpriced=true';
    // The whole listings of the same search, every page, asked of the sandbox directly.
    const whole: unknown[] = [];
    let next: string | null = `${main.sandboxUrl}/listings?${query}&limit=500`;
    while (next) {
      const response: Response = await fetch(next, { headers: { Authorization: 'Bearer demo-scale' } });
      const page = (await response.json()) as { data: unknown[]; links: { next: string | null } };
      whole.push(...page.data);
      next = page.links.next;
    }
    expect(whole.length).toBeGreaterThan(0);
    const result = data<ExportResult>(
      await main.router.dispatch('listings.exportCsv', { input: { query, exportId: 'e-select' } }, own),
    );
    expect(result.rows).toBe(whole.length);
    const written = await readFile(result.path!, 'utf8');
    expect(written).toBe(toCsv(whole.map((row) => ListingSchema.parse(row))));
  });

  it('stops when the call is cancelled', async () => {
    const running = main.router.dispatch(
      'listings.exportCsv',
      { input: { query: '', exportId: 'e2' }, requestId: 'export-2' },
      own,
    );
    main.router.cancel('export-2', own);
    expect(await running).toMatchObject({ ok: false, error: { kind: 'cancelled' } });
  });
});

describe('CSV export of awkward text', () => {
  it('keeps commas, quotes and line breaks inside their cells, cell by cell', async () => {
    // Two listings whose text holds every character CSV must quote: a comma, a double quote,
    // a line feed and a carriage return + line feed. A fake service stands in for the sandbox.
    const first = listingBody('1HGCM82633A004352');
    first.vehicle.trim = 'EX-L, Navi';
    first.retailListing.dealer = 'Bob "The Car Guy" Motors';
    first.retailListing.city = 'Winston-Salem, Forsyth';
    const second = listingBody('1M8GDM9AXKP042788');
    second.vehicle.make = 'Motor Coach Industries';
    second.vehicle.model = 'Coach\nLine 2';
    second.vehicle.trim = 'Row 1\r\nRow 2, "quoted"';
    second.retailListing.dealer = '"';
    second.retailListing.price = 189_000;
    const service = await startFakeService(() => ({
      status: 200,
      body: { data: [first, second], total: 2, links: { next: null } },
    }));
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-csv-'));
    const other = await contextOnFakeService(service, dir, async ({ suggestedName }) => join(dir, suggestedName));
    try {
      const result = data<ExportResult>(
        await other.router.dispatch('listings.exportCsv', { input: { query: '', exportId: 'awkward' } }, own),
      );
      expect(result).toMatchObject({ saved: true, rows: 2 });
      const parsed = Papa.parse<string[]>(await readFile(result.path!, 'utf8'), { skipEmptyLines: true });
      expect(parsed.errors).toEqual([]);
      // Written out by hand from the two listings above, column by column.
      expect(parsed.data).toEqual([
        [
          'vin',
          'year',
          'make',
          'model',
          'trim',
          'price',
          'miles',
          'condition',
          'dealer',
          'city',
          'state',
          'zip',
          'listedAt',
          'listingUrl',
        ],
        [
          '1HGCM82633A004352',
          '2021',
          'Honda',
          'Accord',
          'EX-L, Navi',
          '24500',
          '',
          'Used',
          'Bob "The Car Guy" Motors',
          'Winston-Salem, Forsyth',
          'TX',
          '78701',
          '2025-01-01T00:00:00Z',
          'https://dealer.example/vdp/1',
        ],
        [
          '1M8GDM9AXKP042788',
          '2021',
          'Motor Coach Industries',
          'Coach\nLine 2',
          'Row 1\r\nRow 2, "quoted"',
          '189000',
          '',
          'Used',
          '"',
          'Austin',
          'TX',
          '78701',
          '2025-01-01T00:00:00Z',
          'https://dealer.example/vdp/1',
        ],
      ]);
    } finally {
      await other.close();
      await service.close();
    }
  }, 60_000);
});

describe('CSV export written page by page', () => {
  it('writes the same bytes as one whole-file export, and a failed page leaves the earlier file untouched', async () => {
    const bodies = [
      '1HGCM82633A004352',
      '1M8GDM9AXKP042788',
      '2HGFC2F59JH000001',
      '5YJ3E1EA7KF000002',
      '1FTFW1E50JF000003',
    ].map((vin) => listingBody(vin));
    bodies[1]!.retailListing.dealer = '@SUM(A1:A9)';
    bodies[3]!.vehicle.trim = 'Long Range, "AWD"';
    let failThirdPage = true;
    // Three pages of 2, 2 and 1 listings, linked by the service's own next cursor.
    const service = await startFakeService((request) => {
      const page = Number(request.url.searchParams.get('page') ?? '1');
      if (page === 3 && failThirdPage) return { status: 400, body: { error: 'bad cursor' } };
      const next = page < 3 ? `${service.url}/listings?page=${page + 1}` : null;
      return { status: 200, body: { data: bodies.slice((page - 1) * 2, page * 2), total: 5, links: { next } } };
    });
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-csv-pages-'));
    const target = join(dir, 'VinDesk listings.csv');
    await writeFile(target, 'an earlier export');
    const other = await contextOnFakeService(service, dir, async () => target);
    try {
      const failed = await other.router.dispatch('listings.exportCsv', { input: { query: '', exportId: 'p1' } }, own);
      // The page's own error, not a save error: the file was never the problem.
      expect(failed).toMatchObject({ ok: false });
      expect(failed.ok ? null : failed.error.code).not.toBe('SAVE_FAILED');
      expect(await readFile(target, 'utf8')).toBe('an earlier export');
      expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);

      failThirdPage = false;
      const result = data<ExportResult>(
        await other.router.dispatch('listings.exportCsv', { input: { query: '', exportId: 'p2' } }, own),
      );
      expect(result).toEqual({ saved: true, path: target, rows: 5 });
      // This service answers `select` with whole listings: after that first page, whole listings are asked for.
      const asked = service.seen.slice(-4).map((request) => request.url.searchParams.has('select'));
      expect(asked).toEqual([true, false, false, false]);
      const written = await readFile(target, 'utf8');
      expect(written).toBe(toCsv(bodies.map((body) => ListingSchema.parse(body))));
      // The guard still applies across pages: the formula-like dealer is quoted and prefixed.
      expect(written.split('\r\n')[2]).toContain(`"'@SUM(A1:A9)"`);
      expect((await readdir(dir)).filter((name) => name.endsWith('.tmp'))).toEqual([]);
    } finally {
      await other.close();
      await service.close();
    }
  }, 60_000);
});

describe('CSV export from a service that refuses select', () => {
  it('asks for whole listings instead and writes the same file', async () => {
    const bodies = ['1HGCM82633A004352', '1M8GDM9AXKP042788'].map((vin) => listingBody(vin));
    const service = await startFakeService((request) =>
      request.url.searchParams.has('select')
        ? { status: 400, body: { error: 'Unknown parameter: select', code: 'INVALID_PARAMETER' } }
        : { status: 200, body: { data: bodies, total: 2, links: { next: null } } },
    );
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-csv-no-select-'));
    const other = await contextOnFakeService(service, dir, async () => join(dir, 'export.csv'));
    try {
      const result = data<ExportResult>(
        await other.router.dispatch('listings.exportCsv', { input: { query: '', exportId: 'x' } }, own),
      );
      expect(result).toMatchObject({ saved: true, rows: 2 });
      expect(service.seen.map((request) => request.url.searchParams.has('select'))).toEqual([true, false]);
      expect(await readFile(join(dir, 'export.csv'), 'utf8')).toBe(
        toCsv(bodies.map((body) => ListingSchema.parse(body))),
      );
    } finally {
      await other.close();
      await service.close();
    }
  }, 60_000);
});

describe('saved searches', () => {
  it('saves, lists with a new-listings count, opens and deletes, and persists across starts', async () => {
    const saved = data<SavedSearch>(
      await main.router.dispatch(
        'savedSearches.save',
        { input: { name: 'Trucks near Atlanta', query: 'vehicle.bodyStyle=Pickup' } },
        own,
      ),
    );
    expect(saved).toMatchObject({ name: 'Trucks near Atlanta', newCount: 0 });
    const listed = data<SavedSearch[]>(await main.router.dispatch('savedSearches.list', { input: undefined }, own));
    expect(listed.map((item) => item.name)).toContain('Trucks near Atlanta');
    expect(typeof listed[0]!.newCount).toBe('number');

    // A fresh store reads the same file, as the next start of the app would.
    const reread = await new SavedSearchStore(userDataDir).list();
    expect(reread.map((item) => item.id)).toContain(saved.id);

    expect(
      data<SavedSearch>(await main.router.dispatch('savedSearches.open', { input: { id: saved.id } }, own)).newCount,
    ).toBe(0);
    expect(
      data<{ deleted: boolean }>(await main.router.dispatch('savedSearches.delete', { input: { id: saved.id } }, own)),
    ).toEqual({ deleted: true });
    expect(await main.router.dispatch('savedSearches.open', { input: { id: saved.id } }, own)).toMatchObject({
      ok: false,
      error: { code: 'SEARCH_NOT_FOUND' },
    });
    expect(await main.router.dispatch('savedSearches.save', { input: { name: '  ', query: '' } }, own)).toMatchObject({
      ok: false,
      error: { kind: 'invalid-input' },
    });
  });

  it('counts listings created since the search was last opened, and starts again once opened', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-saved-'));
    // Last opened long ago: every listing is new since then, more than the counting window.
    const old = {
      id: 'a',
      name: 'All',
      query: '',
      createdAt: '2020-01-01T00:00:00Z',
      lastOpenedAt: '2020-01-01T00:00:00Z',
    };
    await writeFile(join(dir, 'saved-searches.json'), JSON.stringify({ version: 1, searches: [old] }));
    const other = await createMainContext({
      userDataDir: dir,
      keyStore: new MemoryKeyStore(),
      env: {},
      appUrl: APP_URL,
      sandbox: { listings: 2000, cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache') },
    });
    try {
      const before = data<SavedSearch[]>(await other.router.dispatch('savedSearches.list', { input: undefined }, own));
      expect(before[0]).toMatchObject({ id: 'a', newCount: 100, newCountCapped: true });
      await other.router.dispatch('savedSearches.open', { input: { id: 'a' } }, own);
      const after = data<SavedSearch[]>(await other.router.dispatch('savedSearches.list', { input: undefined }, own));
      expect(after[0]).toMatchObject({ id: 'a', newCount: 0 });
    } finally {
      await other.close();
    }
    await writeFile(join(dir, 'saved-searches.json'), '{ not json');
    expect(await new SavedSearchStore(dir).list()).toEqual([]);
  }, 60_000);
});

describe('CSV export pages are one-off', () => {
  it('asks the service for every page each time and leaves none of them in the response cache', async () => {
    const vins = ['1HGCM82633A004352', '1M8GDM9AXKP042788', '2HGFC2F59JH000001', '5YJ3E1EA7KF000002'];
    // Two pages of 2 listings for the export (limit=500), one page of 1 for the search (limit=1).
    // As the spec's service does, a `select` is answered with flat rows and kept in links.next.
    const service = await startFakeService((request) => {
      if (request.url.searchParams.get('limit') === '1')
        return { status: 200, body: { data: [listingBody(vins[0]!)], total: 4, links: { next: null } } };
      const page = Number(request.url.searchParams.get('page') ?? '1');
      const select = request.url.searchParams.get('select');
      const next =
        page < 2
          ? `${service.url}/listings?limit=500&page=${page + 1}${select ? `&select=${encodeURIComponent(select)}` : ''}`
          : null;
      const rows = vins
        .slice((page - 1) * 2, page * 2)
        .map((vin) => (select ? selectedRowOf(listingBody(vin), select.split(',')) : listingBody(vin)));
      return { status: 200, body: { data: rows, total: 4, links: { next } } };
    });
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-csv-one-off-'));
    const other = await contextOnFakeService(service, dir, async () => join(dir, 'export.csv'));
    const cachedTexts = async (): Promise<string[]> => {
      const names = await readdir(join(dir, 'response-cache')).catch(() => [] as string[]);
      return Promise.all(names.map((name) => readFile(join(dir, 'response-cache', name), 'utf8')));
    };
    try {
      // A search is cached as before: the place looked in below is the right one.
      data(await other.router.dispatch('listings.search', { input: { limit: 1 } }, own));
      await other.cacheWritten();
      expect((await cachedTexts()).filter((text) => text.includes(vins[0]!))).toHaveLength(1);
      const searchCalls = service.seen.length;

      for (const exportId of ['once', 'twice']) {
        const result = data<ExportResult>(
          await other.router.dispatch('listings.exportCsv', { input: { query: '', exportId } }, own),
        );
        expect(result).toMatchObject({ saved: true, rows: 4 });
      }
      // 2 pages × 2 exports, every one from the service: the second export was not served from a cache.
      const exportCalls = service.seen.slice(searchCalls);
      expect(exportCalls).toHaveLength(4);
      // Each asked only for fields (the photos, for one, are not among the columns).
      for (const call of exportCalls) {
        const select = call.url.searchParams.get('select')?.split(',') ?? [];
        expect(select).toContain('retailListing.price');
        expect(select).not.toContain('retailListing.primaryImage');
      }
      // The only cached answer is still the search's one row; no export page holds a later VIN.
      await other.cacheWritten();
      const texts = await cachedTexts();
      expect(texts).toHaveLength(1);
      for (const vin of vins.slice(1)) expect(texts.some((text) => text.includes(vin))).toBe(false);
    } finally {
      await other.close();
      await service.close();
    }
  }, 60_000);
});

describe('CSV export on the auto.dev dialect', () => {
  it('writes the same listings as the spec dialect does for the same search', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-csv-autodev-'));
    const autodev = await createMainContext({
      userDataDir: dir,
      keyStore: new MemoryKeyStore(),
      env: {},
      appUrl: APP_URL,
      sandbox: { listings: 2000, cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache'), dialect: 'autodev' },
      desktop: {
        chooseSavePath: async () => join(dir, 'autodev.csv'),
        printToPdf: async () => new Uint8Array(),
        notify: () => undefined,
      },
    });
    try {
      const query = 'vehicle.make=Toyota,Ford';
      // The spec-dialect sandbox over the same generated data says how many there are.
      const total = await sandboxTotal(query);
      const result = data<ExportResult>(
        await autodev.router.dispatch('listings.exportCsv', { input: { query, exportId: 'ad' } }, own),
      );
      expect(result).toMatchObject({ saved: true, rows: total });
      const parsed = Papa.parse<Record<string, string>>(await readFile(join(dir, 'autodev.csv'), 'utf8'), {
        header: true,
        skipEmptyLines: true,
      });
      expect(parsed.data).toHaveLength(total);
      expect(new Set(parsed.data.map((row) => row.vin)).size).toBe(total);
      expect(new Set(parsed.data.map((row) => row.make))).toEqual(new Set(['Toyota', 'Ford']));
      expect(parsed.data.every((row) => /^\d{4}$/.test(row.year ?? ''))).toBe(true);
    } finally {
      await autodev.close();
    }
  }, 120_000);
});

describe('CSV export refused before any listing is read', () => {
  it('saves nothing and asks nothing when the save dialog is cancelled, offering a .csv name', async () => {
    const service = await startFakeService(() => ({ status: 500, body: {} }));
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-csv-cancelled-'));
    const asked: Parameters<DesktopPorts['chooseSavePath']>[0][] = [];
    const other = await contextOnFakeService(service, dir, async (request) => {
      asked.push(request);
      return null;
    });
    try {
      const result = await other.router.dispatch('listings.exportCsv', { input: { query: '', exportId: 'x' } }, own);
      expect(result).toEqual({ ok: true, data: { saved: false } });
      expect(asked).toEqual([
        { suggestedName: 'VinDesk listings.csv', filter: { name: 'CSV spreadsheet', extensions: ['csv'] } },
      ]);
      expect(service.seen).toEqual([]);
    } finally {
      await other.close();
      await service.close();
    }
  });

  it('says where it could not save, and what to do, when the folder cannot be written', async () => {
    const service = await startFakeService(() => ({
      status: 200,
      body: { data: [listingBody()], total: 1, links: { next: null } },
    }));
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-csv-unwritable-'));
    // A "folder" that is a regular file: nothing can be created inside it, whoever runs the test.
    await writeFile(join(dir, 'not-a-folder'), '');
    const target = join(dir, 'not-a-folder', 'export.csv');
    const other = await contextOnFakeService(service, dir, async () => target);
    try {
      const result = await other.router.dispatch('listings.exportCsv', { input: { query: '', exportId: 'y' } }, own);
      expect(result).toMatchObject({
        ok: false,
        error: {
          kind: 'internal',
          code: 'SAVE_FAILED',
          message: `The CSV could not be saved to ${target}.`,
          suggestion: 'Choose a folder you can write to.',
        },
      });
    } finally {
      await other.close();
      await service.close();
    }
  });
});

describe('saved searches without the service', () => {
  it('still lists them, with the count of new listings unknown', async () => {
    const service = await startFakeService(() => ({ destroy: true }));
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-saved-offline-'));
    const stored = { id: 'a', name: 'Trucks', query: 'vehicle.bodyStyle=Pickup', createdAt: 'x', lastOpenedAt: 'y' };
    await writeFile(join(dir, 'saved-searches.json'), JSON.stringify({ version: 1, searches: [stored] }));
    const other = await contextOnFakeService(service, dir, async () => null);
    try {
      expect(await other.router.dispatch('savedSearches.list', { input: undefined }, own)).toEqual({
        ok: true,
        data: [{ ...stored, newCount: null }],
      });
    } finally {
      await other.close();
      await service.close();
    }
  });
});

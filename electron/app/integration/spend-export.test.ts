import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/app-error';
import type { DesktopPorts } from '../../platform/desktop/desktop-ports';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { createMainContext, type MainContext } from '../main-context';

// The Usage CSV through the real parts: the router, the service client, the ledger on a real
// vindesk.sqlite, against the sandbox playing auto.dev with its Growth key, saved where the
// desktop's save dialog (injected here) says. Prices are docs/real-service.md row 26.

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

type Exported = { saved: boolean; path?: string; rows?: number };

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

/** The machine's local date now, 'YYYY-MM-DD', read from Date's local fields. */
function localToday(): string {
  const now = new Date();
  const two = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${two(now.getMonth() + 1)}-${two(now.getDate())}`;
}

function desktopSavingTo(chooseSavePath: DesktopPorts['chooseSavePath']): DesktopPorts {
  return { chooseSavePath, printToPdf: async () => new Uint8Array(), notify: () => undefined };
}

async function growthMain(desktop: DesktopPorts): Promise<{ main: MainContext; sandbox: RunningSandbox }> {
  const sandbox = await startSandbox({ dialect: 'autodev', listings: 2000, cacheDir: SANDBOX_CACHE, rateLimit: false });
  cleanups.push(() => sandbox.close());
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-spend-export-'));
  await writeFile(
    join(userDataDir, 'settings.json'),
    JSON.stringify({ baseUrl: sandbox.url, v1BaseUrl: sandbox.v1Url, dialect: 'autodev', plan: 'growth' }),
  );
  const main = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: { VINDESK_API_KEY: DEMO_KEYS.growth },
    appUrl: APP_URL,
    desktop,
  });
  cleanups.push(() => main.close());
  return { main, sandbox };
}

/** Three listed VINs, asked of the sandbox with another key: the Growth key's bill stays untouched. */
async function threeVins(sandbox: RunningSandbox): Promise<string[]> {
  const response = await fetch(`${sandbox.url}/listings?limit=3`, {
    headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
  });
  const vins = ((await response.json()) as { data: { vin: string }[] }).data.map((listing) => listing.vin);
  if (new Set(vins).size !== 3) throw new Error('the sandbox listed fewer than three vehicles');
  return vins;
}

describe('exporting the Usage view as CSV', () => {
  it('saves what was billed, exact to the fraction of a cent, in a file only the user can read', async () => {
    const exportDir = await mkdtemp(join(tmpdir(), 'vindesk-spend-csv-'));
    const asked: string[] = [];
    const { main, sandbox } = await growthMain(
      desktopSavingTo(async ({ suggestedName, filter }) => {
        asked.push(`${suggestedName} (${filter.extensions.join(',')})`);
        return join(exportDir, 'usage.csv');
      }),
    );
    // Three VIN decodes of three vehicles: 3 × $0.0025 = $0.0075 on Growth.
    for (const vin of await threeVins(sandbox))
      data(await main.router.dispatch('vehicle.decode', { input: { vin } }, own));

    const result = data<Exported>(await main.router.dispatch('spend.exportCsv', { input: undefined }, own));

    const today = localToday();
    expect(asked).toEqual([`VinDesk usage ${today}.csv (csv)`]);
    const path = join(exportDir, 'usage.csv');
    expect(result).toMatchObject({ saved: true, path });
    const lines = (await readFile(path, 'utf8')).split('\r\n');
    expect(result.rows).toBe(lines.length - 1);
    expect(lines[0]).toBe('Section,Period,Item,Calls,Dollars,Note');
    expect(lines).toContain(
      "Plan,,Growth,,,Live service: each call is billed at the plan's published per-lookup price.",
    );
    expect(lines).toContain(`Today by task,${today},Vehicle pages,3,0.0075,`);
    expect(lines).toContain(`Today by lookup,${today},VIN decodes,3,0.0075,`);
    expect(lines).toContain(`Today by lookup,${today},Total,3,0.0075,`);
    expect(lines).toContain(`This month by lookup,${today.slice(0, 7)},Total,3,0.0075,`);
    expect(lines).toContain(`This month by day,${today},All lookups,3,0.0075,`);
    // The sandbox's GET /usage counted the same three calls.
    expect(lines).toContain("The service's own count,,Calls counted,3,,");
    if (process.platform !== 'win32') expect((await stat(path)).mode & 0o777).toBe(0o600);
  });

  it('saves nothing when the person cancels the save dialog', async () => {
    const exportDir = await mkdtemp(join(tmpdir(), 'vindesk-spend-csv-'));
    const { main } = await growthMain(desktopSavingTo(async () => null));

    const result = data<Exported>(await main.router.dispatch('spend.exportCsv', { input: undefined }, own));

    expect(result).toEqual({ saved: false });
    expect(await readdir(exportDir)).toEqual([]);
  });

  it('says where the file could not be written', async () => {
    const exportDir = await mkdtemp(join(tmpdir(), 'vindesk-spend-csv-'));
    // A file where the folder should be: the save cannot happen.
    await writeFile(join(exportDir, 'not-a-folder'), 'in the way');
    const path = join(exportDir, 'not-a-folder', 'usage.csv');
    const { main } = await growthMain(desktopSavingTo(async () => path));

    const result = await main.router.dispatch('spend.exportCsv', { input: undefined }, own);

    expect(result).toMatchObject({
      ok: false,
      error: { code: 'SAVE_FAILED', message: `The CSV could not be saved to ${path}.` },
    });
  });

  it('on demo data saves a file that says nothing is billed', async () => {
    const exportDir = await mkdtemp(join(tmpdir(), 'vindesk-spend-csv-'));
    const main = await createMainContext({
      userDataDir: await mkdtemp(join(tmpdir(), 'vindesk-spend-export-demo-')),
      keyStore: new MemoryKeyStore(),
      env: {},
      appUrl: APP_URL,
      sandbox: { listings: 2000, cacheDir: SANDBOX_CACHE },
      desktop: desktopSavingTo(async ({ suggestedName }) => join(exportDir, suggestedName)),
    });
    cleanups.push(() => main.close());

    const result = data<Exported>(await main.router.dispatch('spend.exportCsv', { input: undefined }, own));

    const text = await readFile(result.path ?? '', 'utf8');
    expect(text).toContain('Demo data: nothing is billed.');
    expect(text).toContain("The service's own count,,,,,The service did not say how much your key has used.");
    expect(text).toContain(`Today by task,${localToday()},Total,0,0.00,`);
  });
});

import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/app-error';
import type { AppAlert } from '../../../shared/ipc/alert-channels';
import type { AppEvents } from '../../../shared/ipc/events';
import type { SavedSearch } from '../../../shared/ipc/listing-tools-channels';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { createMainContext, type MainContext } from '../main-context';

// A saved search's alerts through the whole main context, as the window calls it, against the
// sandbox playing auto.dev with its Growth key (issue #39 item 3): "Check now" asks the
// service (billed, docs/real-service.md row 26) and files the call under "market"; a check the
// daily budget refuses is said on the search; the VINs a check returned never reach the window.

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

interface ListedRow {
  vin: string;
  vehicle: { year: number; make: string; model: string };
  retailListing: { price: number };
}

/** The sandbox asked directly, with another key, so the Growth key's bill holds only what VinDesk asked. */
async function sandboxGet<T>(sandbox: RunningSandbox, path: string, key = DEMO_KEYS.scale): Promise<T> {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: `Bearer ${key}` } });
  expect(response.ok).toBe(true);
  return (await response.json()) as T;
}

async function listed(sandbox: RunningSandbox, vin: string): Promise<ListedRow> {
  const page = await sandboxGet<{ data: ListedRow[] }>(sandbox, `/listings?vin=${vin}`);
  const row = page.data.find((candidate) => candidate.vin === vin);
  if (!row) throw new Error(`${vin} is not listed in the sandbox`);
  return row;
}

async function setDay(sandbox: RunningSandbox, day: number): Promise<void> {
  const response = await fetch(`${sandbox.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${DEMO_KEYS.scale}` },
    body: JSON.stringify({ day }),
  });
  expect(response.ok).toBe(true);
}

async function billedListings(sandbox: RunningSandbox): Promise<number> {
  const usage = await sandboxGet<{ calls: Record<string, number> }>(sandbox, '/_sandbox/usage', DEMO_KEYS.growth);
  return usage.calls.listings ?? 0;
}

async function openMain(spend: Record<string, unknown> = {}) {
  const sandbox = await startSandbox({ dialect: 'autodev', listings: 2000, cacheDir: SANDBOX_CACHE, rateLimit: false });
  cleanups.push(() => sandbox.close());
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-search-alerts-'));
  await writeFile(
    join(userDataDir, 'settings.json'),
    JSON.stringify({ baseUrl: sandbox.url, v1BaseUrl: sandbox.v1Url, dialect: 'autodev', plan: 'growth', spend }),
  );
  const main: MainContext = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: { VINDESK_API_KEY: DEMO_KEYS.growth },
    appUrl: APP_URL,
  });
  const state = { closed: false };
  cleanups.push(async () => {
    if (!state.closed) await main.close();
  });
  const changes: AppEvents['savedSearches.changed'][] = [];
  main.onEvent((name, payload) => {
    if (name === 'savedSearches.changed') changes.push(payload as AppEvents['savedSearches.changed']);
  });
  const call = async <T>(channel: string, input: unknown) =>
    data<T>(await main.router.dispatch(channel, { input }, own));
  /** Saves a search for the sample's make, model and year with alerts on new listings and any price drop. */
  const saveWatched = async (row: ListedRow) => {
    const query = new URLSearchParams({
      'vehicle.make': row.vehicle.make,
      'vehicle.model': row.vehicle.model,
      'vehicle.year': String(row.vehicle.year),
    }).toString();
    const saved = await call<SavedSearch>('savedSearches.save', { name: 'Price watch', query });
    await call('savedSearches.setAlert', { id: saved.id, rule: { newMatches: true, priceDrop: { kind: 'any' } } });
    return saved;
  };
  const close = async () => {
    await main.close();
    state.closed = true;
  };
  return { sandbox, userDataDir, main, call, saveWatched, changes, close };
}

describe('a saved search’s “Check now”', () => {
  it('finds a price drop on a later day, files each check under "market", and keeps the VINs in main', async () => {
    const { sandbox, userDataDir, call, saveWatched, close } = await openMain();
    const { vin, day } = sandbox.samples.priceDrop;
    const before = await listed(sandbox, vin);
    const saved = await saveWatched(before);

    const baseline = await call<SavedSearch>('savedSearches.checkNow', { id: saved.id });
    expect(baseline.alertHeld).toBeUndefined();
    expect(await call<AppAlert[]>('alerts.list', undefined)).toEqual([]);
    // The VINs the check returned are in main's file, for the next check; never in the window's answers.
    const file = JSON.parse(await readFile(join(userDataDir, 'saved-searches.json'), 'utf8')) as {
      searches: { id: string; alertVins?: string[] }[];
    };
    expect(file.searches.find((search) => search.id === saved.id)?.alertVins).toContain(vin);
    expect(Object.keys(baseline)).not.toContain('alertVins');
    const list = await call<SavedSearch[]>('savedSearches.list', undefined);
    expect(list.map((search) => search.id)).toEqual([saved.id]);
    expect(Object.keys(list[0]!)).not.toContain('alertVins');

    await setDay(sandbox, day);
    const after = await listed(sandbox, vin);
    expect(after.retailListing.price).toBeLessThan(before.retailListing.price);
    const listingsBefore = await billedListings(sandbox);
    await call('savedSearches.checkNow', { id: saved.id });
    // One listings search, asked afresh: the service billed it.
    expect(await billedListings(sandbox)).toBe(listingsBefore + 1);

    const dollars = (value: number) =>
      value.toLocaleString('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });
    const alerts = await call<AppAlert[]>('alerts.list', undefined);
    const drop = alerts.find((alert) => alert.kind === 'price-drop' && alert.vin === vin);
    expect(drop?.title).toBe(
      `Price drop in “Price watch”: ${before.vehicle.year} ${before.vehicle.make} ${before.vehicle.model} (${vin})`,
    );
    expect(drop?.body).toBe(
      `${dollars(before.retailListing.price)} → ${dollars(after.retailListing.price)}, ` +
        `down ${dollars(before.retailListing.price - after.retailListing.price)}`,
    );

    await close();
    const database = new DatabaseSync(join(userDataDir, 'vindesk.sqlite'), { readOnly: true });
    try {
      const rows = database
        .prepare("SELECT endpoint FROM spend_calls WHERE activity = 'market' ORDER BY at_ms")
        .all()
        .map((row) => row.endpoint);
      // Each "Check now" was one listings search, and the ledger put both down to the alerts' activity.
      expect(rows).toEqual(['listings', 'listings']);
    } finally {
      database.close();
    }
  }, 120_000);

  it('is refused by the daily budget without a call, and the search says so until a check answers', async () => {
    // $0.001 a day: less than one Growth listings search ($0.0015, docs/real-service.md row 26).
    const { sandbox, userDataDir, call, saveWatched, changes, main, close } = await openMain({ dailyBudget: 0.001 });
    const saved = await saveWatched(await listed(sandbox, sandbox.samples.priceDrop.vin));
    const listingsBefore = await billedListings(sandbox);

    const refused = await call<SavedSearch>('savedSearches.checkNow', { id: saved.id });
    expect(refused.alertHeld).toEqual({
      at: expect.any(String),
      budget: { period: 'day', limitMicros: 1_000, spentMicros: 0 },
    });
    expect(Date.parse(refused.alertHeld!.at)).not.toBeNaN();
    expect(await billedListings(sandbox)).toBe(listingsBefore);
    expect(changes.flat()).toContainEqual({ id: saved.id, alertHeld: refused.alertHeld });
    // The window's list, read again, carries it too.
    const [listed_] = await call<SavedSearch[]>('savedSearches.list', undefined);
    expect(listed_?.alertHeld).toEqual(refused.alertHeld);

    // The scheduled round (the watchlist's "Check now" runs it) is refused the same way and says so.
    changes.length = 0;
    await main.router.dispatch('watchlist.checkNow', { input: undefined }, own);
    expect(changes.flat()).toEqual([
      { id: saved.id, alertHeld: expect.objectContaining({ budget: refused.alertHeld!.budget }) },
    ]);

    // The budget raised: the next check answers, and the search no longer says it was not checked.
    await call('settings.update', { spend: { dailyBudget: 1 } });
    const answered = await call<SavedSearch>('savedSearches.checkNow', { id: saved.id });
    expect(answered.alertHeld).toBeUndefined();
    expect(changes.at(-1)).toEqual([{ id: saved.id, alertHeld: null }]);
    expect(await billedListings(sandbox)).toBe(listingsBefore + 1);

    await close();
    const file = JSON.parse(await readFile(join(userDataDir, 'saved-searches.json'), 'utf8')) as {
      searches: Record<string, unknown>[];
    };
    expect(file.searches[0]).not.toHaveProperty('alertHeld');
  }, 120_000);

  it('is refused for a search without alerts, and for one that does not exist', async () => {
    const { call, main } = await openMain();
    const saved = await call<SavedSearch>('savedSearches.save', { name: 'No alerts', query: 'vehicle.make=Ford' });
    const none = await main.router.dispatch('savedSearches.checkNow', { input: { id: saved.id } }, own);
    expect(none).toMatchObject({ ok: false, error: { kind: 'invalid-input', code: 'SEARCH_HAS_NO_ALERTS' } });
    const gone = await main.router.dispatch('savedSearches.checkNow', { input: { id: 'no-such-id' } }, own);
    expect(gone).toMatchObject({ ok: false, error: { kind: 'not-found' } });
    // Main checks the input: an id that is not a short string never reaches the store.
    const bad = await main.router.dispatch('savedSearches.checkNow', { input: { id: 42 } }, own);
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    const extra = await main.router.dispatch('savedSearches.checkNow', { input: { id: saved.id, all: true } }, own);
    expect(extra).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  }, 120_000);
});

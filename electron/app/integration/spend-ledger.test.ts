import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/app-error';
import type { ChannelName } from '../../../shared/ipc/contract';
import type { Fetched } from '../../../shared/schemas/fetched';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { dealRatingInput } from '../../../shared/vehicle-page/deal-subjects';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { DEMO_KEYS, type RunningSandbox } from '../../../sandbox/start-sandbox';
import {
  APP_URL,
  SANDBOX_CACHE,
  autodevSandbox,
  data,
  listedVins,
  liveMain,
  own,
  sandboxUsage,
  spendReport,
  type Cleanups,
} from '../test-support/autodev-live';
import { createMainContext, type MainContext } from '../main-context';

// The spend ledger through the real parts: the router, the service client, the ledger on a
// real vindesk.sqlite, against the sandbox playing auto.dev with its Growth key. Prices are
// row 26 of docs/real-service.md, worked out by hand below.

// Row 26, Growth, per call, in micro-dollars ($1 = 1,000,000):
const GROWTH = {
  listing: 1_500, // listings $0.0015
  photos: 900, // photos $0.0009
  vin: 2_500, // VIN decode $0.0025
  specs: 1_500, // specs $0.0015
  recalls: 10_000, // recalls $0.01
  build: 100_000, // build $0.10
};
// One of each: 1,500 + 900 + 2,500 + 1,500 + 10,000 + 100,000 = 116,400 micro-dollars ($0.1164).
const VIN_PAGE_MICROS = 116_400;

const cleanups: Cleanups = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const autodev = () => autodevSandbox(cleanups);
const live = (sandbox: RunningSandbox) => liveMain(sandbox, cleanups);
const listedVin = async (sandbox: RunningSandbox) => (await listedVins(sandbox))[0]!;
const report = spendReport;

/** The VIN page's service channels, as the window calls them; open recalls are Scale only. */
const VIN_PAGE_CHANNELS: ChannelName[] = [
  'listings.get',
  'vehicle.photos',
  'vehicle.decode',
  'vehicle.specs',
  'vehicle.recalls',
  'vehicle.build',
  'vehicle.openRecalls',
];

async function openVinPage(main: MainContext, vin: string, activity?: string): Promise<Result<unknown>[]> {
  return Promise.all(
    VIN_PAGE_CHANNELS.map((channel) =>
      main.router.dispatch(channel, { input: { vin }, ...(activity ? { activity } : {}) }, own),
    ),
  );
}

describe('the spend ledger', () => {
  it('records exactly the billed calls of a VIN page at Growth prices, and no cache hit', async () => {
    const sandbox = await autodev();
    const main = await live(sandbox);
    const vin = await listedVin(sandbox);

    const results = await openVinPage(main, vin);
    // Six answers; open recalls are refused before sending, as the plan check knows Growth lacks them.
    expect(results.map((result) => result.ok)).toEqual([true, true, true, true, true, true, false]);

    const first = await report(main);
    expect(first.live).toBe(true);
    expect(first.recording).toEqual({ active: true });
    expect(first.plan).toBe('growth');
    expect(first.today.calls).toBe(6);
    expect(first.today.micros).toBe(VIN_PAGE_MICROS);
    expect(first.today.byActivity).toEqual([{ activity: 'vin-page', calls: 6, micros: VIN_PAGE_MICROS }]);
    const byEndpoint = Object.fromEntries(first.today.byEndpoint.map((row) => [row.endpoint, row.micros]));
    expect(byEndpoint).toEqual(GROWTH);
    expect(first.month.micros).toBe(VIN_PAGE_MICROS);
    expect(first.daily.reduce((sum, day) => sum + day.micros, 0)).toBe(VIN_PAGE_MICROS);

    // The same page again: every answer is fresh in the cache, so nothing reaches the service.
    await openVinPage(main, vin);
    expect((await report(main)).today.micros).toBe(VIN_PAGE_MICROS);

    // The sandbox's own count of billed calls, by endpoint, is the ledger's.
    const usage = await sandboxUsage(sandbox);
    const counts = Object.fromEntries((await report(main)).today.byEndpoint.map((row) => [row.endpoint, row.calls]));
    expect(usage.calls).toEqual(counts);
    expect(usage.total).toBe(6);
  });

  it('puts deal rating comparables down to deal ratings, whatever the window said', async () => {
    const sandbox = await autodev();
    const main = await live(sandbox);
    const listing = data<Fetched<Listing>>(
      await main.router.dispatch('listings.get', { input: { vin: await listedVin(sandbox) } }, own),
    ).data;
    const rating = dealRatingInput([listing]);
    if (!rating) throw new Error('the listing cannot be rated');

    data(await main.router.dispatch('dealRating.rate', { input: rating, activity: 'vin-page' }, own));

    const activities = (await report(main)).today.byActivity.map((row) => row.activity).sort();
    expect(activities).toEqual(['deal-rating', 'vin-page']);
    const usage = await sandboxUsage(sandbox);
    expect((await report(main)).today.calls).toBe(usage.total);
  });

  it('records nothing in demo mode, and says the demo is not live', async () => {
    const main = await createMainContext({
      userDataDir: await mkdtemp(join(tmpdir(), 'vindesk-spend-demo-')),
      keyStore: new MemoryKeyStore(),
      env: {},
      appUrl: APP_URL,
      sandbox: { listings: 2000, cacheDir: SANDBOX_CACHE },
    });
    cleanups.push(() => main.close());

    data(await main.router.dispatch('listings.search', { input: { limit: 1 } }, own));

    const demo = await report(main);
    expect(demo.live).toBe(false);
    expect(demo.today.calls).toBe(0);
    expect(demo.month.calls).toBe(0);
    expect(demo.usage.available).toBe(false);
  });

  it('keeps the app working when the database cannot be opened, and says spend is not counted', async () => {
    const sandbox = await autodev();
    const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-spend-damaged-'));
    await writeFile(join(userDataDir, 'vindesk.sqlite'), 'not a database, just bytes '.repeat(200));
    const logged: string[] = [];
    await writeFile(
      join(userDataDir, 'settings.json'),
      JSON.stringify({ baseUrl: sandbox.url, v1BaseUrl: sandbox.v1Url, dialect: 'autodev', plan: 'growth' }),
    );
    const main = await createMainContext({
      userDataDir,
      keyStore: new MemoryKeyStore(),
      env: { VINDESK_API_KEY: DEMO_KEYS.growth },
      appUrl: APP_URL,
      logError: (scope) => logged.push(scope),
    });
    cleanups.push(() => main.close());

    data(await main.router.dispatch('listings.get', { input: { vin: await listedVin(sandbox) } }, own));

    const damaged = await report(main);
    expect(damaged.recording).toMatchObject({ active: false, why: expect.stringContaining('not being counted') });
    expect(damaged.today.calls).toBe(0);
    expect(logged).toContain('spend');
  });
});

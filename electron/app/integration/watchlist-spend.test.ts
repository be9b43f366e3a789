import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/app-error';
import type { WatchedVin, WatchlistAddEstimate, WatchlistCost } from '../../../shared/ipc/watchlist-channels';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { createMainContext, type MainContext } from '../main-context';

// The watchlist's spend through the whole main context, as the window calls it, against the
// sandbox playing auto.dev with its Growth key; billed calls counted by the sandbox itself
// (GET /_sandbox/usage). Growth recalls are $0.01 a call (docs/real-service.md row 26).

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

async function growthMain(): Promise<{ main: MainContext; sandbox: RunningSandbox }> {
  const sandbox = await startSandbox({ dialect: 'autodev', listings: 2000, cacheDir: SANDBOX_CACHE, rateLimit: false });
  cleanups.push(() => sandbox.close());
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-watch-spend-'));
  await writeFile(
    join(userDataDir, 'settings.json'),
    JSON.stringify({ baseUrl: sandbox.url, v1BaseUrl: sandbox.v1Url, dialect: 'autodev', plan: 'growth' }),
  );
  const main = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: { VINDESK_API_KEY: DEMO_KEYS.growth },
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: SANDBOX_CACHE },
  });
  cleanups.push(() => main.close());
  return { main, sandbox };
}

async function billed(sandbox: RunningSandbox): Promise<Record<string, number>> {
  const response = await fetch(`${sandbox.url}/_sandbox/usage`, {
    headers: { Authorization: `Bearer ${DEMO_KEYS.growth}` },
  });
  return ((await response.json()) as { calls: Record<string, number> }).calls;
}

describe('the watchlist’s spend, through main', () => {
  it('a VIN page’s recall answer today makes the watchlist’s first check free, and the cost follows the schedule', async () => {
    const { main, sandbox } = await growthMain();
    const vin = sandbox.samples.parkIt;
    // The VIN page on Growth asks the recalls on record (renderer/api/vehicle-page-queries.ts).
    data(await main.router.dispatch('vehicle.recalls', { input: { vin } }, own));
    expect(await billed(sandbox)).toEqual({ recalls: 1 });

    const [entry] = data<WatchedVin[]>(await main.router.dispatch('watchlist.add', { input: { vins: [vin] } }, own));
    expect(entry).toMatchObject({ vin, checkedWith: 'recalls', openRecalls: {} });
    expect(await billed(sandbox)).toEqual({ recalls: 1 });

    // 1 VIN × $0.01 = $0.01 a day, × 30 = $0.30 a month. No price alerts yet; one would be a
    // listings search at Growth's $0.0015 (docs/real-service.md row 26).
    expect(data<WatchlistCost>(await main.router.dispatch('watchlist.cost', { input: undefined }, own))).toEqual({
      vins: 1,
      schedule: 'daily',
      endpoint: 'recalls',
      plan: 'growth',
      demo: false,
      perCheckMicros: 10_000,
      priceAlertVins: 0,
      searchAlerts: 0,
      priceCheckMicros: 1_500,
      checkNowMicros: 10_000,
      perDayMicros: 10_000,
      perMonthMicros: 300_000,
      held: null,
    });
    data(await main.router.dispatch('settings.update', { input: { watchlistSchedule: 'weekly' } }, own));
    // Weekly: 10,000 / 7 = 1,428.57… → 1,429 a day; 10,000 × 30 / 7 = 42,857.14… → 42,857 a month.
    const weekly = data<WatchlistCost>(await main.router.dispatch('watchlist.cost', { input: undefined }, own));
    expect(weekly).toMatchObject({ schedule: 'weekly', perDayMicros: 1_429, perMonthMicros: 42_857 });
  }, 120_000);

  it('estimates an add of VINs not yet watched without calling the service, and refuses a malformed VIN', async () => {
    const { main, sandbox } = await growthMain();
    const [a, b] = sandbox.samples.recallSweep;
    const estimate = data<WatchlistAddEstimate>(
      await main.router.dispatch('watchlist.estimateAdd', { input: { vins: [a, b, a] } }, own),
    );
    // Two new VINs × $0.01 = $0.02 at most (answers cached would be free); after: 2 × $0.01 a day.
    expect(estimate.newVins).toBe(2);
    expect(estimate.firstCheck).toMatchObject({ calls: 2, perCallMicros: 10_000, endpoint: 'recalls' });
    expect(estimate.firstCheck.totalMicros).toBeLessThanOrEqual(20_000);
    expect(estimate.after).toMatchObject({ vins: 2, perDayMicros: 20_000, perMonthMicros: 600_000 });
    expect(await billed(sandbox)).toEqual({});

    const refused = await main.router.dispatch('watchlist.estimateAdd', { input: { vins: ['NOT-A-VIN'] } }, own);
    expect(refused.ok ? null : refused.error.kind).toBe('invalid-input');
  }, 120_000);
});

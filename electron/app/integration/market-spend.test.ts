import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/app-error';
import type { MarketView } from '../../../shared/market/market-view';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { createMainContext, type MainContext } from '../main-context';

// A market refresh through the whole main context, as the window calls it, against the
// sandbox playing auto.dev with its Growth key: every listings call it makes is billed
// (docs/real-service.md row 26), and the ledger must file each one under "market".

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

async function billed(sandbox: RunningSandbox): Promise<number> {
  const response = await fetch(`${sandbox.url}/_sandbox/usage`, {
    headers: { Authorization: `Bearer ${DEMO_KEYS.growth}` },
  });
  const { calls } = (await response.json()) as { calls: Record<string, number> };
  return Object.values(calls).reduce((sum, n) => sum + n, 0);
}

describe('market calls in the spend ledger', () => {
  it('a market.refresh writes one ledger row per billed call, each with activity "market"', async () => {
    const sandbox = await startSandbox({
      dialect: 'autodev',
      listings: 2000,
      cacheDir: SANDBOX_CACHE,
      rateLimit: false,
    });
    cleanups.push(() => sandbox.close());
    const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-market-spend-'));
    await writeFile(
      join(userDataDir, 'settings.json'),
      JSON.stringify({ baseUrl: sandbox.url, v1BaseUrl: sandbox.v1Url, dialect: 'autodev', plan: 'growth' }),
    );
    const main: MainContext = await createMainContext({
      userDataDir,
      keyStore: new MemoryKeyStore(),
      env: { VINDESK_API_KEY: DEMO_KEYS.growth },
      appUrl: APP_URL,
    });
    let closed = false;
    cleanups.push(async () => {
      if (!closed) await main.close();
    });

    // The window's own word (a VIN page's panel) does not take the market's calls off "market".
    const vin = sandbox.samples.priced;
    const view = data<MarketView | null>(
      await main.router.dispatch('market.refresh', { input: { vin }, activity: 'vin-page' }, own),
    );
    expect(view).not.toBeNull();
    const calls = await billed(sandbox);
    // Its listing (never seen before), then the search: at least two.
    expect(calls).toBeGreaterThanOrEqual(2);

    await main.close();
    closed = true;
    const file = new DatabaseSync(join(userDataDir, 'vindesk.sqlite'), { readOnly: true });
    try {
      const rows = file.prepare('SELECT endpoint, activity FROM spend_calls').all();
      expect(rows).toHaveLength(calls);
      expect(new Set(rows.map((row) => row.activity))).toEqual(new Set(['market']));
      // The sightings went under the live service's origin, not the demo's.
      const sources = file.prepare('SELECT DISTINCT source FROM market_listing').all();
      expect(sources).toEqual([{ source: new URL(sandbox.url).origin }]);
    } finally {
      file.close();
    }
  }, 120_000);
});

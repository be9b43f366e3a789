import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchedVin } from '../../shared/ipc/watchlist-channels';
import { createMainContext, type MainContext } from '../app/main-context';
import type { DesktopNotification } from '../desktop/desktop-ports';
import { MemoryKeyStore } from '../keychain/memory-key-store';
import type { SandboxSamples } from '../sandbox/sandbox-samples';
import type { ServiceClient } from '../service/create-service-client';
import { recallChanges } from './recall-changes';
import { Watchlist } from './watchlist';

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
let samples: SandboxSamples;
const contexts: MainContext[] = [];

async function context(userDataDir: string, notifications: DesktopNotification[]): Promise<MainContext> {
  const created = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache') },
    desktop: {
      chooseSavePath: async () => null,
      printToPdf: async () => new Uint8Array(),
      notify: (item) => notifications.push(item),
    },
  });
  contexts.push(created);
  await created.router.dispatch('listings.search', { input: { limit: 1 } }, own);
  return created;
}

function data<T>(result: { ok: boolean; data?: unknown }): T {
  if (!result.ok) throw new Error(JSON.stringify(result));
  return result.data as T;
}

beforeAll(async () => {
  const probe = await context(await mkdtemp(join(tmpdir(), 'vindesk-watch-probe-')), []);
  samples = (await (await fetch(`${probe.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}, 120_000);

afterAll(async () => {
  await Promise.all(contexts.map((ctx) => ctx.close()));
});

describe('watchlist', () => {
  it('adds VINs with their current recalls as the baseline, without notifying, and keeps them across starts', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-'));
    const notifications: DesktopNotification[] = [];
    const main = await context(dir, notifications);
    const list = data<WatchedVin[]>(
      await main.router.dispatch('watchlist.add', { input: { vins: [samples.parkIt, samples.noRecalls] } }, own),
    );
    expect(list.map((entry) => entry.vin).sort()).toEqual([samples.parkIt, samples.noRecalls].sort());
    const parkIt = list.find((entry) => entry.vin === samples.parkIt)!;
    expect(parkIt.parkIt).toBe(true);
    expect(Object.keys(parkIt.openRecalls).length).toBeGreaterThan(0);
    expect(list.find((entry) => entry.vin === samples.noRecalls)!.openRecalls).toEqual({});
    expect(notifications).toEqual([]);

    // Nothing changed since: checking again is quiet.
    await main.router.dispatch('watchlist.checkNow', { input: undefined }, own);
    expect(notifications).toEqual([]);
    expect(JSON.parse(await readFile(join(dir, 'watchlist.json'), 'utf8')).vins).toHaveLength(2);
  }, 60_000);

  it('notifies when a watched VIN gains an open recall, or a recall changes status', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-change-'));
    const notifications: DesktopNotification[] = [];
    // Yesterday the park-it VIN was clean, and the park-outside VIN's recall had another status.
    const seed = await context(await mkdtemp(join(tmpdir(), 'vindesk-watch-seed-')), []);
    const outside = data<WatchedVin[]>(
      await seed.router.dispatch('watchlist.add', { input: { vins: [samples.parkOutside] } }, own),
    )[0]!;
    const [campaign] = Object.keys(outside.openRecalls);
    const yesterday = new Date(Date.now() - 25 * 3600_000).toISOString();
    await writeFile(
      join(dir, 'watchlist.json'),
      JSON.stringify({
        version: 1,
        vins: [
          {
            vin: samples.parkIt,
            addedAt: yesterday,
            lastCheckedAt: yesterday,
            openRecalls: {},
            parkIt: false,
            parkOutside: false,
          },
          { ...outside, lastCheckedAt: yesterday, openRecalls: { [campaign!]: 'Status before' } },
        ],
      }),
    );
    const main = await context(dir, notifications);
    await main.router.dispatch('watchlist.checkNow', { input: undefined }, own);
    expect(notifications).toHaveLength(2);
    expect(notifications[0]!.title).toBe(`Recall update for ${samples.parkIt} — DO NOT DRIVE`);
    expect(notifications[0]!.body).toMatch(/^New open recall /);
    expect(notifications[1]!.body).toContain(`Recall ${campaign}: Status before → `);
  }, 60_000);
});

describe('daily re-check', () => {
  it('re-checks, on its hourly tick, only the VINs last checked a day or more ago', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-daily-'));
    let now = Date.parse('2026-11-22T08:00:00Z');
    let tick: (() => void) | null = null;
    const asked: string[] = [];
    const client = {
      getOpenRecalls: async (vin: string) => {
        asked.push(vin);
        return {
          data: { openRecalls: 0, data: [], manufacturerCampaigns: [] },
          stale: false,
          fetchedAt: new Date(now).toISOString(),
        };
      },
    } as unknown as ServiceClient;
    const watchlist = new Watchlist({
      userDataDir: dir,
      client,
      notify: () => undefined,
      onChange: () => undefined,
      now: () => now,
      setInterval: (callback) => {
        tick = callback;
        return {};
      },
      clearInterval: () => undefined,
    });
    await watchlist.load();
    await watchlist.add(['1HGCM82633A004352']);
    now += 6 * 3600_000;
    await watchlist.add(['5YJ3E1EA7KF317000']);
    expect(asked).toEqual(['1HGCM82633A004352', '5YJ3E1EA7KF317000']);

    now += 19 * 3600_000; // 25 h after the first check, 19 h after the second
    tick!();
    await watchlist.close();
    expect(asked).toEqual(['1HGCM82633A004352', '5YJ3E1EA7KF317000', '1HGCM82633A004352']);
  });
});

describe('recall changes', () => {
  it('lists new, changed and closed recalls', () => {
    expect(recallChanges({ A: 'Open', B: 'Open' }, { A: 'Remedy Available', C: 'Open' })).toEqual([
      'Recall A: Open → Remedy Available',
      'New open recall C (Open)',
      'Recall B is no longer open',
    ]);
    expect(recallChanges({ A: 'Open' }, { A: 'Open' })).toEqual([]);
  });
});

import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchedVin } from '../../../shared/ipc/watchlist-channels';
import { createMainContext, type MainContext } from '../main-context';
import type { DesktopNotification } from '../../platform/desktop/desktop-ports';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import type { SandboxSamples } from '../../../sandbox/start-sandbox';
import type { ServiceClient } from '../../service/create-service-client';
import { OpenRecallSchema } from '../../../shared/schemas/recall-schema';
import { recallChanges } from '../../features/watchlist/recall-changes';
import { Watchlist } from '../../features/watchlist/watchlist';
import { openWatchlistDatabase } from '../../features/watchlist/test-support/watchlist-rig';
import { databaseStore } from '../../features/watchlist/watchlist-store';
import { DEMO_SOURCE } from '../../features/watchlist/watchlist-source';
import { openAppDatabase } from '../../platform/database/app-database';
import { applyWatchlistDelta } from '../../../shared/watchlist/watchlist-delta';
import { APP_MIGRATIONS } from '../app-migrations';

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

/** The VINs vindesk.sqlite holds, read through a connection of the test's own. */
function savedVins(dir: string): string[] {
  const saved = new DatabaseSync(join(dir, 'vindesk.sqlite'), { readOnly: true });
  try {
    return (saved.prepare('SELECT vin FROM watchlist_vins ORDER BY position DESC').all() as { vin: string }[]).map(
      (row) => row.vin,
    );
  } finally {
    saved.close();
  }
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
    expect(savedVins(dir).sort()).toEqual([samples.parkIt, samples.noRecalls].sort());
    expect(await readdir(dir)).not.toContain('watchlist.json');
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
    // Checked yesterday on the demo data, as this context is (no key): the same source, so news.
    const seeded = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: APP_MIGRATIONS });
    databaseStore(seeded.connection).add([
      {
        entry: {
          vin: samples.parkIt,
          addedAt: yesterday,
          lastCheckedAt: yesterday,
          openRecalls: {},
          parkIt: false,
          parkOutside: false,
        },
        source: DEMO_SOURCE,
      },
      {
        entry: { ...outside, lastCheckedAt: yesterday, openRecalls: { [campaign!]: 'Status before' } },
        source: DEMO_SOURCE,
      },
    ]);
    seeded.close();
    const main = await context(dir, notifications);
    await main.router.dispatch('watchlist.checkNow', { input: undefined }, own);
    expect(notifications).toHaveLength(2);
    expect(notifications[0]!.title).toBe(`Recall update for ${samples.parkIt} — DO NOT DRIVE`);
    expect(notifications[0]!.body).toMatch(/^New open recall /);
    expect(notifications[1]!.body).toContain(`Recall ${campaign}: Status before → `);
    expect(notifications[1]!.title).toBe(`Recall update for ${samples.parkOutside} — PARK OUTSIDE`);
  }, 60_000);

  it('imports the old watchlist.json once, keeps it renamed, and takes its statuses as a new baseline', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-import-'));
    const notifications: DesktopNotification[] = [];
    const yesterday = new Date(Date.now() - 25 * 3600_000).toISOString();
    const old = {
      version: 1,
      vins: [
        // Clean yesterday; the park-it VIN has open recalls now. The file did not say where
        // its statuses came from, so the first check is a baseline, not news.
        {
          vin: samples.parkIt,
          addedAt: yesterday,
          lastCheckedAt: yesterday,
          openRecalls: {},
          parkIt: false,
          parkOutside: false,
        },
        {
          vin: samples.noRecalls,
          addedAt: yesterday,
          lastCheckedAt: null,
          openRecalls: {},
          parkIt: false,
          parkOutside: false,
          problem: 'The service could not be reached.',
        },
      ],
    };
    const body = JSON.stringify(old);
    await writeFile(join(dir, 'watchlist.json'), body);
    const main = await context(dir, notifications);
    const list = data<WatchedVin[]>(await main.router.dispatch('watchlist.list', { input: undefined }, own));
    expect(list).toEqual(old.vins);
    expect(savedVins(dir)).toEqual([samples.parkIt, samples.noRecalls]);
    expect(await readdir(dir)).not.toContain('watchlist.json');
    expect(await readFile(join(dir, 'watchlist.json.imported'), 'utf8')).toBe(body);

    const checked = data<WatchedVin[]>(await main.router.dispatch('watchlist.checkNow', { input: undefined }, own));
    expect(checked.find((entry) => entry.vin === samples.parkIt)!.parkIt).toBe(true);
    expect(notifications).toEqual([]);
  }, 60_000);

  it('removes a VIN from the list and the file, and ignores one it does not watch', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-remove-'));
    const main = await context(dir, []);
    await main.router.dispatch('watchlist.add', { input: { vins: [samples.parkIt, samples.noRecalls] } }, own);
    const left = data<WatchedVin[]>(
      await main.router.dispatch('watchlist.remove', { input: { vin: samples.parkIt } }, own),
    );
    expect(left.map((entry) => entry.vin)).toEqual([samples.noRecalls]);
    expect(savedVins(dir)).toEqual([samples.noRecalls]);
    const same = data<WatchedVin[]>(
      await main.router.dispatch('watchlist.remove', { input: { vin: samples.parkOutside } }, own),
    );
    expect(same.map((entry) => entry.vin)).toEqual([samples.noRecalls]);
  }, 60_000);
});

describe('daily re-check', () => {
  it('re-checks, on its hourly tick, only the VINs last checked a day or more ago', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-daily-'));
    let now = Date.parse('2026-11-22T08:00:00Z');
    let tick: (() => void) | null = null;
    const asked: string[] = [];
    const client = {
      // Scale: the plan whose checks ask for open recalls.
      planAccess: async () => ({ plan: 'scale' }),
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
      database: await openWatchlistDatabase(dir),
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
    await watchlist.idle();
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

/** An open recall as /openrecalls sends it, read through the app's own schema. */
function openRecall(campaign: string, flags: { parkIt?: boolean; parkOutSide?: boolean; recallStatus?: string } = {}) {
  return OpenRecallSchema.parse({
    regulatorCampaignNumber: campaign,
    parkIt: flags.parkIt ?? false,
    parkOutSide: flags.parkOutSide ?? false,
    overTheAirUpdate: false,
    summary: 'A recall.',
    ...(flags.recallStatus ? { recallStatus: flags.recallStatus } : {}),
  });
}

describe('watchlist checks', () => {
  type Answer = ReturnType<typeof openRecall>[] | Error;
  function rig(answers: Map<string, Answer>) {
    const asked: string[] = [];
    const notified: DesktopNotification[] = [];
    /** The list as the window holds it: read once (empty), then every delta applied. */
    const screen: { list: WatchedVin[] } = { list: [] };
    let now = Date.parse('2026-11-22T08:00:00Z');
    const client = {
      // Scale: the plan whose checks ask for open recalls.
      planAccess: async () => ({ plan: 'scale' }),
      getOpenRecalls: async (vin: string) => {
        asked.push(vin);
        const answer = answers.get(vin) ?? [];
        if (answer instanceof Error) throw answer;
        return {
          data: { openRecalls: answer.length, data: answer, manufacturerCampaigns: [] },
          stale: false,
          fetchedAt: new Date(now).toISOString(),
        };
      },
    } as unknown as ServiceClient;
    return {
      asked,
      notified,
      screen,
      advance: (ms: number) => (now += ms),
      make: async () => {
        const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-checks-'));
        const watchlist = new Watchlist({
          userDataDir: dir,
          database: await openWatchlistDatabase(dir),
          client,
          notify: (item) => notified.push(item),
          onChange: (delta) => (screen.list = applyWatchlistDelta(screen.list, delta)),
          now: () => now,
          setInterval: () => ({}),
          clearInterval: () => undefined,
        });
        await watchlist.load();
        return watchlist;
      },
    };
  }
  const A = '1HGCM82633A004352';
  const B = '5YJ3E1EA7KF317000';

  it('adds a VIN it already watches once only, asking the service about the new one alone', async () => {
    const test = rig(new Map());
    const watchlist = await test.make();
    await watchlist.add([A]);
    const list = await watchlist.add([A, B]);
    expect(list.map((entry) => entry.vin)).toEqual([B, A]);
    expect(test.asked).toEqual([A, B]);
    expect(test.screen.list).toEqual(list);
  });

  it('flags park-it and park-outside from the recalls, and reads a missing status as Open', async () => {
    const test = rig(
      new Map([
        [
          A,
          [
            openRecall('24V001000', { parkOutSide: true }),
            openRecall('24V002000', { recallStatus: 'Remedy Available' }),
          ],
        ],
        [B, [openRecall('24V003000', { parkIt: true })]],
      ]),
    );
    const watchlist = await test.make();
    const list = await watchlist.add([A, B]);
    expect(list.find((entry) => entry.vin === A)).toMatchObject({
      parkIt: false,
      parkOutside: true,
      openRecalls: { '24V001000': 'Open', '24V002000': 'Remedy Available' },
    });
    expect(list.find((entry) => entry.vin === B)).toMatchObject({ parkIt: true, parkOutside: false });
    expect(test.screen.list).toEqual(list);
  });

  it('keeps the reason a check failed on its entry, and clears it when a check succeeds', async () => {
    const answers = new Map<string, Answer>([[A, new Error('The service could not be reached.')]]);
    const test = rig(answers);
    const watchlist = await test.make();
    const [failed] = await watchlist.add([A]);
    expect(failed).toMatchObject({ vin: A, lastCheckedAt: null, problem: 'The service could not be reached.' });
    expect(failed).toMatchObject({ parkIt: false, parkOutside: false, openRecalls: {} });
    answers.set(A, [openRecall('24V001000')]);
    const [checked] = await watchlist.checkNow();
    expect(checked!.problem).toBeUndefined();
    expect('problem' in checked!).toBe(false);
    expect(checked!.lastCheckedAt).not.toBeNull();
    // The first answer that came back is the baseline, not news.
    expect(test.notified).toEqual([]);
    expect(test.screen.list).toEqual([checked]);
  });

  it('a change with nothing urgent is announced without an alert in its title', async () => {
    const answers = new Map<string, Answer>([[A, []]]);
    const test = rig(answers);
    const watchlist = await test.make();
    await watchlist.add([A]);
    answers.set(A, [openRecall('24V001000')]);
    await watchlist.checkNow();
    expect(test.notified).toEqual([{ title: `Recall update for ${A}`, body: 'New open recall 24V001000 (Open)' }]);
  });

  it('is due again exactly a day after its last check, not a minute before', async () => {
    const test = rig(new Map());
    const watchlist = await test.make();
    await watchlist.add([A]);
    test.advance(24 * 3600_000 - 60_000);
    await watchlist.checkDue();
    expect(test.asked).toEqual([A]);
    test.advance(60_000);
    await watchlist.checkDue();
    expect(test.asked).toEqual([A, A]);
  });
});

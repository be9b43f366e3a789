import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WatchlistDelta } from '../../../shared/ipc/watchlist-channels';
import { DEMO_KEYS, type RunningSandbox } from '../../../sandbox/start-sandbox';
import type { AppDatabase } from '../../platform/database/app-database';
import type { DesktopNotification } from '../../platform/desktop/desktop-ports';
import { createTestClient, type TestClient } from '../../service/test-support/test-client';
import {
  billedCalls,
  openWatchlistDatabase,
  startWatchlistRig,
  startWatchlistSandbox,
  type WatchlistRig,
} from './test-support/watchlist-rig';
import { Watchlist } from './watchlist';
import { DEMO_SOURCE, type WatchlistSource } from './watchlist-source';
import { databaseStore } from './watchlist-store';

// Issue 37 item 5: a locked keychain at launch, or a key cleared, puts VinDesk on the demo
// data. Statuses from the dealer's account must then be neither checked against demo answers
// nor overwritten by them, and no notification raised; the card says why. The sandbox plays
// auto.dev; the source in force is the test's to switch.

const ACCOUNT: WatchlistSource = { mode: 'live', origin: 'https://api.auto.dev' };
const OTHER: WatchlistSource = { mode: 'live', origin: 'https://eu.example.test' };
const DAY = 24 * 3600_000;

let sandbox: RunningSandbox;
const rigs: WatchlistRig[] = [];
const closers: (() => Promise<void> | void)[] = [];
beforeAll(async () => {
  sandbox = await startWatchlistSandbox();
}, 120_000);
afterAll(async () => {
  await Promise.all(rigs.map((rig) => rig.close()));
  for (const close of closers) await close();
  await sandbox?.close();
});

const recallCalls = async () => (await billedCalls(sandbox, 'growth')).recalls ?? 0;

describe('statuses from the dealer’s account while VinDesk is on demo data', () => {
  it('are not checked, overwritten or announced, the card says why, and checks resume when the key is back', async () => {
    let source = ACCOUNT;
    const notified: DesktopNotification[] = [];
    const test = await startWatchlistRig(sandbox, 'growth', {
      source: () => source,
      notify: (item) => notified.push(item),
    });
    rigs.push(test);
    const vin = sandbox.samples.recallSweep[0]!;
    const [first] = await test.watchlist.add([vin]);
    expect(first!.lastCheckedAt).not.toBeNull();

    // A day on (the cached answer is stale), the key is gone: VinDesk is on demo data.
    test.advance(DAY + 60_000);
    source = DEMO_SOURCE;
    const calls = await recallCalls();
    const deltas = test.changes.length;
    expect(await test.watchlist.checkNow()).toEqual([first]);
    await test.tick();
    expect(await recallCalls()).toBe(calls);
    expect((await test.watchlist.cost()).held).toBe(
      'Recall checks are paused: these recall statuses came from your account at api.auto.dev, and VinDesk is on ' +
        'demo data now, so it will not check them until your API key is back.',
    );
    // The window is told only that the card changed: no entry was written.
    expect(test.changes.slice(deltas)).toEqual([
      { seq: expect.any(Number), changed: [], removed: [], costChanged: true },
    ]);
    const [kept] = databaseStore(test.database.connection).load();
    expect(kept).toEqual({ entry: first, source: ACCOUNT });

    // Another address is not the account either.
    source = OTHER;
    await test.watchlist.serviceMayAllow();
    expect(await recallCalls()).toBe(calls);
    expect((await test.watchlist.cost()).held).toBe(
      'Recall checks are paused: these recall statuses came from your account at api.auto.dev, and VinDesk now ' +
        'uses eu.example.test, so it will not check them until the service address in Settings is api.auto.dev again.',
    );

    // The key is back: the paused VIN is checked at once, and the card clears.
    source = ACCOUNT;
    await test.watchlist.serviceMayAllow();
    expect(await recallCalls()).toBe(calls + 1);
    const [again] = test.watchlist.list();
    expect(Date.parse(again!.lastCheckedAt!)).toBeGreaterThan(Date.parse(first!.lastCheckedAt!));
    expect((await test.watchlist.cost()).held).toBeNull();
    expect(notified).toEqual([]);
  });
});

describe('demo statuses once a key is in force', () => {
  /** A watchlist whose one VIN was checked yesterday, clean, from `seeded`; now checked from ACCOUNT. */
  async function checkedFrom(seeded: WatchlistSource) {
    const client: TestClient = await createTestClient(sandbox.url, {
      config: { apiKey: DEMO_KEYS.scale, plan: 'scale', dialect: 'autodev', v1BaseUrl: sandbox.v1Url },
    });
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-source-'));
    const database: AppDatabase = await openWatchlistDatabase(dir);
    closers.push(
      () => database.close(),
      () => client.dispose(),
    );
    const yesterday = new Date(Date.now() - DAY).toISOString();
    const vin = sandbox.samples.parkIt;
    databaseStore(database.connection).add([
      {
        entry: {
          vin,
          addedAt: yesterday,
          lastCheckedAt: yesterday,
          openRecalls: {},
          parkIt: false,
          parkOutside: false,
        },
        source: seeded,
      },
    ]);
    const notified: DesktopNotification[] = [];
    const deltas: WatchlistDelta[] = [];
    const watchlist = new Watchlist({
      userDataDir: dir,
      database,
      client: client.client,
      notify: (item) => notified.push(item),
      onChange: (delta) => deltas.push(delta),
      source: () => ACCOUNT,
      setInterval: () => ({}),
      clearInterval: () => undefined,
    });
    await watchlist.load();
    const [entry] = await watchlist.checkNow();
    await watchlist.close();
    return { entry: entry!, notified, saved: databaseStore(database.connection).load()[0]! };
  }

  it('are replaced by the account’s as a new baseline, with no notification', async () => {
    const { entry, notified, saved } = await checkedFrom(DEMO_SOURCE);
    expect(entry.parkIt).toBe(true);
    expect(notified).toEqual([]);
    expect(saved).toEqual({ entry, source: ACCOUNT });
  });

  it('while the same change on the account’s own statuses is news', async () => {
    const { notified } = await checkedFrom(ACCOUNT);
    expect(notified).toHaveLength(1);
    expect(notified[0]!.title).toBe(`Recall update for ${sandbox.samples.parkIt} — DO NOT DRIVE`);
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../platform/database/app-database';
import type { DesktopNotification } from '../../platform/desktop/desktop-ports';
import { startFakeService, type FakeService } from '../../service/test-support/fake-service';
import { recallBody } from '../../service/test-support/sample-bodies';
import { createTestClient, type TestClient } from '../../service/test-support/test-client';
import { openWatchlistDatabase } from './test-support/watchlist-rig';
import { Watchlist } from './watchlist';
import { DEMO_SOURCE, type WatchlistSource } from './watchlist-source';
import { databaseStore } from './watchlist-store';

// Issue 37 item 5, "the key is cleared mid-sweep": an answer that arrives after the app fell
// back to demo data is not known to be the account's, so it is neither kept nor announced,
// and the VINs left are not checked against the demo data.

const FIRST = '1HGCM82633A004352';
const SECOND = '5YJ3E1EA7KF317000';
const DAY = 24 * 3600_000;

let service: FakeService | null = null;
let client: TestClient | null = null;
let database: AppDatabase | null = null;
let release: () => void = () => undefined;
afterEach(async () => {
  release();
  database?.close();
  await client?.dispose();
  await service?.close();
});

describe('the key cleared while a check is on its way', () => {
  it('drops that answer, checks nothing more, and pauses with the reason', async () => {
    let recall = '24V001000';
    let hold: Promise<void> | null = null;
    service = await startFakeService(async () => {
      if (hold) await hold;
      return { status: 200, body: { data: [recallBody({ nhtsaCampaignNumber: recall })] } };
    });
    let now = Date.parse('2026-11-22T08:00:00Z');
    client = await createTestClient(service.url, { config: { plan: 'growth' }, now: () => now });
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-midcheck-'));
    database = await openWatchlistDatabase(dir);
    const account: WatchlistSource = { mode: 'live', origin: service.url };
    let source = account;
    const notified: DesktopNotification[] = [];
    const watchlist = new Watchlist({
      userDataDir: dir,
      database,
      client: client.client,
      notify: (item) => notified.push(item),
      onChange: () => undefined,
      source: () => source,
      now: () => now,
      setInterval: () => ({}),
      clearInterval: () => undefined,
    });
    await watchlist.load();
    const baseline = await watchlist.add([SECOND, FIRST]);

    // A day on, a new recall on record for both; the first answer is held while the key goes.
    now += DAY + 60_000;
    recall = '25V009000';
    hold = new Promise<void>((resolve) => (release = resolve));
    const seen = service.seen.length;
    const checking = watchlist.checkNow();
    await vi.waitFor(() => expect(service!.seen.length).toBe(seen + 1));
    source = DEMO_SOURCE;
    release();
    expect(await checking).toEqual(baseline);
    expect(service.seen.length).toBe(seen + 1);
    expect(notified).toEqual([]);
    expect(
      databaseStore(database.connection)
        .load()
        .map((row) => row.entry),
    ).toEqual(baseline);
    expect((await watchlist.cost()).held).toMatch(/^Recall checks are paused: these recall statuses came from /);
    await watchlist.close();
  });
});

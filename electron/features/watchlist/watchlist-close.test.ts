import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AppDatabase } from '../../platform/database/app-database';
import { startFakeService, type FakeService } from '../../service/test-support/fake-service';
import { recallBody } from '../../service/test-support/sample-bodies';
import { createTestClient, type TestClient } from '../../service/test-support/test-client';
import { openWatchlistDatabase } from './test-support/watchlist-rig';
import { Watchlist } from './watchlist';
import { databaseStore } from './watchlist-store';

// Quitting mid-check (issue 37 item 4): the app used to wait for every check in flight. Now
// close aborts the requests, writes what came back, and returns while the slow service still
// holds the rest; a real 1 s timer is the bound it must beat.

const ANSWERED = '1HGCM82633A004352';
const HELD = '5YJ3E1EA7KF317000';
const LIVE = { mode: 'live', origin: 'http://127.0.0.1' } as const;

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

describe('closing the watchlist mid-check', () => {
  it('returns within a second while the service holds a request, keeping the answer that came back', async () => {
    const held = new Promise<void>((resolve) => (release = resolve));
    service = await startFakeService(async (request) => {
      if (request.path.endsWith(HELD)) await held;
      return { status: 200, body: { data: [recallBody({ nhtsaCampaignNumber: '24V001000' })] } };
    });
    client = await createTestClient(service.url, { config: { plan: 'growth' } });
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-close-'));
    database = await openWatchlistDatabase(dir);
    const watchlist = new Watchlist({
      userDataDir: dir,
      database,
      client: client.client,
      notify: () => undefined,
      onChange: () => undefined,
      source: () => LIVE,
      setInterval: () => ({}),
      clearInterval: () => undefined,
    });
    await watchlist.load();
    const adding = watchlist.add([ANSWERED, HELD]);
    await vi.waitFor(() => expect(service!.seen.map((seen) => seen.path.split('/').at(-1))).toContain(HELD));

    let bound: ReturnType<typeof setTimeout> | undefined;
    const outcome = await Promise.race([
      watchlist.close().then(() => 'closed'),
      new Promise((resolve) => (bound = setTimeout(() => resolve('still waiting after 1 s'), 1_000))),
    ]);
    clearTimeout(bound);
    expect(outcome).toBe('closed');
    // The service never answered: the request was dropped, not waited for.
    const heldRequest = service.seen.find((seen) => seen.path.endsWith(HELD))!;
    await vi.waitFor(() => expect(heldRequest.aborted).toBe(true));

    // The add the check belonged to ends with the held VIN unchecked, not failed.
    const list = await adding;
    expect(list.find((entry) => entry.vin === HELD)).toMatchObject({ lastCheckedAt: null });
    expect(list.find((entry) => entry.vin === HELD)!.problem).toBeUndefined();

    // What came back is in the file, read through a store of the test's own.
    const saved = databaseStore(database.connection).load();
    expect(saved.map((row) => row.entry.vin)).toEqual([ANSWERED, HELD]);
    expect(saved[0]).toMatchObject({
      entry: { vin: ANSWERED, checkedWith: 'recalls', onRecord: ['24V001000'] },
      source: LIVE,
    });
    expect(saved[0]!.entry.lastCheckedAt).not.toBeNull();
    expect(saved[1]!.entry.lastCheckedAt).toBeNull();
  });
});

import { mkdtemp, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { WatchlistDelta } from '../../../shared/ipc/watchlist-channels';
import type { AppDatabase } from '../../platform/database/app-database';
import { startFakeService, type FakeService } from '../../service/test-support/fake-service';
import { recallBody } from '../../service/test-support/sample-bodies';
import { createTestClient, type TestClient } from '../../service/test-support/test-client';
import { openWatchlistDatabase } from './test-support/watchlist-rig';
import { Watchlist } from './watchlist';
import { databaseStore } from './watchlist-store';

// Issue 37 item 4: a check used to rewrite the whole list on disk and send it whole to the
// window. Now answers are committed in batches, and each answer sends that VIN alone.

const COUNT = 250;
/** 250 distinct VIN-shaped strings (the fake service answers any). */
const VINS = Array.from({ length: COUNT }, (_, index) => `1HGCM8263${String(index).padStart(8, '0')}`);

let service: FakeService | null = null;
let client: TestClient | null = null;
let database: AppDatabase | null = null;
afterEach(async () => {
  database?.close();
  await client?.dispose();
  await service?.close();
});

describe('a round of checks', () => {
  it('commits its answers in a few transactions, not one a VIN, and sends each VIN once', async () => {
    service = await startFakeService(() => ({ status: 200, body: { data: [recallBody()] } }));
    client = await createTestClient(service.url, { config: { plan: 'growth' } });
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-batches-'));
    database = await openWatchlistDatabase(dir);
    const sent: WatchlistDelta[] = [];
    const watchlist = new Watchlist({
      userDataDir: dir,
      database,
      client: client.client,
      notify: () => undefined,
      onChange: (delta) => sent.push(delta),
      source: () => ({ mode: 'live', origin: service!.url }),
      setInterval: () => ({}),
      clearInterval: () => undefined,
    });
    await watchlist.load();
    // Every commit from here stays in the WAL as frames of (page + 24-byte header), one commit
    // at least one frame; none is folded into the file meanwhile.
    database.connection.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    database.connection.exec('PRAGMA wal_autocheckpoint = 0');
    const { page_size: pageSize } = database.connection.prepare('PRAGMA page_size').get() as { page_size: number };

    const list = await watchlist.add(VINS);
    expect(list.every((entry) => entry.lastCheckedAt !== null)).toBe(true);
    const frames = ((await stat(`${database.file}-wal`)).size - 32) / (pageSize + 24);
    // One commit a VIN would be 250 or more frames; the add and three batches are far fewer.
    expect(frames).toBeLessThan(COUNT / 2);
    expect(
      databaseStore(database.connection)
        .load()
        .every((row) => row.entry.lastCheckedAt !== null),
    ).toBe(true);

    // The window heard of the VINs added once, then of each answer once, alone.
    const [added, ...answers] = sent;
    expect(added!.changed.map((entry) => entry.vin)).toEqual(VINS);
    expect(answers.map((delta) => delta.changed.map((entry) => entry.vin))).toEqual(VINS.map((vin) => [vin]));
    await watchlist.close();
  });
});

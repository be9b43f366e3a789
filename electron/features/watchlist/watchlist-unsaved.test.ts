import { mkdtemp, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { startFakeService, type FakeService } from '../../service/test-support/fake-service';
import { recallBody } from '../../service/test-support/sample-bodies';
import { createTestClient, type TestClient } from '../../service/test-support/test-client';
import { Watchlist } from './watchlist';

// vindesk.sqlite could not be opened (spend-setup.ts gives null): the watchlist still works for
// the session, says in a dealer's words that it will not be saved, and leaves the old file be.

const OLD = '1HGCM82633A004352';
const NEW = '5YJ3E1EA7KF317000';

let service: FakeService | null = null;
let client: TestClient | null = null;
afterEach(async () => {
  await client?.dispose();
  await service?.close();
});

describe('a watchlist with no database', () => {
  it('watches in memory, says the list will not be saved, and keeps the old file for the next launch', async () => {
    service = await startFakeService(() => ({ status: 200, body: { data: [recallBody()] } }));
    client = await createTestClient(service.url, { config: { plan: 'growth' } });
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-watch-unsaved-'));
    const old = {
      version: 1,
      vins: [
        {
          vin: OLD,
          addedAt: '2026-11-20T08:00:00.000Z',
          lastCheckedAt: null,
          openRecalls: {},
          parkIt: false,
          parkOutside: false,
        },
      ],
    };
    await writeFile(join(dir, 'watchlist.json'), JSON.stringify(old));
    const make = () =>
      new Watchlist({
        userDataDir: dir,
        database: null,
        client: client!.client,
        notify: () => undefined,
        onChange: () => undefined,
        source: () => ({ mode: 'live', origin: service!.url }),
        setInterval: () => ({}),
        clearInterval: () => undefined,
      });
    const watchlist = make();
    await watchlist.load();
    expect(watchlist.unsavedNotice).toBe(
      'VinDesk could not open its records on this computer, so your watchlist will not be saved: ' +
        'the vehicles you watch now are forgotten when VinDesk closes.',
    );
    expect(watchlist.list()).toEqual(old.vins);

    const list = await watchlist.add([NEW]);
    expect(list.map((entry) => entry.vin)).toEqual([NEW, OLD]);
    expect(list[0]).toMatchObject({ checkedWith: 'recalls', onRecord: ['23V123000'] });
    await watchlist.close();

    // Nothing was written: the old file is where it was, and the next launch starts from it.
    expect(await readdir(dir)).toEqual(['watchlist.json']);
    const next = make();
    await next.load();
    expect(next.list()).toEqual(old.vins);
    await next.close();
  });
});

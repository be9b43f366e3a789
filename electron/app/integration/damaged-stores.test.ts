import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/settings/settings-schema';
import { SavedSearchStore } from '../../features/listing-tools/saved-search-store';
import type { ServiceClient } from '../../service/create-service-client';
import { SettingsStore } from '../../platform/settings/settings-store';
import { SweepRunner } from '../../features/sweep/sweep-runner';
import { openAppDatabase } from '../../platform/database/app-database';
import { APP_MIGRATIONS } from '../app-migrations';
import { Watchlist } from '../../features/watchlist/watchlist';
import { openWatchlistDatabase } from '../../features/watchlist/test-support/watchlist-rig';
import type { AppDatabase } from '../../platform/database/app-database';

// The stores as main builds them, each given a damaged file: the user's bytes must survive a save.
const DAMAGED = '{"version":1,"searches":[{"id":"a","name":"My trucks"'; // cut off mid-write
const NOW = Date.UTC(2026, 10, 23, 14, 2, 10);

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vindesk-damaged-'));
});

/** A client the watchlist can call: no recalls, answered at once. */
const quietClient = {
  planAccess: async () => ({ plan: 'scale' }),
  getOpenRecalls: async () => ({
    data: { openRecalls: 0, data: [], manufacturerCampaigns: [] },
    stale: false,
    fetchedAt: new Date(NOW).toISOString(),
  }),
} as unknown as ServiceClient;

function watchlist(database: AppDatabase): Watchlist {
  return new Watchlist({
    userDataDir: dir,
    database,
    client: quietClient,
    notify: () => undefined,
    onChange: () => undefined,
    now: () => NOW,
    setInterval: () => ({}),
    clearInterval: () => undefined,
  });
}

describe('a damaged store file is kept, not overwritten', () => {
  it('saved searches: starts empty, names the moved file, and a save leaves it untouched', async () => {
    await writeFile(join(dir, 'saved-searches.json'), DAMAGED);
    const store = new SavedSearchStore(dir, () => new Date(NOW));
    await store.load();
    expect(await store.list()).toEqual([]);
    const moved = join(dir, 'saved-searches.damaged-20261123T140210Z.json');
    expect(store.damagedNotice).toBe(
      `Your saved searches file was damaged. VinDesk kept it as ${moved} and started a new list.`,
    );

    await store.save('Trucks', 'make=Ford');
    expect(await readFile(moved, 'utf8')).toBe(DAMAGED);
    const fresh: unknown = JSON.parse(await readFile(join(dir, 'saved-searches.json'), 'utf8'));
    expect(fresh).toMatchObject({ version: 1, searches: [{ name: 'Trucks', query: 'make=Ford' }] });
    // Told once: the next start finds a good file and says nothing.
    const next = new SavedSearchStore(dir);
    await next.load();
    expect(next.damagedNotice).toBeNull();
  });

  it('watchlist: starts empty, names the moved file, and adding a VIN leaves it untouched', async () => {
    const body = JSON.stringify({ version: 1, vins: [{ vin: '1HGCM82633A004352' }] }); // schema rejects it
    await writeFile(join(dir, 'watchlist.json'), body);
    const database = await openWatchlistDatabase(dir);
    const list = watchlist(database);
    await list.load();
    expect(list.list()).toEqual([]);
    const moved = join(dir, 'watchlist.damaged-20261123T140210Z.json');
    expect(list.damagedNotice).toContain(moved);
    expect(list.damagedNotice).toMatch(/^Your watchlist file was damaged\. VinDesk kept it as /);

    await list.add(['5YJ3E1EA7KF317000']);
    await list.close();
    expect(await readFile(moved, 'utf8')).toBe(body);
    // The list is kept in vindesk.sqlite now: no new watchlist.json, and the moved file as it was.
    expect((await readdir(dir)).filter((name) => name.startsWith('watchlist'))).toEqual([
      'watchlist.damaged-20261123T140210Z.json',
    ]);
    const next = watchlist(database);
    await next.load();
    expect(next.list().map((entry) => entry.vin)).toEqual(['5YJ3E1EA7KF317000']);
    expect(next.damagedNotice).toBeNull();
    await next.close();
    database.close();
  });

  it('sweep: a damaged saved sweep is moved aside and named', async () => {
    await writeFile(join(dir, 'recall-sweep.json'), 'not json at all');
    const database = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: APP_MIGRATIONS });
    const sweep = new SweepRunner({
      userDataDir: dir,
      database,
      service: () => ({ mode: 'live', origin: 'https://api.auto.dev' }),
      client: quietClient,
      plan: () => 'growth',
      onChange: () => undefined,
      chooseSavePath: async () => null,
      now: () => NOW,
    });
    await sweep.load();
    expect(sweep.status()).toBeNull();
    const moved = join(dir, 'recall-sweep.damaged-20261123T140210Z.json');
    expect(sweep.damagedNotice).toContain(moved);
    expect(await readFile(moved, 'utf8')).toBe('not json at all');
    await sweep.close();
    database.close();
  });

  it('settings: a damaged file is moved aside, and other stores’ notices join the settings notice', async () => {
    await writeFile(join(dir, 'settings.json'), '{"baseUrl": "https://x.test", ');
    const settings = new SettingsStore(dir);
    const snapshot = await settings.load();
    expect(snapshot.settings).toEqual(DEFAULT_SETTINGS);
    const [moved] = (await readdir(dir)).filter((name) => name.startsWith('settings.damaged-'));
    expect(moved).toBeDefined();
    expect(snapshot.notice).toContain(join(dir, moved!));
    expect(settings.damagedNotice).toBe(snapshot.notice);

    settings.addNotice('Your watchlist file was damaged. VinDesk kept it as /x and started a new watchlist.');
    settings.addNotice(null);
    expect(settings.snapshot().notice).toContain('Your settings file was damaged.');
    expect(settings.snapshot().notice).toContain('Your watchlist file was damaged.');

    await settings.update({ theme: 'dark' });
    expect(await readFile(join(dir, moved!), 'utf8')).toBe('{"baseUrl": "https://x.test", ');
    // Saving answers the settings' own notice; the other store's stays for this run.
    expect(settings.snapshot().notice).toBe(
      'Your watchlist file was damaged. VinDesk kept it as /x and started a new watchlist.',
    );
  });
});

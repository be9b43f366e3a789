import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PriceAlertRule } from '../../../shared/market/alert-rules';
import type { RunningSandbox } from '../../../sandbox/start-sandbox';
import { openAppDatabase } from '../../platform/database/app-database';
import { startWatchlistRig, startWatchlistSandbox, type WatchlistRig } from './test-support/watchlist-rig';
import { WATCHLIST_ALERT_MIGRATIONS, WATCHLIST_MIGRATIONS } from './watchlist-migrations';
import { databaseStore } from './watchlist-store';

// A watched VIN's price alert (issue #39 item 3): kept on its row, checked on the watchlist's
// rounds for the VINs that have one, and counted in the watchlist's cost.

let sandbox: RunningSandbox;
const rigs: WatchlistRig[] = [];
beforeAll(async () => {
  sandbox = await startWatchlistSandbox();
}, 120_000);
afterAll(async () => {
  await Promise.all(rigs.map((rig) => rig.close()));
  await sandbox?.close();
});

describe('a watched VIN’s price alert', () => {
  it('is checked after the recalls of the VINs that have one, and priced in the watchlist’s cost', async () => {
    const checked: [string, PriceAlertRule][] = [];
    const rig = await startWatchlistRig(sandbox, 'growth', {
      priceCheck: async (vin, rule) => void checked.push([vin, rule]),
    });
    rigs.push(rig);
    const [withAlert, without] = [sandbox.samples.parkIt, sandbox.samples.parkOutside];
    await rig.watchlist.add([withAlert, without]);
    expect(checked).toEqual([]);

    const rule: PriceAlertRule = { kind: 'amount', dollars: 500 };
    const list = await rig.watchlist.setPriceAlert(withAlert, rule);
    expect(list.find((entry) => entry.vin === withAlert)!.priceAlert).toEqual(rule);
    await rig.watchlist.checkNow();
    expect(checked).toEqual([[withAlert, rule]]);

    // Growth, docs/real-service.md row 26: recalls $0.01 each, a listings search $0.0015. A round
    // is 2 × $0.01 + 1 × $0.0015 = $0.0215; daily, 30 rounds a month = $0.645.
    const cost = await rig.watchlist.cost();
    expect(cost).toMatchObject({ priceAlertVins: 1, checkNowMicros: 21_500, perMonthMicros: 645_000 });

    await rig.watchlist.setPriceAlert(withAlert, null);
    await rig.watchlist.checkNow();
    expect(checked).toHaveLength(1);
    expect((await rig.watchlist.cost()).priceAlertVins).toBe(0);
  }, 60_000);

  it('an older database gains the column with its rows kept, and the rule survives a reopen', async () => {
    const file = join(await mkdtemp(join(tmpdir(), 'vindesk-watch-alert-')), 'vindesk.sqlite');
    const before = openAppDatabase({ file, migrations: WATCHLIST_MIGRATIONS });
    // A row as the first version of the table kept it (watchlist-migrations.ts), before price alerts.
    before.connection.exec(
      `INSERT INTO watchlist_vins (vin, position, added_at, open_recalls, park_it, park_outside)
       VALUES ('VIN-OLD', 1, '2026-11-01T00:00:00Z', '{}', 0, 0)`,
    );
    before.close();

    const migrations = [...WATCHLIST_MIGRATIONS, ...WATCHLIST_ALERT_MIGRATIONS];
    const upgraded = openAppDatabase({ file, migrations });
    const store = databaseStore(upgraded.connection);
    expect(store.load().map((row) => row.entry)).toEqual([
      {
        vin: 'VIN-OLD',
        addedAt: '2026-11-01T00:00:00Z',
        lastCheckedAt: null,
        openRecalls: {},
        parkIt: false,
        parkOutside: false,
      },
    ]);
    store.setPriceAlert('VIN-OLD', { kind: 'percent', percent: 5 });
    upgraded.close();

    const reopened = openAppDatabase({ file, migrations });
    expect(databaseStore(reopened.connection).load()[0]!.entry.priceAlert).toEqual({ kind: 'percent', percent: 5 });
    reopened.close();
  });
});

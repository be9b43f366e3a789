import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppDatabase, type AppDatabase } from '../../platform/database/app-database';
import { ALERT_MIGRATIONS } from './alert-migrations';
import { databaseAlertStore } from './alert-store';

let dir: string;
let database: AppDatabase;
const file = () => join(dir, 'vindesk.sqlite');

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vindesk-alerts-'));
  database = openAppDatabase({ file: file(), migrations: ALERT_MIGRATIONS });
});
afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

const drop = (at: number, vin: string) =>
  ({ at, kind: 'price-drop', vin, title: `Price drop: ${vin}`, body: '$20,000 → $19,000' }) as const;

describe('databaseAlertStore', () => {
  it('keeps alerts across a reopen, newest first, until cleared', () => {
    const store = databaseAlertStore(database.connection);
    store.add(drop(1_000, 'VIN-A'));
    store.add({ at: 2_000, kind: 'new-match', vin: 'VIN-B', title: 'New listing', body: 'Accords near 30301' });
    database.close();
    database = openAppDatabase({ file: file(), migrations: ALERT_MIGRATIONS });
    const reopened = databaseAlertStore(database.connection);
    expect(reopened.list().map((alert) => [alert.vin, alert.kind, alert.at])).toEqual([
      ['VIN-B', 'new-match', 2_000],
      ['VIN-A', 'price-drop', 1_000],
    ]);
    reopened.clear();
    expect(reopened.list()).toEqual([]);
  });

  it('keeps the newest 500 and drops the oldest beyond them', () => {
    const store = databaseAlertStore(database.connection);
    for (let at = 1; at <= 502; at += 1) store.add(drop(at, `VIN-${at}`));
    const kept = store.list();
    expect(kept).toHaveLength(500);
    expect(kept[0]!.at).toBe(502);
    expect(kept.at(-1)!.at).toBe(3);
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openAppDatabase, type AppDatabase } from '../../platform/database/app-database';
import { inTransaction } from '../../platform/database/transaction';
import { changePruner, MAX_CHANGE_ROWS, PRUNE_SLACK_ROWS, PRUNE_WINDOW_ROWS, rowsToPrune } from './market-bounds';
import { MARKET_MIGRATIONS } from './market-migrations';

let dir: string;
let database: AppDatabase;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vindesk-market-bounds-'));
  database = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: MARKET_MIGRATIONS });
});

afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

/** Listings with their change rows, written in the order given: `prices` per VIN, one row a day. */
function seed(listings: { vin: string; prices: number; gone?: boolean }[], source = 'demo'): void {
  const { connection } = database;
  inTransaction(connection, () => {
    const listing = connection.prepare(
      `INSERT INTO market_listing (source, vin, year, make, model, first_seen, last_seen, gone_on, last_price)
       VALUES (?, ?, 2020, 'Honda', 'Civic', 0, ?, ?, ?)`,
    );
    const change = connection.prepare('INSERT INTO market_change (source, vin, at, price) VALUES (?, ?, ?, ?)');
    for (const { vin, prices, gone } of listings) {
      listing.run(source, vin, prices - 1, gone ? prices - 1 : null, prices - 1);
      for (let day = 0; day < prices; day++) change.run(source, vin, day, day);
    }
  });
}

/** Each VIN's rows, as the prices (days) kept. */
function kept(source = 'demo'): Map<string, number[]> {
  const rows = database.connection
    .prepare('SELECT vin, price FROM market_change WHERE source = ? ORDER BY vin, at')
    .all(source) as { vin: string; price: number }[];
  const byVin = new Map<string, number[]>();
  for (const row of rows) byVin.set(row.vin, [...(byVin.get(row.vin) ?? []), row.price]);
  return byVin;
}

describe('how many rows a page prunes', () => {
  it('none below the slack, a small batch inside it, and at least the excess over the bound', () => {
    expect(rowsToPrune(MAX_CHANGE_ROWS - PRUNE_SLACK_ROWS)).toEqual({ want: 0, need: 0 });
    expect(rowsToPrune(MAX_CHANGE_ROWS - PRUNE_SLACK_ROWS + 30)).toEqual({ want: 30, need: 0 });
    // Deep in the slack: a batch of about a page, not the whole slack at once.
    const inside = rowsToPrune(MAX_CHANGE_ROWS - 10);
    expect(inside.need).toBe(0);
    expect(inside.want).toBeGreaterThanOrEqual(50);
    expect(inside.want).toBeLessThanOrEqual(500);
    // Over the bound by more than a batch: all of the excess must go, now.
    expect(rowsToPrune(MAX_CHANGE_ROWS + 5_000)).toEqual({ want: 5_000, need: 5_000 });
  });
});

describe('pruning in small batches', () => {
  it('takes gone listings rows first, batch after batch, and keeps every listing latest row to the end', () => {
    // 40 listings of 5 rows, every fourth gone, written one listing after another.
    const listings = Array.from({ length: 40 }, (_, n) => ({
      vin: `V${String(n).padStart(2, '0')}`,
      prices: 5,
      gone: n % 4 === 0,
    }));
    seed(listings);
    const pruner = changePruner(database.connection, 'demo');
    const goneOlder = 10 * 4;
    let left = 200;
    let batches = 0;
    for (;;) {
      const removed = inTransaction(database.connection, () => pruner.prune(7, 7));
      if (removed === 0) break;
      batches += 1;
      left -= removed;
      const now = kept();
      // Every listing keeps its latest row (day 4), whatever went.
      for (const { vin } of listings) expect(now.get(vin)?.at(-1)).toBe(4);
      // Until the gone listings' older rows are all gone, no live listing loses one.
      const liveRows = listings.filter((l) => !l.gone).reduce((sum, l) => sum + now.get(l.vin)!.length, 0);
      if (200 - left <= goneOlder) expect(liveRows).toBe(30 * 5);
      expect(database.connection.prepare('SELECT count(*) AS n FROM market_change').get()).toEqual({ n: left });
    }
    // Only the latest rows are left, one a listing, taken 7 at a time.
    expect(left).toBe(40);
    expect(batches).toBe(Math.ceil(160 / 7));
    expect([...kept().values()].every((days) => days.length === 1)).toBe(true);
  });

  it('walks past a window of latest rows when the bound needs rows beyond it', () => {
    // More single-row listings than one window reads, then listings with rows to spare.
    const singles = Array.from({ length: PRUNE_WINDOW_ROWS + 100 }, (_, n) => ({ vin: `S${n}`, prices: 1 }));
    const spare = Array.from({ length: 30 }, (_, n) => ({ vin: `M${n}`, prices: 4 }));
    seed([...singles, ...spare]);
    const pruner = changePruner(database.connection, 'demo');
    // A batch the bound does not need reads one window at most: here all latest rows, so none go.
    expect(inTransaction(database.connection, () => pruner.prune(30, 0))).toBe(0);
    // The bound needs them: the walk goes on past the window.
    expect(inTransaction(database.connection, () => pruner.prune(30, 30))).toBe(30);
    // The next page's batch goes on from there.
    expect(inTransaction(database.connection, () => pruner.prune(30, 0))).toBe(30);
    const now = kept();
    for (const { vin } of singles) expect(now.get(vin)).toEqual([0]);
    for (const { vin } of spare) expect(now.get(vin)?.at(-1)).toBe(3);
    // The oldest first: the first 20 listings with rows to spare lost theirs, the last 10 kept theirs.
    expect(now.get('M0')).toEqual([3]);
    expect(now.get('M19')).toEqual([3]);
    expect(now.get('M20')).toEqual([0, 1, 2, 3]);
  });

  it('never takes another source rows', () => {
    seed([{ vin: 'A', prices: 3 }], 'demo');
    seed([{ vin: 'A', prices: 3 }], 'https://api.auto.dev');
    const pruner = changePruner(database.connection, 'demo');
    expect(inTransaction(database.connection, () => pruner.prune(10, 10))).toBe(2);
    expect(kept('demo').get('A')).toEqual([2]);
    expect(kept('https://api.auto.dev').get('A')).toEqual([0, 1, 2]);
  });
});

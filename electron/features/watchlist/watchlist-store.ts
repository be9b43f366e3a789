import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { WatchedVin } from '../../../shared/ipc/watchlist-channels';
import { PriceAlertRuleSchema, type PriceAlertRule } from '../../../shared/market/alert-rules';
import { inTransaction } from '../../platform/database/transaction';
import type { WatchlistSource } from './watchlist-source';

/** One watched VIN as kept: what the window sees, and where its last answer came from. */
export interface WatchRow {
  entry: WatchedVin;
  /** null until a check has answered (and for entries imported from the old file, which did not say). */
  source: WatchlistSource | null;
}

/** Where the rows are kept: the app database, or nowhere (memory only) when it could not be opened. */
export interface WatchlistStore {
  /** Every row, newest-added first. */
  load(): WatchRow[];
  /** New rows, newest-added first; a VIN already kept is left as it is. One transaction. */
  add(rows: readonly WatchRow[]): void;
  remove(vin: string): void;
  /** Checks' answers for VINs already kept, in one transaction; a VIN removed meanwhile stays removed. */
  write(rows: readonly WatchRow[]): void;
  /** A VIN's price alert, or none (null). */
  setPriceAlert(vin: string, rule: PriceAlertRule | null): void;
}

export const memoryStore: WatchlistStore = {
  load: () => [],
  add: () => undefined,
  remove: () => undefined,
  write: () => undefined,
  setPriceAlert: () => undefined,
};

const RowSchema = z.object({
  vin: z.string(),
  added_at: z.string(),
  last_checked_at: z.string().nullable(),
  open_recalls: z.string(),
  park_it: z.number(),
  park_outside: z.number(),
  problem: z.string().nullable(),
  checked_with: z.enum(['openrecalls', 'recalls']).nullable(),
  on_record: z.string().nullable(),
  source_mode: z.enum(['demo', 'live']).nullable(),
  source_origin: z.string().nullable(),
  price_alert: z.string().nullable(),
});
const OpenRecallsSchema = z.record(z.string(), z.string());
const OnRecordSchema = z.array(z.string());

function rowOf(raw: unknown): WatchRow {
  const row = RowSchema.parse(raw);
  const entry: WatchedVin = {
    vin: row.vin,
    addedAt: row.added_at,
    lastCheckedAt: row.last_checked_at,
    openRecalls: OpenRecallsSchema.parse(JSON.parse(row.open_recalls)),
    parkIt: row.park_it === 1,
    parkOutside: row.park_outside === 1,
  };
  if (row.problem !== null) entry.problem = row.problem;
  if (row.checked_with !== null) entry.checkedWith = row.checked_with;
  if (row.on_record !== null) entry.onRecord = OnRecordSchema.parse(JSON.parse(row.on_record));
  if (row.price_alert !== null) {
    // A rule this version cannot read (written by a newer one) is left unused, not a reason to lose the row.
    const rule = PriceAlertRuleSchema.safeParse(JSON.parse(row.price_alert));
    if (rule.success) entry.priceAlert = rule.data;
  }
  const source = row.source_mode !== null && row.source_origin !== null;
  return { entry, source: source ? { mode: row.source_mode!, origin: row.source_origin! } : null };
}

/** The columns a check writes, in the order the statements below bind them. */
function resultValues({ entry, source }: WatchRow) {
  return [
    entry.lastCheckedAt,
    JSON.stringify(entry.openRecalls),
    entry.parkIt ? 1 : 0,
    entry.parkOutside ? 1 : 0,
    entry.problem ?? null,
    entry.checkedWith ?? null,
    entry.onRecord === undefined ? null : JSON.stringify(entry.onRecord),
    source?.mode ?? null,
    source?.origin ?? null,
  ] as const;
}

/** The watchlist in the app database (vindesk.sqlite), table watchlist_vins (watchlist-migrations.ts). */
export function databaseStore(connection: DatabaseSync): WatchlistStore {
  const insert = connection.prepare(
    `INSERT OR IGNORE INTO watchlist_vins (vin, position, added_at, last_checked_at, open_recalls, park_it,
       park_outside, problem, checked_with, on_record, source_mode, source_origin)
     VALUES (?, (SELECT coalesce(max(position), 0) + 1 FROM watchlist_vins), ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
  );
  const update = connection.prepare(
    `UPDATE watchlist_vins SET last_checked_at = ?, open_recalls = ?, park_it = ?, park_outside = ?, problem = ?,
       checked_with = ?, on_record = ?, source_mode = ?, source_origin = ? WHERE vin = ?`,
  );
  const remove = connection.prepare('DELETE FROM watchlist_vins WHERE vin = ?');
  const setAlert = connection.prepare('UPDATE watchlist_vins SET price_alert = ? WHERE vin = ?');
  return {
    load: () => connection.prepare('SELECT * FROM watchlist_vins ORDER BY position DESC').all().map(rowOf),
    add: (rows) =>
      inTransaction(connection, () => {
        // Oldest first, so each takes a higher position than the one added before it.
        for (const row of [...rows].reverse()) insert.run(row.entry.vin, row.entry.addedAt, ...resultValues(row));
      }),
    remove: (vin) => void remove.run(vin),
    setPriceAlert: (vin, rule) => void setAlert.run(rule === null ? null : JSON.stringify(rule), vin),
    write: (rows) =>
      inTransaction(connection, () => {
        for (const row of rows) update.run(...resultValues(row), row.entry.vin);
      }),
  };
}

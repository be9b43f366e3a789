import type { DatabaseSync } from 'node:sqlite';

/**
 * At most this many change rows are kept of one source's (the demo's, or one live service's:
 * market-migrations.ts); a dealer uses the demo and one service, so the file holds about twice. A row is about 100 bytes with its index entries, so
 * the history stays near 50 MB however long VinDesk runs; at a few thousand changes a day
 * (a dealer's searches and refreshes) that is well over a year, and the bench holds reads of
 * this size under 50 ms (bench/market-bench.ts).
 */
export const MAX_CHANGE_ROWS = 500_000;

/**
 * A prune takes this many rows beyond the bound, so it runs about once per 2,000 new change rows
 * and each one is short (a few ms: it walks the oldest rows only until it has enough). One
 * prune of 50,000 rows at a time was measured at seconds on main's thread (bench/market-bench.ts).
 */
export const PRUNE_SLACK_ROWS = 2_000;

/**
 * Deletes up to `count` of the oldest-written change rows of `source`, never a listing's latest one (a
 * listing keeps its current price and the time it took it): those of gone listings first, as
 * their history matters least, then the oldest of any. "Oldest" is by id, the order rows were
 * written, which walks the table's own key without sorting half a million rows.
 * Returns how many went. Call inside a transaction.
 */
export function pruneChanges(connection: DatabaseSync, source: string, count: number): number {
  if (count <= 0) return 0;
  const notLatest = `c.id <> (SELECT latest.id FROM market_change latest
    WHERE latest.source = c.source AND latest.vin = c.vin ORDER BY latest.at DESC, latest.id DESC LIMIT 1)`;
  const gone = connection
    .prepare(
      `DELETE FROM market_change WHERE id IN (
         SELECT c.id FROM market_change c JOIN market_listing l ON l.source = c.source AND l.vin = c.vin
         WHERE c.source = ? AND l.gone_on IS NOT NULL AND ${notLatest} ORDER BY c.id LIMIT ?)`,
    )
    .run(source, count);
  const left = count - Number(gone.changes);
  if (left <= 0) return Number(gone.changes);
  const any = connection
    .prepare(
      `DELETE FROM market_change WHERE id IN (
         SELECT c.id FROM market_change c WHERE c.source = ? AND ${notLatest} ORDER BY c.id LIMIT ?)`,
    )
    .run(source, left);
  return Number(gone.changes) + Number(any.changes);
}

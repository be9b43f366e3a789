import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';

/**
 * At most this many change rows are kept of one source's (the demo's, or one live service's:
 * market-migrations.ts); a dealer uses the demo and one service, so the file holds about twice. A row is about 100 bytes with its index entries, so
 * the history stays near 50 MB however long VinDesk runs; at a few thousand changes a day
 * (a dealer's searches and refreshes) that is well over a year, and the bench holds reads of
 * this size under 50 ms (bench/market-bench.ts).
 */
export const MAX_CHANGE_ROWS = 500_000;

/**
 * Pruning starts this far below the bound, so a page's new rows are met by the rows it prunes
 * and the count stays under MAX_CHANGE_ROWS without one large delete.
 */
export const PRUNE_SLACK_ROWS = 2_000;

/**
 * At most this many rows are pruned with one page beyond what the bound requires: a small batch
 * each page rather than thousands at once. Each row deleted rewrites a leaf of the (source, vin,
 * at) index somewhere in the file, so one delete of a few thousand rows put hundreds of pages in
 * one transaction and its WAL (bench/market-bench.ts). Twice a page of new rows (100), so the
 * count falls back below the slack while pages arrive.
 */
const PRUNE_BATCH_ROWS = 100;

/**
 * How many rows, oldest first, one walk reads before it stops: a prune reads a window of the
 * table's own key, however many of the oldest rows must stay (every listing's latest row does),
 * and continues past it only while the bound requires more rows to go. Each row the gone walk
 * reads looks its listing up somewhere in the file: at 2,000 that look-ahead was about a fifth of
 * a page's writing time (bench/market-bench.ts), at 500 it still finds gone listings' rows
 * among the oldest first.
 */
export const PRUNE_WINDOW_ROWS = 500;

/** How many rows to prune after a page leaves `count` change rows: none until the slack is reached. */
export function rowsToPrune(count: number): { want: number; need: number } {
  const need = Math.max(0, count - MAX_CHANGE_ROWS);
  const over = count - (MAX_CHANGE_ROWS - PRUNE_SLACK_ROWS);
  return { want: over > 0 ? Math.max(need, Math.min(PRUNE_BATCH_ROWS, over)) : 0, need };
}

export interface ChangePruner {
  /**
   * Deletes up to `want` of the oldest-written change rows of the source, and at least `need`
   * where rows not latest exist, never a listing's latest one (a listing keeps its current price
   * and the time it took it): rows of gone listings first, as their history matters least, then
   * the oldest of any. Returns how many went. Call inside a transaction.
   */
  prune(want: number, need: number): number;
  /** Listings were marked gone, or rows cleared: the next walks start again from the oldest row. */
  restart(): void;
}

const WindowRowSchema = z.object({ id: z.number(), take: z.number() });

/**
 * The pruner of one source's change rows. "Oldest" is by id, the order rows were written, which
 * walks the table's own key: the unary + keeps SQLite from taking the (source, vin, at) index
 * for `source = ?` and then sorting every row of the source by id (EXPLAIN QUERY PLAN showed a
 * temp B-tree over 500,000 rows, some 450 ms; sqlite.org/optoverview.html, "Disqualifying
 * Indexes"). Each walk goes on from where the last one stopped, as the rows it passed over were
 * latest rows (or, for the gone walk, rows of listings still up): a row that becomes prunable
 * behind the cursor waits for the walk to come round again, which only makes "oldest" a little
 * approximate.
 */
export function changePruner(connection: DatabaseSync, source: string): ChangePruner {
  const notLatest = `c.id <> (SELECT latest.id FROM market_change latest
    WHERE latest.source = c.source AND latest.vin = c.vin ORDER BY latest.at DESC, latest.id DESC LIMIT 1)`;
  const windowFrom = `(SELECT id, source, vin FROM market_change WHERE id > ? AND +source = ? ORDER BY id LIMIT ${PRUNE_WINDOW_ROWS}) c`;
  const walks = {
    gone: connection.prepare(
      `SELECT c.id AS id, CASE WHEN l.gone_on IS NULL THEN 0 ELSE ${notLatest} END AS take FROM ${windowFrom}
       JOIN market_listing l ON l.source = c.source AND l.vin = c.vin ORDER BY c.id`,
    ),
    any: connection.prepare(`SELECT c.id AS id, (${notLatest}) AS take FROM ${windowFrom} ORDER BY c.id`),
  };
  const remove = connection.prepare('DELETE FROM market_change WHERE id = ?');
  const cursor = { gone: 0, any: 0 };

  /** Deletes the rows one walk takes, window by window, until `want` went or, past `need`, a window ends. */
  function walk(which: keyof typeof walks, want: number, need: number): number {
    let removed = 0;
    let ends = 0;
    while (removed < want && ends < 2) {
      let read = 0;
      // Row by row, so a walk that has taken enough reads no further.
      for (const raw of walks[which].iterate(cursor[which], source)) {
        const row = WindowRowSchema.parse(raw);
        read += 1;
        cursor[which] = row.id;
        if (row.take !== 1) continue;
        remove.run(row.id);
        removed += 1;
        if (removed === want) return removed;
      }
      // The last window: the next walk starts again from the oldest row.
      if (read < PRUNE_WINDOW_ROWS) {
        cursor[which] = 0;
        ends += 1;
      }
      if (removed >= need) break;
    }
    return removed;
  }

  return {
    prune: (want, need) => {
      if (want <= 0) return 0;
      const gone = walk('gone', want, 0);
      return gone + walk('any', want - gone, Math.max(0, need - gone));
    },
    restart: () => {
      cursor.gone = 0;
      cursor.any = 0;
    },
  };
}

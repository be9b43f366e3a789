import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../platform/database/transaction';
import { localDay, type UtcOffset } from './local-calendar';

/**
 * Where to cut so that at least `excessRows` of the oldest calls are folded: the local midnight
 * after the excess-th oldest call, so whole days fold; never past the start of today, so
 * today's calls keep their detail. Null when there is nothing to fold.
 */
export function rollUpCutoff(
  connection: DatabaseSync,
  excessRows: number,
  todayStartMs: number,
  offset: UtcOffset,
): number | null {
  if (excessRows <= 0) return null;
  const row = connection
    .prepare('SELECT at_ms FROM spend_calls ORDER BY at_ms LIMIT 1 OFFSET ?')
    .get(excessRows - 1) as { at_ms: number } | undefined;
  // Fewer calls than the excess: fold all but today's.
  const cutoff = row ? localDay(row.at_ms, offset).toMs : todayStartMs;
  return Math.min(cutoff, todayStartMs);
}

/**
 * Folds the calls before `cutoffMs` (a local midnight) into daily totals per (endpoint,
 * activity, plan), one local day per transaction: each day's calls move whole into spend_days
 * (added to a total already there) and are deleted, so every total reads the same before and
 * after. Returns the number of calls folded.
 */
export function rollUpSpendBefore(connection: DatabaseSync, cutoffMs: number, offset: UtcOffset): number {
  const nextCall = connection.prepare('SELECT min(at_ms) AS at_ms FROM spend_calls WHERE at_ms >= ? AND at_ms < ?');
  const fold = connection.prepare(`
    INSERT INTO spend_days (day_start_ms, endpoint, activity, plan, calls, price_micros)
    SELECT :day, endpoint, activity, plan, count(*), sum(price_micros)
    FROM spend_calls WHERE at_ms >= :day AND at_ms < :end
    GROUP BY endpoint, activity, plan
    ON CONFLICT (day_start_ms, endpoint, activity, plan) DO UPDATE SET
      calls = calls + excluded.calls,
      price_micros = price_micros + excluded.price_micros
  `);
  const remove = connection.prepare('DELETE FROM spend_calls WHERE at_ms >= :day AND at_ms < :end');
  let folded = 0;
  let from = Number.MIN_SAFE_INTEGER;
  for (;;) {
    const next = (nextCall.get(from, cutoffMs) as { at_ms: number | null }).at_ms;
    if (next === null) return folded;
    const day = localDay(next, offset);
    const bounds = { day: day.fromMs, end: Math.min(day.toMs, cutoffMs) };
    folded += inTransaction(connection, () => {
      fold.run(bounds);
      return Number(remove.run(bounds).changes);
    });
    from = day.toMs;
  }
}

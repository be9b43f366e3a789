import type { DatabaseSync } from 'node:sqlite';
import { localDay, localMonth, systemUtcOffset, type TimeRange, type UtcOffset } from './local-calendar';
import { checkSpendCall, type SpendCall } from './spend-call';
import { createSpendQueries, type DailySpend, type SpendSummary } from './spend-queries';
import { deleteSpendBefore, retentionCutoff } from './spend-retention';
import { rollUpCutoff, rollUpSpendBefore } from './spend-rollup';
import { createSpendWriter } from './spend-writer';
import type { SpendActivity } from '../../../shared/spend/spend-activity';

const DAY_MS = 86_400_000;

/**
 * Calls kept one row each before the oldest are folded into daily totals. A call row with its
 * index takes about 60–70 bytes of the file (measured: 10,000 calls ≈ 0.58 MB, 210,000 ≈ 14 MB),
 * so 200,000 rows hold the ledger near 14 MB; at 1,000 billed calls a day that is over six
 * months of per-call detail. Folding keeps the totals; the file stops growing because the
 * deleted rows' pages are reused by later inserts.
 */
const DEFAULT_MAX_CALL_ROWS = 200_000;

export interface SpendLedgerOptions {
  /** The app database's connection, opened with SPEND_MIGRATIONS among its steps. */
  connection: DatabaseSync;
  /** The clock: a call's default time, "today", and when upkeep is due. */
  now?: () => number;
  /** The user's zone, for local days and months. */
  utcOffset?: UtcOffset;
  /** The longest a call waits in memory: the most a kill -9 can lose. */
  flushEveryMs?: number;
  /** Rows per write transaction; a longer queue is written over several turns of the event loop. */
  rowsPerTurn?: number;
  /** The size budget, in call rows (see DEFAULT_MAX_CALL_ROWS). */
  maxCallRows?: number;
  /** A timer's failed write or upkeep (the data stays queued or in place; the next turn retries). */
  onError?: (error: unknown) => void;
}

/** A call as recorded: its time defaults to the ledger's clock. */
export type SpendCallInput = Omit<SpendCall, 'atMs'> & { readonly atMs?: number };

export interface SpendLedger {
  /** Queues one call that reached the hosted service; never touches the disk itself. */
  record(call: SpendCallInput): void;
  /** Writes what is queued now (queries do this first, so they always include every recorded call). */
  flush(): void;
  /** Today and this month by the local calendar, from the clock. */
  today(): TimeRange;
  thisMonth(): TimeRange;
  summarize(range: TimeRange): SpendSummary;
  /**
   * What was spent in [fromMs, toMs), in micro-dollars, written or still queued; only one
   * activity's when named. Read before every paid call (the budget check), so it never writes.
   */
  spentMicros(fromMs: number, toMs: number, activity?: SpendActivity): number;
  /** Per local day of the range (this month by default), for the bar chart. */
  dailyTotals(range?: TimeRange): DailySpend[];
  /** Deletes what is over 24 months old now, and folds old calls if over budget; also runs by itself on open and daily. */
  upkeep(): void;
  /** Writes the queue and stops the timers; the database stays open (its owner closes it). */
  close(): void;
}

/**
 * The local record of what the app spent at the hosted service. The service bills every call
 * (docs/real-service.md row 26) and no answer says what was spent (row 27), so this ledger is
 * the only count there is.
 */
export function createSpendLedger({
  connection,
  now = Date.now,
  utcOffset = systemUtcOffset,
  flushEveryMs = 1_000,
  rowsPerTurn = 2_000,
  maxCallRows = DEFAULT_MAX_CALL_ROWS,
  onError = () => undefined,
}: SpendLedgerOptions): SpendLedger {
  let callRows = (connection.prepare('SELECT count(*) AS n FROM spend_calls').get() as { n: number }).n;
  let lastRetentionMs = Number.NEGATIVE_INFINITY;
  let closed = false;

  function upkeep(force = false): void {
    const nowMs = now();
    if (force || nowMs - lastRetentionMs >= DAY_MS) {
      callRows -= deleteSpendBefore(connection, retentionCutoff(nowMs, utcOffset));
      lastRetentionMs = nowMs;
    }
    if (callRows > maxCallRows) {
      // Fold down to three quarters of the budget, so folding happens now and then, not every flush.
      const cutoff = rollUpCutoff(
        connection,
        callRows - Math.floor(maxCallRows * 0.75),
        localDay(nowMs, utcOffset).fromMs,
        utcOffset,
      );
      if (cutoff !== null) callRows -= rollUpSpendBefore(connection, cutoff, utcOffset);
    }
  }

  function upkeepFromTimer(): void {
    try {
      upkeep();
    } catch (error) {
      onError(error);
    }
  }

  const writer = createSpendWriter({
    connection,
    flushEveryMs,
    rowsPerTurn,
    onWritten: (rows) => {
      callRows += rows;
      if (callRows > maxCallRows || now() - lastRetentionMs >= DAY_MS) upkeepFromTimer();
    },
    onError,
  });
  const queries = createSpendQueries(connection, utcOffset);
  // The calls table is indexed by time; folded days count where their local midnight falls.
  const spentInFile = connection.prepare(`
    SELECT
      (SELECT coalesce(sum(price_micros), 0) FROM spend_calls
        WHERE at_ms >= :from AND at_ms < :to AND (:activity IS NULL OR activity = :activity))
      + (SELECT coalesce(sum(price_micros), 0) FROM spend_days
        WHERE day_start_ms >= :from AND day_start_ms < :to AND (:activity IS NULL OR activity = :activity)) AS micros
  `);

  upkeep();
  // Once a day even when no call is made (a window left open over a weekend).
  const daily = setInterval(upkeepFromTimer, DAY_MS);
  daily.unref();

  function flush(): void {
    writer.flushAll();
  }

  return {
    record: (call) => {
      if (closed) throw new Error('The spend ledger is closed: record calls before closing it.');
      writer.add(checkSpendCall({ ...call, atMs: call.atMs ?? now() }));
    },
    flush,
    today: () => localDay(now(), utcOffset),
    thisMonth: () => localMonth(now(), utcOffset),
    summarize: (range) => {
      flush();
      return queries.summarize(range);
    },
    spentMicros: (fromMs, toMs, activity) => {
      const inFile = spentInFile.get({ from: fromMs, to: toMs, activity: activity ?? null }) as { micros: number };
      let queued = 0;
      for (const call of writer.queued()) {
        if (call.atMs >= fromMs && call.atMs < toMs && (activity === undefined || call.activity === activity))
          queued += call.priceMicros;
      }
      return inFile.micros + queued;
    },
    dailyTotals: (range = localMonth(now(), utcOffset)) => {
      flush();
      return queries.daily(range);
    },
    upkeep: () => {
      flush();
      upkeep(true);
    },
    close: () => {
      if (closed) return;
      closed = true;
      clearInterval(daily);
      writer.stop();
      flush();
    },
  };
}

import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../platform/database/transaction';
import type { SpendCall } from './spend-call';

export interface SpendWriterOptions {
  connection: DatabaseSync;
  /** The longest a recorded call waits in memory; also the most a kill -9 can lose. */
  flushEveryMs: number;
  /**
   * Rows per transaction on the timer's path. A larger queue is written in turns of the event
   * loop (setImmediate between them), so a burst never holds main's thread in one go.
   */
  rowsPerTurn: number;
  /** Told how many rows each transaction wrote (the ledger's upkeep counts them). */
  onWritten(rows: number): void;
  /** A failed timer flush (disk full, say): the calls stay queued and the next flush retries them. */
  onError(error: unknown): void;
}

export interface SpendWriter {
  /** Queues a call in memory; a timer (unref'd: it never keeps the app alive) writes it within flushEveryMs. */
  add(call: SpendCall): void;
  /** Writes the whole queue now, synchronously; throws if a transaction fails (the calls stay queued). */
  flushAll(): void;
  /** Stops the timers; what is still queued stays queued (flushAll it first). */
  stop(): void;
  /** The calls not written yet: a budget check counts them without forcing a write per call. */
  queued(): readonly SpendCall[];
}

/**
 * Batches the ledger's writes: record() costs an array push, and one prepared INSERT in one
 * transaction per batch replaces a commit per call (each commit of WAL mode is a write to the
 * -wal file; one per billed call would be one per hover prefetch).
 */
export function createSpendWriter({
  connection,
  flushEveryMs,
  rowsPerTurn,
  onWritten,
  onError,
}: SpendWriterOptions): SpendWriter {
  const insert = connection.prepare(
    'INSERT INTO spend_calls (at_ms, endpoint, plan, price_micros, activity) VALUES (?, ?, ?, ?, ?)',
  );
  let queue: SpendCall[] = [];
  let timer: NodeJS.Timeout | undefined;
  let nextTurn: NodeJS.Immediate | undefined;

  /** Writes up to `limit` of the oldest queued calls in one transaction. */
  function writeBatch(limit: number): void {
    const batch = queue.length <= limit ? queue : queue.slice(0, limit);
    queue = queue.length <= limit ? [] : queue.slice(limit);
    try {
      inTransaction(connection, () => {
        for (const call of batch) insert.run(call.atMs, call.endpoint, call.plan, call.priceMicros, call.activity);
      });
    } catch (error) {
      // Rolled back whole: put the batch back in front, in order, for the next flush.
      queue = batch.concat(queue);
      throw error;
    }
    onWritten(batch.length);
  }

  function turn(): void {
    timer = undefined;
    nextTurn = undefined;
    // flushAll may have emptied the queue since this turn was scheduled.
    if (queue.length === 0) return;
    try {
      writeBatch(rowsPerTurn);
    } catch (error) {
      onError(error);
      schedule();
      return;
    }
    if (queue.length > 0) {
      nextTurn = setImmediate(turn);
      nextTurn.unref();
    }
  }

  function schedule(): void {
    if (timer || nextTurn || queue.length === 0) return;
    timer = setTimeout(turn, flushEveryMs);
    timer.unref();
  }

  return {
    add: (call) => {
      queue.push(call);
      schedule();
    },
    flushAll: () => {
      while (queue.length > 0) writeBatch(rowsPerTurn);
    },
    queued: () => queue,
    stop: () => {
      clearTimeout(timer);
      if (nextTurn) clearImmediate(nextTurn);
      timer = undefined;
      nextTurn = undefined;
    },
  };
}

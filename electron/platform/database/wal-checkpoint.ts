import type { DatabaseSync } from 'node:sqlite';

/**
 * SQLite's own checkpoint waits for this many WAL pages (its default is 1,000): a backstop only.
 * At 1,000 a checkpoint landed in every third or fourth market page's commit (a page of 100
 * listings dirties some 300 pages of the file), copying the WAL into the file on main's thread
 * inside the write a bench row holds to 20 ms (bench/market-bench.ts). The idle checkpoint
 * below does that work once writes pause; 10,000 pages (about 40 MB at 4 KiB a page) is only
 * reached by writes that never pause for IDLE_CHECKPOINT_MS, or by the small writers that do not
 * ask for the idle checkpoint (the spend ledger, the watchlist, the sweep): they rewrite the same
 * few pages, and a checkpoint copies each page once, however many frames it has in the WAL.
 * sqlite.org/wal.html, "Automatic Checkpoint".
 */
const AUTO_CHECKPOINT_PAGES = 10_000;

/**
 * After a checkpoint has copied the whole WAL into the file, the next write starts the WAL over
 * and SQLite truncates the -wal file to this size, so a burst's large WAL does not stay on disk
 * (sqlite.org/pragma.html#pragma_journal_size_limit).
 */
const WAL_SIZE_LIMIT_BYTES = 4 * 1024 * 1024;

/** How long writes must pause before the checkpoint runs. */
const IDLE_CHECKPOINT_MS = 1_000;

/** Sets the WAL's checkpoint rules on an open connection in WAL mode. */
export function applyCheckpointRules(connection: DatabaseSync): void {
  connection.exec(`PRAGMA wal_autocheckpoint = ${AUTO_CHECKPOINT_PAGES}`);
  connection.exec(`PRAGMA journal_size_limit = ${WAL_SIZE_LIMIT_BYTES}`);
}

export interface IdleCheckpoint {
  /** A write was committed: the checkpoint runs once writes have paused for IDLE_CHECKPOINT_MS. */
  wrote(): void;
  /** Whether a checkpoint waits for a pause. */
  pending(): boolean;
  /** Forgets a waiting checkpoint (closing: SQLite checkpoints on close itself). */
  cancel(): void;
}

/** Runs `run` after a pause, or cancels it; the default is an unref'd timer, which never keeps the app up. */
export type Later = (run: () => void) => () => void;

const afterPause: Later = (run) => {
  const timer = setTimeout(run, IDLE_CHECKPOINT_MS);
  timer.unref();
  return () => clearTimeout(timer);
};

/**
 * Copies the WAL into the database file after a burst of writes, never inside one: each write
 * pushes the checkpoint back, so it runs once, when they pause. PASSIVE takes no lock that a
 * write waits on, and main holds the only connection, so it copies the whole WAL
 * (sqlite.org/c3ref/wal_checkpoint_v2.html).
 */
export function idleCheckpoint(
  connection: DatabaseSync,
  { later = afterPause, onError }: { later?: Later; onError?: (error: unknown) => void } = {},
): IdleCheckpoint {
  let cancel: (() => void) | null = null;
  const run = () => {
    cancel = null;
    if (!connection.isOpen) return;
    try {
      connection.exec('PRAGMA wal_checkpoint(PASSIVE)');
    } catch (error) {
      // The auto-checkpoint still runs at its backstop: a failed one only leaves the WAL longer.
      onError?.(error);
    }
  };
  return {
    wrote: () => {
      cancel?.();
      cancel = later(run);
    },
    pending: () => cancel !== null,
    cancel: () => {
      cancel?.();
      cancel = null;
    },
  };
}

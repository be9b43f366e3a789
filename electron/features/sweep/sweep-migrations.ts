import type { Migration } from '../../platform/database/migrations';

const VERDICT_CHECK = "CHECK (verdict IN ('park-it', 'park-outside', 'open', 'clean', 'on-record', 'error'))";

/**
 * The recall sweep's tables (issue 37 item 4). sweep_runs holds the sweep itself, written at
 * its start and updated in place on each save (state, lookup, pause, count): a row of a few
 * hundred bytes. Its VIN list, refused lines and stock numbers (about 100 KB for 5,000 VINs)
 * are in sweep_lists, written once at the start: SQLite rewrites a whole row on UPDATE,
 * overflow pages and all, so beside the counters they would be rewritten on every save. sweep_results holds one row per VIN answered,
 * inserted in batches as answers come back, so a save writes the new answers only, never the
 * whole list (the old recall-sweep.json was rewritten whole on every save). They are keyed by
 * the order they were answered in, so a batch appends to the table's last page: keyed by VIN,
 * each answer of a batch landed on a page of its own, and a 5,000-VIN sweep wrote five times
 * the bytes (bench/sweep-disk-bench.ts). One row per VIN is the runner's rule (sweep-store.ts). Only the latest
 * sweep is kept: a new start deletes the one before (its results go with it, ON DELETE CASCADE).
 */
export const SWEEP_MIGRATIONS: readonly Migration[] = [
  {
    name: 'sweep.create-runs-and-results',
    up: (connection) =>
      connection.exec(`
        CREATE TABLE sweep_runs (
          id TEXT PRIMARY KEY,
          state TEXT NOT NULL CHECK (state IN ('running', 'paused', 'done', 'cancelled')),
          endpoint TEXT NOT NULL CHECK (endpoint IN ('openrecalls', 'recalls')),
          service_mode TEXT NOT NULL CHECK (service_mode IN ('demo', 'live')),
          service_origin TEXT NOT NULL CHECK (length(service_origin) BETWEEN 1 AND 200),
          checked INTEGER NOT NULL CHECK (checked >= 0),
          started_at TEXT NOT NULL,
          paused_for TEXT CHECK (paused_for IS NULL OR json_valid(paused_for))
        ) STRICT;
        CREATE TABLE sweep_lists (
          sweep_id TEXT PRIMARY KEY REFERENCES sweep_runs (id) ON DELETE CASCADE,
          vins TEXT NOT NULL CHECK (json_valid(vins)),
          refused TEXT NOT NULL CHECK (json_valid(refused)),
          refused_count INTEGER NOT NULL CHECK (refused_count >= 0),
          stock_numbers TEXT NOT NULL CHECK (json_valid(stock_numbers))
        ) STRICT;
        CREATE TABLE sweep_results (
          sweep_id TEXT NOT NULL REFERENCES sweep_runs (id) ON DELETE CASCADE,
          vin TEXT NOT NULL CHECK (length(vin) BETWEEN 1 AND 40),
          answered INTEGER NOT NULL CHECK (answered >= 0),
          verdict TEXT NOT NULL ${VERDICT_CHECK},
          count INTEGER NOT NULL CHECK (count >= 0),
          record_count INTEGER,
          campaigns TEXT NOT NULL CHECK (json_valid(campaigns)),
          park_outside INTEGER CHECK (park_outside IN (0, 1)),
          error TEXT,
          stock TEXT,
          year INTEGER,
          make TEXT,
          model TEXT,
          PRIMARY KEY (sweep_id, answered)
        ) STRICT, WITHOUT ROWID;
      `),
  },
];

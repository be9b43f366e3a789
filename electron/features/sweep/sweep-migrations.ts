import type { Migration } from '../../platform/database/migrations';

const VERDICT_CHECK =
  "CHECK (verdict IN ('park-it', 'park-outside', 'open', 'clean', 'on-record', 'error'))";

/**
 * The recall sweep's tables (issue 37 item 4). sweep_runs holds the sweep itself, written at
 * its start and updated in place (state, lookup, pause, count); its VIN list, refused lines and
 * stock numbers are written once, at the start. sweep_results holds one row per VIN answered,
 * inserted in batches as answers come back, so a save writes the new answers only, never the
 * whole list (the old recall-sweep.json was rewritten whole on every save). Only the latest
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
          vins TEXT NOT NULL CHECK (json_valid(vins)),
          refused TEXT NOT NULL CHECK (json_valid(refused)),
          refused_count INTEGER NOT NULL CHECK (refused_count >= 0),
          stock_numbers TEXT NOT NULL CHECK (json_valid(stock_numbers)),
          checked INTEGER NOT NULL CHECK (checked >= 0),
          started_at TEXT NOT NULL,
          paused_for TEXT CHECK (paused_for IS NULL OR json_valid(paused_for))
        ) STRICT;
        CREATE TABLE sweep_results (
          sweep_id TEXT NOT NULL REFERENCES sweep_runs (id) ON DELETE CASCADE,
          vin TEXT NOT NULL CHECK (length(vin) BETWEEN 1 AND 40),
          answered INTEGER NOT NULL,
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
          PRIMARY KEY (sweep_id, vin)
        ) STRICT, WITHOUT ROWID;
      `),
  },
];

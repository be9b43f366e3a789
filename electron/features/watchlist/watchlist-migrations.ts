import type { Migration } from '../../platform/database/migrations';

/**
 * The watchlist's table: one row per watched VIN, so a check writes that VIN's row alone
 * (the JSON file it replaces was rewritten whole on every check, issue 37 item 4). position
 * orders the list newest-added first. source_mode/source_origin say where the last answer
 * came from (the demo sandbox, or the live service at an origin), so statuses from one are
 * never checked against, or overwritten by, the other (issue 37 item 5).
 */
export const WATCHLIST_MIGRATIONS: readonly Migration[] = [
  {
    name: 'watchlist.create-vins',
    up: (connection) =>
      connection.exec(`
        CREATE TABLE watchlist_vins (
          vin TEXT PRIMARY KEY CHECK (length(vin) BETWEEN 1 AND 32),
          position INTEGER NOT NULL UNIQUE,
          added_at TEXT NOT NULL,
          last_checked_at TEXT,
          open_recalls TEXT NOT NULL CHECK (json_valid(open_recalls)),
          park_it INTEGER NOT NULL CHECK (park_it IN (0, 1)),
          park_outside INTEGER NOT NULL CHECK (park_outside IN (0, 1)),
          problem TEXT,
          checked_with TEXT CHECK (checked_with IN ('openrecalls', 'recalls')),
          on_record TEXT CHECK (on_record IS NULL OR json_valid(on_record)),
          source_mode TEXT CHECK (source_mode IN ('demo', 'live')),
          source_origin TEXT,
          CHECK ((source_mode IS NULL) = (source_origin IS NULL))
        ) STRICT;
      `),
  },
];

/**
 * A watched VIN's price alert (issue #39 item 3): JSON of shared/market/alert-rules.ts, null for
 * none, so rows written before it have none. Its own list, appended after the market's steps in
 * APP_MIGRATIONS: adding it to the list above would move every later step's version.
 */
export const WATCHLIST_ALERT_MIGRATIONS: readonly Migration[] = [
  {
    name: 'watchlist.add-price-alert',
    up: (connection) =>
      connection.exec(
        'ALTER TABLE watchlist_vins ADD COLUMN price_alert TEXT CHECK (price_alert IS NULL OR json_valid(price_alert));',
      ),
  },
];

import type { Migration } from '../../platform/database/migrations';

/**
 * VinDesk's own sightings of listings (issue #39): the service keeps no history, so this is
 * where price history and the local market come from. market_listing holds one row per VIN with
 * its latest state and when it was first and last seen; market_change holds a row only when the
 * price, miles or dealer changed, so a listing seen in every search for a month costs one row
 * plus its changes. make and model compare without case (the service writes "HONDA" and
 * "Honda" alike), and the (make, model, year) index serves comparables; (vin, at) serves a
 * VIN's history. Deleting a listing deletes its changes (Clear price history).
 */
export const MARKET_MIGRATIONS: readonly Migration[] = [
  {
    name: 'market.create-listings-and-changes',
    up: (connection) =>
      connection.exec(`
        CREATE TABLE market_listing (
          vin TEXT PRIMARY KEY CHECK (length(vin) BETWEEN 1 AND 32),
          year INTEGER NOT NULL,
          make TEXT NOT NULL COLLATE NOCASE,
          model TEXT NOT NULL COLLATE NOCASE,
          trim TEXT,
          dealer TEXT,
          dealer_id TEXT,
          zip TEXT,
          lat REAL,
          lng REAL,
          created_at TEXT,
          first_seen INTEGER NOT NULL,
          last_seen INTEGER NOT NULL,
          gone_on INTEGER,
          last_price REAL,
          last_miles REAL
        ) STRICT;
        CREATE INDEX market_listing_model ON market_listing (make, model, year);
        CREATE TABLE market_change (
          id INTEGER PRIMARY KEY,
          vin TEXT NOT NULL REFERENCES market_listing (vin) ON DELETE CASCADE,
          at INTEGER NOT NULL,
          price REAL,
          miles REAL,
          dealer TEXT
        ) STRICT;
        CREATE INDEX market_change_vin_at ON market_change (vin, at);
      `),
  },
];

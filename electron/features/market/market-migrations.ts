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
  /**
   * Sightings kept apart by where they came from (issue #39): 'demo' for the demo sandbox (its
   * port changes each launch, so it is one word, as the watchlist names it), else the live
   * service's origin. A demo price must never show in a dealer's real history, nor a real one in
   * the demo. The key becomes (source, vin), which SQLite cannot alter in place, so the tables are
   * made anew. The rows kept before this step are dropped rather than guessed at: nothing in them
   * says which service sent them (a row holds no address, and the spend ledger records live calls
   * but not the listings they returned), and a demo price
   * filed as a real one is the very harm this step prevents. They were only ever a by-product of
   * searches, and the next searches record them again.
   */
  {
    name: 'market.listings-by-source',
    up: (connection) =>
      connection.exec(`
        DROP TABLE market_change;
        DROP TABLE market_listing;
        CREATE TABLE market_listing (
          source TEXT NOT NULL CHECK (length(source) BETWEEN 1 AND 300),
          vin TEXT NOT NULL CHECK (length(vin) BETWEEN 1 AND 32),
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
          last_miles REAL,
          PRIMARY KEY (source, vin)
        ) STRICT;
        CREATE INDEX market_listing_model ON market_listing (source, make, model, year);
        CREATE TABLE market_change (
          id INTEGER PRIMARY KEY,
          source TEXT NOT NULL,
          vin TEXT NOT NULL,
          at INTEGER NOT NULL,
          price REAL,
          miles REAL,
          dealer TEXT,
          FOREIGN KEY (source, vin) REFERENCES market_listing (source, vin) ON DELETE CASCADE
        ) STRICT;
        CREATE INDEX market_change_vin_at ON market_change (source, vin, at);
      `),
  },
];

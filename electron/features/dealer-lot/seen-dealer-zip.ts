import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { SeenDealer } from '../../../shared/ipc/dealer-lot-channels';
import { dealerKey } from './dealer-name';

const RowSchema = z.object({ dealer: z.string(), zip: z.string(), n: z.number() });

/** Suggestions offered at most: a name field's list, not a directory. */
const MAX_SUGGESTED = 200;

function seenQuery(connection: DatabaseSync) {
  return connection.prepare(
    `SELECT dealer, zip, count(*) AS n FROM market_listing
     WHERE source = ? AND dealer IS NOT NULL AND zip IS NOT NULL GROUP BY dealer, zip ORDER BY n DESC, dealer`,
  );
}

/** The dealers seen from the source in force (the demo or one service), each at its ZIP, most listings first. */
export function seenDealers(connection: DatabaseSync, source: () => string): () => SeenDealer[] {
  const rows = seenQuery(connection);
  return () =>
    rows
      .all(source())
      .map((raw) => RowSchema.parse(raw))
      .filter((row) => /^\d{5}$/.test(row.zip))
      .slice(0, MAX_SUGGESTED)
      .map((row) => ({ name: row.dealer, zip: row.zip, listings: row.n }));
}

/**
 * The ZIP VinDesk last saw the dealer's listings at, read from the market's sightings
 * (market_listing, electron/features/market/market-migrations.ts) of the source in force, as every
 * market read is; null when never seen. The
 * ZIP with most of the dealer's listings wins when a name is at several.
 */
export function seenDealerZip(connection: DatabaseSync, source: () => string): (dealer: string) => string | null {
  const rows = seenQuery(connection);
  return (dealer) => {
    const key = dealerKey(dealer);
    for (const raw of rows.all(source())) {
      const row = RowSchema.parse(raw);
      if (dealerKey(row.dealer) === key && /^\d{5}$/.test(row.zip)) return row.zip;
    }
    return null;
  };
}

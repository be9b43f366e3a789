import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { dealerKey } from './dealer-name';

const RowSchema = z.object({ dealer: z.string(), zip: z.string(), n: z.number() });

/**
 * The ZIP VinDesk last saw the dealer's listings at, read from the market's sightings
 * (market_listing, electron/features/market/market-migrations.ts); null when never seen. The
 * ZIP with most of the dealer's listings wins when a name is at several.
 */
export function seenDealerZip(connection: DatabaseSync): (dealer: string) => string | null {
  const rows = connection.prepare(
    `SELECT dealer, zip, count(*) AS n FROM market_listing
     WHERE dealer IS NOT NULL AND zip IS NOT NULL GROUP BY dealer, zip ORDER BY n DESC`,
  );
  return (dealer) => {
    const key = dealerKey(dealer);
    for (const raw of rows.all()) {
      const row = RowSchema.parse(raw);
      if (dealerKey(row.dealer) === key && /^\d{5}$/.test(row.zip)) return row.zip;
    }
    return null;
  };
}

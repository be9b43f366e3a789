import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { DAY_MS } from '../../../shared/market/days-on-market';
import type { PriceDrop } from '../../../shared/ipc/market-channels';

/**
 * How far back a higher price still counts. A buyer reads "↓ $1,200 since Nov 2" as news about
 * this listing's asking price lately; a price from a season ago (before a relist, or last
 * year's market) says little about the deal now, and would make every old listing look cut.
 */
const DROP_WINDOW_DAYS = 90;

/**
 * The rule (issue #39): a listing's drop is measured from the highest asking price VinDesk saw
 * it at in the last DROP_WINDOW_DAYS days to its price now, and only when now is lower. A price
 * counts when it was asked at any moment of the window: those first seen inside it, and the one
 * already asked when the window opened (market_change holds a row only when something changed,
 * so that row may be older). `since` is the earliest sighting at that highest price among them,
 * so "since Nov 2" reads true: on Nov 2 the car was offered at fromPrice. Prices of 0 or none
 * ("call for price") are no price at all, neither as the high nor as now.
 *
 * One statement for the whole page: the VINs go in as one JSON array (json_each), and each
 * VIN's rows are read through the (source, vin, at) index of market-migrations.ts; only the
 * source in force (the demo or one service) is read, as every market read is.
 */
const DROPS_SQL = `
  WITH wanted(vin) AS (SELECT DISTINCT value FROM json_each($vins)),
  asked AS (
    SELECT c.vin, c.at, c.price FROM wanted w
      JOIN market_change c ON c.source = $source AND c.vin = w.vin AND c.at >= $windowStart
    UNION ALL
    SELECT w.vin, c.at, c.price FROM wanted w JOIN market_change c ON c.id = (
      SELECT before.id FROM market_change before
      WHERE before.source = $source AND before.vin = w.vin AND before.at < $windowStart
      ORDER BY before.at DESC, before.id DESC LIMIT 1)
  ),
  high AS (SELECT vin, max(price) AS price FROM asked WHERE price > 0 GROUP BY vin)
  SELECT l.vin AS vin, high.price AS from_price, l.last_price AS to_price,
    (SELECT min(a.at) FROM asked a WHERE a.vin = high.vin AND a.price = high.price) AS since
  FROM high JOIN market_listing l ON l.source = $source AND l.vin = high.vin
  WHERE l.last_price > 0 AND l.last_price < high.price`;

const DropRowSchema = z.object({ vin: z.string(), from_price: z.number(), to_price: z.number(), since: z.number() });

/** Reads the drops of a page of VINs (normalized, as the store keeps them) at `now`. */
export function priceDropsReader(connection: DatabaseSync, source: string) {
  const statement = connection.prepare(DROPS_SQL);
  return (vins: readonly string[], now: number): Record<string, PriceDrop> => {
    const drops: Record<string, PriceDrop> = {};
    if (vins.length === 0) return drops;
    const rows = statement.all({ source, vins: JSON.stringify(vins), windowStart: now - DROP_WINDOW_DAYS * DAY_MS });
    for (const raw of rows) {
      const row = DropRowSchema.parse(raw);
      drops[row.vin] = {
        drop: row.from_price - row.to_price,
        since: row.since,
        fromPrice: row.from_price,
        toPrice: row.to_price,
      };
    }
    return drops;
  };
}

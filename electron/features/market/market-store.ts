import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import type { MarketSubject } from '../../../shared/market/comparables';
import { daysOnMarket, DAY_MS } from '../../../shared/market/days-on-market';
import { SUPPLY_WINDOW_DAYS } from '../../../shared/market/market-days';
import type { ListingSighting, MarketListing, PriceHistory } from '../../../shared/market/market-types';
import { milesBetween } from '../../../shared/domain/distance';
import { inTransaction } from '../../platform/database/transaction';
import type { AbsenceCriteria } from './absence-criteria';
import { changePruner, rowsToPrune } from './market-bounds';
import { priceDropsReader } from './price-drops-read';
import type { PriceDrop } from '../../../shared/ipc/market-channels';

/**
 * A listing is read as gone only when it has not been seen for this many days as well as missing
 * from a complete search. Dealer feeds reach the listing sites about daily, and a late feed or a
 * weekend can drop a car out of an answer for a day or two while it is still for sale; three days
 * rides out such a gap, and the gone day recorded is still the day it was last seen.
 */
const GONE_AFTER_DAYS = 3;

/** One answer's sightings, and what its search says of the listings it left out. */
export interface MarketPage {
  sightings: readonly ListingSighting[];
  absent?: { criteria: AbsenceCriteria; seenVins: ReadonlySet<string>; now: number };
}

export interface MarketStore {
  /** Keeps a page of sightings in one transaction: a change row only where price, miles or dealer changed. */
  record(sightings: readonly ListingSighting[]): void;
  /**
   * Pages received together, in one transaction (the observer's write queue): each page's
   * sightings as record() keeps them, then, after a complete answer, its absences as noteAbsent().
   */
  write(pages: readonly MarketPage[]): void;
  /**
   * After a complete answer to a search (every matching row returned), marks gone the stored
   * listings the search would have returned that it did not and that were last seen more than
   * GONE_AFTER_DAYS ago; their gone day is the day they were last seen. Returns how many.
   */
  noteAbsent(criteria: AbsenceCriteria, seenVins: ReadonlySet<string>, complete: boolean, now: number): number;
  priceHistory(vin: string, now: number): PriceHistory | null;
  /** The VINs (as the store keeps them) whose price now is below their recent high (price-drops-read.ts). */
  priceDrops(vins: readonly string[], now: number): Record<string, PriceDrop>;
  /** A stored listing's latest state, as the subject of a market view. */
  listing(vin: string): MarketListing | null;
  /**
   * Stored listings of the subject's make and model, model year within one, active or gone in
   * the last SUPPLY_WINDOW_DAYS days, in a box around the subject's place (those without a place
   * kept): the candidates shared/market/comparables.ts narrows.
   */
  comparablesFor(subject: MarketSubject, radiusMiles: number, now: number): MarketListing[];
  /** Forgets this source's sightings; returns how many listings were kept. */
  clear(): number;
  /** How many change rows are kept. */
  changeRows(): number;
}

/** When the app database could not be opened: nothing is kept, and nothing is known. */
export const memoryMarketStore: MarketStore = {
  record: () => undefined,
  write: () => undefined,
  noteAbsent: () => 0,
  priceHistory: () => null,
  priceDrops: () => ({}),
  listing: () => null,
  comparablesFor: () => [],
  clear: () => 0,
  changeRows: () => 0,
};

const ListingRowSchema = z.object({
  vin: z.string(),
  year: z.number(),
  make: z.string(),
  model: z.string(),
  trim: z.string().nullable(),
  dealer: z.string().nullable(),
  zip: z.string().nullable(),
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  created_at: z.string().nullable(),
  first_seen: z.number(),
  last_seen: z.number(),
  gone_on: z.number().nullable(),
  last_price: z.number().nullable(),
  last_miles: z.number().nullable(),
});
const ChangeRowSchema = z.object({
  at: z.number(),
  price: z.number().nullable(),
  miles: z.number().nullable(),
  dealer: z.string().nullable(),
});
const AbsentRowSchema = z.object({ vin: z.string(), lat: z.number().nullable(), lng: z.number().nullable() });
const CountSchema = z.object({ n: z.number() });

const LISTING_COLUMNS =
  'vin, year, make, model, trim, dealer, zip, lat, lng, created_at, first_seen, last_seen, gone_on, last_price, last_miles';

function listingOf(raw: unknown): MarketListing {
  const row = ListingRowSchema.parse(raw);
  return {
    vin: row.vin,
    year: row.year,
    make: row.make,
    model: row.model,
    trim: row.trim,
    price: row.last_price,
    miles: row.last_miles,
    dealer: row.dealer,
    zip: row.zip,
    lat: row.lat,
    lng: row.lng,
    createdAt: row.created_at,
    firstSeen: row.first_seen,
    lastSeen: row.last_seen,
    goneOn: row.gone_on,
  };
}

/** About 69 miles to a degree of latitude; a degree of longitude shrinks by cos(latitude). */
function boundingBox(lat: number, lng: number, miles: number) {
  const dLat = miles / 69;
  const dLng = miles / Math.max(1, 69 * Math.cos((lat * Math.PI) / 180));
  return { latFrom: lat - dLat, latTo: lat + dLat, lngFrom: lng - dLng, lngTo: lng + dLng };
}

/** Deletes one source's sightings, or (null) every source's; returns how many listings went. Call inside a transaction. */
function deleteSightings(connection: DatabaseSync, source: string | null): number {
  const where = source === null ? '' : ' WHERE source = ?';
  const values = source === null ? [] : [source];
  connection.prepare(`DELETE FROM market_change${where}`).run(...values);
  return Number(connection.prepare(`DELETE FROM market_listing${where}`).run(...values).changes);
}

/**
 * One source's sightings in the app database (vindesk.sqlite, tables of market-migrations.ts):
 * 'demo', or a live service's origin. Every statement names the source, so what one service
 * listed never shows in another's history or market.
 */
export function databaseMarketStore(connection: DatabaseSync, source: string): MarketStore {
  const listingRow = connection.prepare(`SELECT ${LISTING_COLUMNS} FROM market_listing WHERE source = ? AND vin = ?`);
  // A new listing, or a stored one's new state: one statement for both, as both keep the
  // sighting's every field (a missing place or creation date keeps the one stored).
  const keepListing = connection.prepare(
    `INSERT INTO market_listing (source, vin, year, make, model, trim, dealer, dealer_id, zip, lat, lng, created_at,
       first_seen, last_seen, gone_on, last_price, last_miles)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, NULL, ?, ?)
     ON CONFLICT (source, vin) DO UPDATE SET year = excluded.year, make = excluded.make, model = excluded.model,
       trim = excluded.trim, dealer = excluded.dealer, dealer_id = excluded.dealer_id, zip = excluded.zip,
       lat = coalesce(excluded.lat, lat), lng = coalesce(excluded.lng, lng),
       created_at = coalesce(excluded.created_at, created_at),
       last_seen = excluded.last_seen, gone_on = NULL, last_price = excluded.last_price, last_miles = excluded.last_miles`,
  );
  const touch = connection.prepare(
    `UPDATE market_listing SET last_seen = ?, gone_on = NULL, created_at = coalesce(created_at, ?)
     WHERE source = ? AND vin = ?`,
  );
  const earlier = connection.prepare(
    'UPDATE market_listing SET first_seen = ? WHERE source = ? AND vin = ? AND first_seen > ?',
  );
  const insertChange = connection.prepare(
    'INSERT INTO market_change (source, vin, at, price, miles, dealer) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const changes = connection.prepare(
    'SELECT at, price, miles, dealer FROM market_change WHERE source = ? AND vin = ? ORDER BY at, id',
  );
  const candidates = connection.prepare(
    `SELECT ${LISTING_COLUMNS} FROM market_listing
     WHERE source = ? AND make = ? AND model = ? AND year BETWEEN ? AND ? AND (gone_on IS NULL OR gone_on >= ?)
       AND (lat IS NULL OR lng IS NULL OR (lat BETWEEN ? AND ? AND lng BETWEEN ? AND ?))`,
  );
  const priceDrops = priceDropsReader(connection, source);
  const markGone = connection.prepare('UPDATE market_listing SET gone_on = last_seen WHERE source = ? AND vin = ?');
  const pruner = changePruner(connection, source);
  let changeCount: number | null = null;
  const countChanges = () =>
    (changeCount ??= CountSchema.parse(
      connection.prepare('SELECT count(*) AS n FROM market_change WHERE source = ?').get(source),
    ).n);

  function recordOne(sighting: ListingSighting): number {
    const raw = listingRow.get(source, sighting.vin);
    const { vin, seenAt } = sighting;
    if (raw !== undefined) {
      const row = ListingRowSchema.parse(raw);
      // An older answer (from the cache, or a slow page) says nothing of the state now, only that
      // the listing was up then.
      if (seenAt <= row.last_seen) {
        earlier.run(seenAt, source, vin, seenAt);
        return 0;
      }
      const changed =
        row.last_price !== sighting.price || row.last_miles !== sighting.miles || row.dealer !== sighting.dealer;
      if (!changed) {
        touch.run(seenAt, sighting.createdAt, source, vin);
        return 0;
      }
    }
    keepListing.run(
      source,
      vin,
      sighting.year,
      sighting.make,
      sighting.model,
      sighting.trim,
      sighting.dealer,
      sighting.dealerId ?? null,
      sighting.zip,
      sighting.lat,
      sighting.lng,
      sighting.createdAt,
      seenAt,
      seenAt,
      sighting.price,
      sighting.miles,
    );
    insertChange.run(source, vin, seenAt, sighting.price, sighting.miles, sighting.dealer);
    return 1;
  }

  function absentCandidates(criteria: AbsenceCriteria, before: number) {
    const where = ['source = ?', 'gone_on IS NULL', 'last_seen < ?'];
    const values: (string | number)[] = [source, before];
    const anyOf = (column: string, options: string[]) => {
      if (options.length === 0) return;
      where.push(`${column} IN (${options.map(() => '?').join(', ')})`);
      values.push(...options);
    };
    const between = (column: string, from: number | null, to: number | null) => {
      if (from !== null) {
        where.push(`${column} >= ?`);
        values.push(from);
      }
      if (to !== null) {
        where.push(`${column} <= ?`);
        values.push(to);
      }
    };
    anyOf('make', criteria.makes);
    anyOf('model', criteria.models);
    // trim has no NOCASE collation of its own; the service matches it without case too.
    anyOf('trim COLLATE NOCASE', criteria.trims);
    between('year', criteria.yearFrom, criteria.yearTo);
    between('last_price', criteria.priceFrom, criteria.priceTo);
    between('last_miles', criteria.milesFrom, criteria.milesTo);
    if (criteria.pricedOnly) where.push('last_price IS NOT NULL AND last_price <> 0');
    const sql = `SELECT vin, lat, lng FROM market_listing WHERE ${where.join(' AND ')}`;
    return connection
      .prepare(sql)
      .all(...values)
      .map((raw) => AbsentRowSchema.parse(raw));
  }

  /** Call inside a transaction. */
  function recordPage(sightings: readonly ListingSighting[]): void {
    // Counted before the page is written: the count is read once, then kept up to date here.
    let count = countChanges();
    for (const sighting of sightings) count += recordOne(sighting);
    // A small batch with each page near the bound, rather than one large delete (market-bounds.ts).
    const { want, need } = rowsToPrune(count);
    count -= pruner.prune(want, need);
    changeCount = count;
  }

  /** Call inside a transaction. */
  function markAbsent(criteria: AbsenceCriteria, seenVins: ReadonlySet<string>, now: number): number {
    let marked = 0;
    for (const row of absentCandidates(criteria, now - GONE_AFTER_DAYS * DAY_MS)) {
      if (seenVins.has(row.vin)) continue;
      const { near } = criteria;
      // A listing without a place cannot be said to lie inside the search's radius.
      if (near && (row.lat === null || row.lng === null)) continue;
      if (
        near &&
        milesBetween({ latitude: near.lat, longitude: near.lng }, { latitude: row.lat!, longitude: row.lng! }) >
          near.radiusMiles
      ) {
        continue;
      }
      markGone.run(source, row.vin);
      marked += 1;
    }
    // Rows the gone walk passed over may now be a gone listing's: it looks again from the oldest.
    if (marked > 0) pruner.restart();
    return marked;
  }

  return {
    record: (sightings) => {
      if (sightings.length === 0) return;
      inTransaction(connection, () => recordPage(sightings));
    },
    write: (pages) => {
      if (pages.length === 0) return;
      try {
        inTransaction(connection, () => {
          for (const page of pages) {
            if (page.sightings.length > 0) recordPage(page.sightings);
            if (page.absent) markAbsent(page.absent.criteria, page.absent.seenVins, page.absent.now);
          }
        });
      } catch (error) {
        // Rolled back: the count kept for the pages written before the throw is read again.
        changeCount = null;
        throw error;
      }
    },
    noteAbsent: (criteria, seenVins, complete, now) => {
      if (!complete) return 0;
      return inTransaction(connection, () => markAbsent(criteria, seenVins, now));
    },
    priceHistory: (vin, now) => {
      const raw = listingRow.get(source, vin);
      if (raw === undefined) return null;
      const listing = listingOf(raw);
      const { days, from } = daysOnMarket(listing, now);
      return {
        vin,
        points: changes.all(source, vin).map((row) => ChangeRowSchema.parse(row)),
        firstSeen: listing.firstSeen,
        lastSeen: listing.lastSeen,
        goneOn: listing.goneOn,
        createdAt: listing.createdAt,
        daysOnMarket: days,
        daysFrom: from,
      };
    },
    priceDrops,
    listing: (vin) => {
      const raw = listingRow.get(source, vin);
      return raw === undefined ? null : listingOf(raw);
    },
    comparablesFor: (subject, radiusMiles, now) => {
      const box =
        subject.lat === null || subject.lng === null
          ? { latFrom: -90, latTo: 90, lngFrom: -180, lngTo: 180 }
          : boundingBox(subject.lat, subject.lng, radiusMiles);
      return candidates
        .all(
          source,
          subject.make,
          subject.model,
          subject.year - 1,
          subject.year + 1,
          now - SUPPLY_WINDOW_DAYS * DAY_MS,
          box.latFrom,
          box.latTo,
          box.lngFrom,
          box.lngTo,
        )
        .map(listingOf);
    },
    clear: () =>
      inTransaction(connection, () => {
        const removed = deleteSightings(connection, source);
        changeCount = 0;
        pruner.restart();
        return removed;
      }),
    changeRows: countChanges,
  };
}

/** The market's stores, one per source, and the one thing done across all of them. */
export interface MarketStores {
  /** The store of one source: 'demo', or a live service's origin. */
  of(source: string): MarketStore;
  /**
   * Forgets every source's sightings, the demo's and each service's: Settings' "Clear price
   * history" clears all the price history this computer holds. Returns how many listings went.
   */
  clearAll(): number;
}

export const memoryMarketStores: MarketStores = { of: () => memoryMarketStore, clearAll: () => 0 };

export function databaseMarketStores(connection: DatabaseSync): MarketStores {
  // Each store keeps its statements and its count of change rows, so one is made per source.
  const stores = new Map<string, MarketStore>();
  return {
    of: (source) => {
      let store = stores.get(source);
      if (!store) stores.set(source, (store = databaseMarketStore(connection, source)));
      return store;
    },
    clearAll: () => {
      // Through each store made so far, so each one's count of change rows starts again at 0.
      let removed = 0;
      for (const store of stores.values()) removed += store.clear();
      return removed + inTransaction(connection, () => deleteSightings(connection, null));
    },
  };
}

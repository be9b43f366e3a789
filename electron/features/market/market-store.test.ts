import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListingSighting } from '../../../shared/market/market-types';
import { openAppDatabase, type AppDatabase } from '../../platform/database/app-database';
import { MARKET_MIGRATIONS } from './market-migrations';
import type { AbsenceCriteria } from './absence-criteria';
import { changePruner } from './market-bounds';
import { databaseMarketStore, type MarketStore } from './market-store';

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 8, 1);

function sighting(vin: string, seenAt: number, fields: Partial<ListingSighting> = {}): ListingSighting {
  return {
    vin,
    price: 20_000,
    miles: 30_000,
    dealer: 'Acme Auto',
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    zip: '19103',
    lat: 40,
    lng: -75,
    createdAt: null,
    seenAt,
    ...fields,
  };
}

const civics: AbsenceCriteria = {
  makes: ['honda'],
  models: ['Civic'],
  trims: [],
  yearFrom: 2019,
  yearTo: 2021,
  priceFrom: null,
  priceTo: null,
  milesFrom: null,
  milesTo: null,
  pricedOnly: true,
  near: null,
};

let dir: string;
let database: AppDatabase;
let store: MarketStore;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vindesk-market-'));
  database = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: MARKET_MIGRATIONS });
  store = databaseMarketStore(database.connection, 'demo');
});

afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('market store: sightings', () => {
  it('writes a change row only when price, miles or dealer changed', () => {
    store.record([sighting('A', T0)]);
    // Same price, miles and dealer a day later: no row, only the last-seen time moves.
    store.record([sighting('A', T0 + DAY)]);
    store.record([sighting('A', T0 + 2 * DAY, { price: 19_500 })]);
    store.record([sighting('A', T0 + 3 * DAY, { price: 19_500, dealer: 'Bo Motors' })]);
    expect(store.changeRows()).toBe(3);
    const history = store.priceHistory('A', T0 + 10 * DAY + 5);
    expect(history?.points).toEqual([
      { at: T0, price: 20_000, miles: 30_000, dealer: 'Acme Auto' },
      { at: T0 + 2 * DAY, price: 19_500, miles: 30_000, dealer: 'Acme Auto' },
      { at: T0 + 3 * DAY, price: 19_500, miles: 30_000, dealer: 'Bo Motors' },
    ]);
    expect(history?.firstSeen).toBe(T0);
    expect(history?.lastSeen).toBe(T0 + 3 * DAY);
    // No createdAt from the service: counted from the first sighting, 1 Sep to 11 Sep = 10 days.
    expect(history?.daysOnMarket).toBe(10);
    expect(history?.daysFrom).toBe('this-computer');
    expect(store.priceHistory('NEVER', T0)).toBeNull();
  });

  it('counts days from the service createdAt when it gave one', () => {
    // Listed 2025-08-27 12:00 UTC; now 1 Sep 12:00 + 1 ms: 5 whole days.
    store.record([sighting('A', T0, { createdAt: '2025-08-27 12:00:00' })]);
    const history = store.priceHistory('A', T0 + DAY / 2 + 1);
    expect(history?.daysOnMarket).toBe(5);
    expect(history?.daysFrom).toBe('service');
    expect(history?.createdAt).toBe('2025-08-27 12:00:00');
  });

  it('reads an older answer as an earlier sighting, never as a change', () => {
    store.record([sighting('A', T0 + DAY)]);
    store.record([sighting('A', T0, { price: 25_000 })]);
    const history = store.priceHistory('A', T0 + DAY);
    expect(history?.points.map((point) => point.price)).toEqual([20_000]);
    expect(history?.firstSeen).toBe(T0);
    expect(history?.lastSeen).toBe(T0 + DAY);
  });

  it('writes a page in one transaction: a bad row keeps the whole page out', () => {
    const bad = sighting('', T0);
    expect(() => store.record([sighting('A', T0), bad])).toThrow();
    expect(store.listing('A')).toBeNull();
    expect(store.changeRows()).toBe(0);
  });
});

describe('market store: gone listings', () => {
  beforeEach(() => {
    store.record([
      sighting('OLD', T0),
      sighting('RECENT', T0 + 8 * DAY),
      sighting('RETURNED', T0),
      sighting('ACCORD', T0, { model: 'Accord' }),
      sighting('UNPRICED', T0, { price: null }),
      sighting('FAR', T0, { lat: 42, lng: -75 }),
    ]);
  });
  const NOW = T0 + 10 * DAY;

  it('marks gone, on its last-seen day, what a complete answer left out after three days unseen', () => {
    // OLD, RETURNED and FAR were last seen 10 days ago; RECENT 2 days ago (under three).
    // RETURNED is in the answer; ACCORD is another model; UNPRICED is not asked (pricedOnly).
    expect(store.noteAbsent(civics, new Set(['RETURNED']), true, NOW)).toBe(2);
    expect(store.listing('OLD')?.goneOn).toBe(T0);
    expect(store.listing('FAR')?.goneOn).toBe(T0);
    for (const vin of ['RECENT', 'RETURNED', 'ACCORD', 'UNPRICED']) expect(store.listing(vin)?.goneOn).toBeNull();
  });

  it('marks nothing after an answer that was not complete', () => {
    expect(store.noteAbsent(civics, new Set(), false, NOW)).toBe(0);
    expect(store.listing('OLD')?.goneOn).toBeNull();
  });

  it("keeps to the search's radius where a place is known", () => {
    // FAR is two degrees of latitude (about 138 miles) from the search's centre: outside 100.
    const near = { ...civics, near: { lat: 40, lng: -75, radiusMiles: 100 } };
    expect(store.noteAbsent(near, new Set(), true, NOW)).toBe(2);
    expect(store.listing('FAR')?.goneOn).toBeNull();
    expect(store.listing('OLD')?.goneOn).toBe(T0);
  });

  it('clears the gone day when the listing is seen again', () => {
    store.noteAbsent(civics, new Set(), true, NOW);
    store.record([sighting('OLD', NOW + DAY)]);
    expect(store.listing('OLD')?.goneOn).toBeNull();
    expect(store.listing('OLD')?.lastSeen).toBe(NOW + DAY);
  });
});

describe('market store: bounds and clearing', () => {
  it('prunes the oldest rows of gone listings first, then the oldest of any, never a latest row', () => {
    // GONE and LIVE each get three prices on days 0, 1, 2 (written alternately: GONE first).
    for (const day of [0, 1, 2]) {
      store.record([sighting('GONE', T0 + day * DAY, { price: 100 + day })]);
      store.record([sighting('LIVE', T0 + day * DAY, { price: 200 + day })]);
    }
    store.noteAbsent(civics, new Set(['LIVE']), true, T0 + 10 * DAY);
    expect(store.listing('GONE')?.goneOn).toBe(T0 + 2 * DAY);
    // Three to go: GONE's two older rows (its latest, 102, stays), then LIVE's oldest (200).
    const pruner = changePruner(database.connection, 'demo');
    database.connection.exec('BEGIN');
    expect(pruner.prune(3, 3)).toBe(3);
    database.connection.exec('COMMIT');
    expect(store.priceHistory('GONE', T0)?.points.map((point) => point.price)).toEqual([102]);
    expect(store.priceHistory('LIVE', T0)?.points.map((point) => point.price)).toEqual([201, 202]);
    // Asked for more than can go: only LIVE's 201 is left to take; both latest rows stay.
    database.connection.exec('BEGIN');
    expect(pruner.prune(10, 10)).toBe(1);
    database.connection.exec('COMMIT');
    expect(store.priceHistory('LIVE', T0)?.points.map((point) => point.price)).toEqual([202]);
  });

  it('clears every listing and change', () => {
    store.record([sighting('A', T0), sighting('B', T0)]);
    store.record([sighting('A', T0 + DAY, { price: 1 })]);
    expect(store.clear()).toBe(2);
    expect(store.changeRows()).toBe(0);
    expect(store.priceHistory('A', T0)).toBeNull();
    const left = database.connection.prepare('SELECT count(*) AS n FROM market_change').get();
    expect(left).toEqual({ n: 0 });
  });
});

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ListingSchema, type Listing } from '../../../shared/schemas/listing-schema';
import { openAppDatabase, type AppDatabase } from '../../platform/database/app-database';
import { MARKET_MIGRATIONS } from './market-migrations';
import { createMarketHandlers } from './market-handlers';
import { createMarketRecorder } from './market-observer';
import { databaseMarketStores, type MarketStores } from './market-store';

// Issue #39: the demo sandbox and the live service are separate markets. A demo price must
// never show in a dealer's real history or market view, nor a real one in the demo.

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1);
const LIVE = 'https://api.auto.dev';
const OTHER = 'https://eu.example.test';
const context = { signal: new AbortController().signal };

function row(vin: string, price: number): Listing {
  return ListingSchema.parse({
    vin,
    location: [-75, 40],
    vehicle: { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX' },
    retailListing: { price, miles: 30_000, dealer: 'Acme Auto', zip: '19103' },
  });
}

let dir: string;
let database: AppDatabase;
let stores: MarketStores;
let source: string;

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vindesk-market-source-'));
  database = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: MARKET_MIGRATIONS });
  stores = databaseMarketStores(database.connection);
  source = 'demo';
});

afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

function app() {
  const recorder = createMarketRecorder({ store: () => stores.of(source), locateZip: () => null });
  const handlers = createMarketHandlers({
    store: () => stores.of(source),
    clearAll: () => stores.clearAll(),
    flush: recorder.flush,
    now: () => T0 + 10 * DAY,
  });
  return { recorder, handlers };
}

describe('market sightings by source', () => {
  it('a demo sighting never shows in a live history or market view', async () => {
    const { recorder, handlers } = app();
    // The demo lists SUBJECT at 19k and two Civics; the live service lists SUBJECT at 25k alone.
    recorder.observe({ rows: [row('SUBJECT', 19_000), row('C1', 18_000), row('C2', 21_000)], seenAt: T0 });
    source = LIVE;
    recorder.observe({ rows: [row('SUBJECT', 25_000)], seenAt: T0 + DAY });

    const live = await handlers['market.history']({ vin: 'SUBJECT' }, context);
    expect(live?.points.map((point) => point.price)).toEqual([25_000]);
    expect(live?.firstSeen).toBe(T0 + DAY);
    expect(await handlers['market.history']({ vin: 'C1' }, context)).toBeNull();
    const liveView = await handlers['market.view']({ vin: 'SUBJECT' }, context);
    expect(liveView?.comparables).toBe(0);

    source = 'demo';
    const demo = await handlers['market.history']({ vin: 'SUBJECT' }, context);
    expect(demo?.points.map((point) => point.price)).toEqual([19_000]);
    expect((await handlers['market.view']({ vin: 'SUBJECT' }, context))?.comparables).toBe(2);

    // Another live address is another market again.
    source = OTHER;
    expect(await handlers['market.history']({ vin: 'SUBJECT' }, context)).toBeNull();
  });

  it('files an answer under the service that sent it, though the writer runs after the switch', async () => {
    const { recorder, handlers } = app();
    recorder.observe({ rows: [row('DEMOCAR', 10_000)], seenAt: T0 });
    // The key is added before the queue is written.
    source = LIVE;
    expect(await handlers['market.history']({ vin: 'DEMOCAR' }, context)).toBeNull();
    source = 'demo';
    expect((await handlers['market.history']({ vin: 'DEMOCAR' }, context))?.points).toHaveLength(1);
  });

  it('a complete demo search marks no live listing gone', () => {
    stores.of(LIVE).record([
      {
        vin: 'LIVECAR',
        price: 20_000,
        miles: 1,
        dealer: 'Acme Auto',
        year: 2020,
        make: 'Honda',
        model: 'Civic',
        trim: 'EX',
        zip: null,
        lat: null,
        lng: null,
        createdAt: null,
        seenAt: T0,
      },
    ]);
    const { recorder } = app();
    recorder.observe({
      rows: [row('DEMOCAR', 10_000)],
      seenAt: T0 + 10 * DAY,
      search: { input: { 'vehicle.make': 'Honda', 'vehicle.model': 'Civic' }, complete: true },
    });
    recorder.flush();
    expect(stores.of(LIVE).listing('LIVECAR')?.goneOn).toBeNull();
  });

  it('"Clear price history" clears every source, and each store counts from nothing after', async () => {
    const { recorder, handlers } = app();
    recorder.observe({ rows: [row('A', 1_000), row('B', 2_000)], seenAt: T0 });
    source = LIVE;
    recorder.observe({ rows: [row('A', 3_000)], seenAt: T0 });
    expect(await handlers['market.clearHistory'](undefined, context)).toEqual({ listings: 3 });
    const count = (table: string) => database.connection.prepare(`SELECT count(*) AS n FROM ${table}`).get();
    expect(count('market_listing')).toEqual({ n: 0 });
    expect(count('market_change')).toEqual({ n: 0 });
    expect(stores.of('demo').changeRows()).toBe(0);
    recorder.observe({ rows: [row('A', 4_000)], seenAt: T0 + DAY });
    recorder.flush();
    expect(stores.of(LIVE).changeRows()).toBe(1);
  });
});

describe('market migration by source', () => {
  it('drops the sightings kept before sources were told apart, and keeps the rest of the file', () => {
    const file = join(dir, 'before.sqlite');
    const before = openAppDatabase({ file, migrations: MARKET_MIGRATIONS.slice(0, 1) });
    before.connection.exec(`
      INSERT INTO market_listing (vin, year, make, model, first_seen, last_seen) VALUES ('OLD', 2020, 'Honda', 'Civic', 1, 1);
      INSERT INTO market_change (vin, at, price) VALUES ('OLD', 1, 100);
    `);
    before.close();
    const after = openAppDatabase({ file, migrations: MARKET_MIGRATIONS });
    try {
      expect(after.connection.prepare('SELECT count(*) AS n FROM market_listing').get()).toEqual({ n: 0 });
      expect(after.connection.prepare('SELECT count(*) AS n FROM market_change').get()).toEqual({ n: 0 });
      // The same VIN may now be kept once per source.
      const later = databaseMarketStores(after.connection);
      for (const name of ['demo', LIVE]) later.of(name).record([{ ...sightingOf('OLD'), seenAt: T0 }]);
      expect(after.connection.prepare('SELECT count(*) AS n FROM market_listing').get()).toEqual({ n: 2 });
    } finally {
      after.close();
    }
  });
});

function sightingOf(vin: string) {
  return {
    vin,
    price: 1,
    miles: 1,
    dealer: null,
    year: 2020,
    make: 'Honda',
    model: 'Civic',
    trim: null,
    zip: null,
    lat: null,
    lng: null,
    createdAt: null,
  };
}

import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ListingSchema, type Listing } from '../../../shared/schemas/listing-schema';
import { openAppDatabase, type AppDatabase } from '../../platform/database/app-database';
import { MARKET_MIGRATIONS } from './market-migrations';
import { absenceCriteria } from './absence-criteria';
import { createMarketHandlers } from './market-handlers';
import { createMarketRecorder } from './market-observer';
import { databaseMarketStore, memoryMarketStore, type MarketStore } from './market-store';

/** Writes each answer as it arrives, as a test asks: the queue itself is tested in market-recorder.test.ts. */
const now = (write: () => void) => write();

const DAY = 86_400_000;
const T0 = Date.UTC(2025, 8, 1);
const NOW = T0 + 20 * DAY;

function row(vin: string, price: number, miles: number, dealer: string, model = 'Civic'): Listing {
  return ListingSchema.parse({
    vin,
    // [longitude, latitude] (docs/real-service.md row 16).
    location: [-75, 40],
    vehicle: { year: 2020, make: 'Honda', model, trim: 'EX' },
    retailListing: { price, miles, dealer, zip: '19103' },
  });
}

const S = row('SUBJECT', 19_000, 40_000, 'Acme Auto');
const C1 = row('C1', 18_000, 50_000, 'Acme Auto');
const C2 = row('C2', 20_000, 30_000, 'Acme Auto');
const C3 = row('C3', 22_000, 10_000, 'Bo Motors');
const G1 = row('G1', 21_000, 20_000, 'Bo Motors');
const ACCORD = row('ACCORD', 5_000, 1, 'Acme Auto', 'Accord');

let dir: string;
let database: AppDatabase;
let store: MarketStore;
const context = { signal: new AbortController().signal };

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vindesk-market-view-'));
  database = openAppDatabase({ file: join(dir, 'vindesk.sqlite'), migrations: MARKET_MIGRATIONS });
  store = databaseMarketStore(database.connection, 'demo');
});

afterEach(() => {
  database.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('market view from observed listings', () => {
  it('builds the view from what searches returned', async () => {
    const { observe } = createMarketRecorder({ store: () => store, locateZip: () => null, defer: now });
    // Day 0: a next page (no search to repeat) with all six. Day 20: a complete answer to
    // "Honda Civic" without G1, which has not been seen for 20 days: gone on day 0.
    observe({ rows: [S, C1, C2, C3, G1, ACCORD], seenAt: T0 });
    observe({
      rows: [S, C1, C2, C3],
      seenAt: NOW,
      search: { input: { 'vehicle.make': 'Honda', 'vehicle.model': 'Civic' }, complete: true },
    });
    expect(store.listing('G1')?.goneOn).toBe(T0);
    expect(store.listing('ACCORD')?.goneOn).toBeNull();

    const handlers = createMarketHandlers({ store: () => store, clearAll: () => store.clear(), now: () => NOW });
    const view = await handlers['market.view']({ vin: 'SUBJECT', radiusMiles: 50 }, context);
    // Comparables: C1, C2, C3 active and G1 gone (Accord is another model, the subject is not its own).
    expect(view?.comparables).toBe(4);
    expect(view?.active).toBe(3);
    // Asking prices 18k, 20k, 22k: the subject's 19k is above one, 2nd of 4.
    expect(view?.priceRank).toEqual({ rank: 2, of: 4 });
    // Miles 50k, 30k, 10k for 18k, 20k, 22k: one line, -2,000 $ per 20,000 mi = -0.1 $/mi.
    // At the subject's 40k mi every one is worth 19,000 (18k + 1k, 20k − 1k, 22k − 3k):
    // equal to the subject's price, so it shares the lowest place, 1st of 4.
    expect(view?.mileageAdjustedRank?.rank).toBe(1);
    expect(view?.mileageAdjustedRank?.of).toBe(4);
    expect(view?.mileageAdjustedRank?.n).toBe(3);
    expect(view?.mileageAdjustedRank?.slope).toBeCloseTo(-0.1, 10);
    // Nearest-rank quartiles of 18k, 20k, 22k: 1st and 3rd.
    expect(view?.spread).toEqual({ median: 20_000, p25: 18_000, p75: 22_000, min: 18_000, max: 22_000, n: 3 });
    // Days: the three active ones 20 (first seen day 0), G1 0 (gone the day it was first seen): median 20.
    expect(view?.medianDaysOnMarket).toBe(20);
    // 3 active / (1 gone in 45 days / 45) = 135.
    expect(view?.marketDaysSupply).toBe(135);
    expect(view?.dealers).toEqual([
      { dealer: 'Acme Auto', count: 2, medianPrice: 19_000, medianDaysListed: 20 },
      { dealer: 'Bo Motors', count: 1, medianPrice: 22_000, medianDaysListed: 20 },
    ]);
    expect(await handlers['market.view']({ vin: 'NEVERSEEN' }, context)).toBeNull();

    const history = await handlers['market.history']({ vin: 'G1' }, context);
    expect(history?.goneOn).toBe(T0);
    expect(await handlers['market.clearHistory'](undefined, context)).toEqual({ listings: 6 });
    expect(await handlers['market.history']({ vin: 'G1' }, context)).toBeNull();
  });

  it('never fails the search when keeping the sightings fails', () => {
    const errors: unknown[] = [];
    const failing: MarketStore = {
      ...memoryMarketStore,
      write: () => {
        throw new Error('disk full');
      },
    };
    const { observe } = createMarketRecorder({
      store: () => failing,
      locateZip: () => null,
      logError: (_, error) => errors.push(error),
      defer: now,
    });
    expect(() => observe({ rows: [S], seenAt: NOW })).not.toThrow();
    expect(errors).toHaveLength(1);
  });
});

describe('absenceCriteria', () => {
  const philly = () => ({ lat: 39.95, lng: -75.16 });

  it('reads the filters the store keeps', () => {
    expect(
      absenceCriteria(
        {
          'vehicle.make': 'Honda, Toyota',
          'vehicle.model': 'Civic',
          'vehicle.year': '2018-2022',
          'retailListing.price': '10000-',
          zip: '19103',
          distance: 25,
          limit: 100,
          includeUnpriced: true,
        },
        philly,
      ),
    ).toEqual({
      makes: ['Honda', 'Toyota'],
      models: ['Civic'],
      trims: [],
      yearFrom: 2018,
      yearTo: 2022,
      priceFrom: 10_000,
      priceTo: null,
      milesFrom: null,
      milesTo: null,
      pricedOnly: false,
      near: { lat: 39.95, lng: -75.16, radiusMiles: 25 },
    });
    expect(absenceCriteria({ 'vehicle.year': '2021' }, philly)).toMatchObject({ yearFrom: 2021, yearTo: 2021 });
  });

  it('reads nothing from a search it cannot repeat', () => {
    // A state, or used only, leaves out listings the store cannot tell apart.
    expect(absenceCriteria({ 'vehicle.make': 'Honda', 'retailListing.state': 'PA' }, philly)).toBeNull();
    expect(absenceCriteria({ 'vehicle.make': 'Honda', 'retailListing.used': true }, philly)).toBeNull();
    // A ZIP without a distance: the service's default radius is not documented.
    expect(absenceCriteria({ zip: '19103' }, philly)).toBeNull();
    expect(absenceCriteria({ zip: '19103', distance: 10 }, () => null)).toBeNull();
  });
});

describe('market refresh', () => {
  it('asks year ±1, make and model near the ZIP, and stops at five listings calls', async () => {
    const { observe } = createMarketRecorder({ store: () => store, locateZip: () => null, defer: now });
    const asked: string[] = [];
    const searches: unknown[] = [];
    // A service that always has a next page: the refresh must stop by its own count.
    const page = (vin: string) => {
      observe({ rows: [row(vin, 20_000, 1, 'Acme Auto')], seenAt: NOW });
      return {
        data: { data: [], next: '/listings?page=n', skippedRows: 0 },
        stale: false,
        fetchedAt: new Date(NOW).toISOString(),
      };
    };
    const client = {
      getListing: async () => {
        asked.push('get');
        observe({ rows: [S], seenAt: NOW });
        return { data: S, stale: false, fetchedAt: new Date(NOW).toISOString() };
      },
      searchListings: async (input: unknown) => {
        asked.push('search');
        searches.push(input);
        return page('C1');
      },
      nextListings: async () => {
        asked.push('next');
        return page(`N${asked.length}`);
      },
    };
    const handlers = createMarketHandlers({
      store: () => store,
      clearAll: () => store.clear(),
      client,
      now: () => NOW,
    });
    const view = await handlers['market.refresh']({ vin: 'SUBJECT', radiusMiles: 75 }, context);
    // Unseen before: its listing (1), the search (1), then links.next three times: five in all.
    expect(asked).toEqual(['get', 'search', 'next', 'next', 'next']);
    expect(searches).toEqual([
      {
        'vehicle.make': 'Honda',
        'vehicle.model': 'Civic',
        'vehicle.year': '2019-2021',
        limit: 500,
        zip: '19103',
        distance: 75,
      },
    ]);
    // The subject and four priced Civics now stored (C1 and three N's): all comparables, all 20k.
    expect(view?.comparables).toBe(4);
    expect(view?.priceRank).toEqual({ rank: 1, of: 5 });
  });
});

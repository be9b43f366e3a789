import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Papa from 'papaparse';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppErrorException } from '../../../shared/ipc/app-error';
import type { MarketListing } from '../../../shared/market/market-types';
import type { ListingsResult } from '../../../shared/schemas/fetched';
import { ListingSchema, type Listing } from '../../../shared/schemas/listing-schema';
import type { ListingsSearchInput } from '../../../shared/schemas/listings-query-schema';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import { listingBody } from '../../service/test-support/sample-bodies';
import { createDealerLotHandlers, type DealerLotDeps } from './dealer-lot-handlers';

const NOW = Date.UTC(2026, 10, 1, 12);
const DAY = 86_400_000;
const ZIP = '78701';

interface CarFields {
  vin: string;
  dealer: string;
  year: number;
  model: string;
  price: number | null;
  miles?: number;
  trim?: string;
  createdAt?: string;
}

function car({ vin, dealer, year, model, price, miles = 30_000, trim = 'EX', createdAt }: CarFields): Listing {
  const body = listingBody(vin);
  return ListingSchema.parse({
    ...body,
    createdAt: createdAt ?? '2026-10-22 12:00:00',
    vehicle: { ...body.vehicle, year, model, trim },
    retailListing: { ...body.retailListing, dealer, zip: ZIP, price, miles },
  });
}

/** What the market store would hold of a listing after seeing it. */
function stored(listing: Listing): MarketListing {
  return {
    vin: listing.vin,
    year: listing.vehicle.year,
    make: listing.vehicle.make,
    model: listing.vehicle.model,
    trim: listing.vehicle.trim ?? null,
    price: listing.retailListing.price,
    miles: listing.retailListing.miles ?? null,
    dealer: listing.retailListing.dealer ?? null,
    zip: ZIP,
    lat: 30.2,
    lng: -97.7,
    createdAt: listing.createdAt ?? null,
    firstSeen: NOW - DAY,
    lastSeen: NOW,
    goneOn: null,
  };
}

const page = (data: Listing[], next: string | null): ListingsResult => ({
  data: { data, next, skippedRows: 0 },
  stale: false,
  fetchedAt: new Date(NOW).toISOString(),
});

// The lot: two 2021 Accords and a 2020 Camry of Bravo Auto, Inc.; another dealer shares the ZIP.
const A1 = car({ vin: '1HGCV1F30MA000001', dealer: 'Bravo Auto, Inc.', year: 2021, model: 'Accord', price: 24_000 });
const A2 = car({ vin: '1HGCV1F30MA000002', dealer: 'Bravo Auto, Inc.', year: 2021, model: 'Accord', price: 26_000 });
const C1 = car({
  vin: '4T1B11HK0LU000003',
  dealer: 'Bravo Auto, Inc.',
  year: 2020,
  model: 'Camry',
  price: null,
  trim: '=SUM(A1)',
});
const OTHER = car({ vin: '1HGCV1F30MA000004', dealer: 'Charlie Cars', year: 2021, model: 'Accord', price: 20_000 });
// The market around them, as a refresh of the Accords would bring it.
const MARKET = [
  car({ vin: '1HGCV1F30MA000005', dealer: 'Delta', year: 2020, model: 'Accord', price: 25_000 }),
  car({ vin: '1HGCV1F30MA000006', dealer: 'Delta', year: 2022, model: 'Accord', price: 24_000 }),
  car({ vin: '1HGCV1F30MA000007', dealer: 'Echo', year: 2021, model: 'Accord', price: 30_000 }),
  // Three years off: not a comparable.
  car({ vin: '1HGCV1F30MA000008', dealer: 'Echo', year: 2018, model: 'Accord', price: 1_000 }),
];

let dir: string;
let searches: ListingsSearchInput[];
let refreshed: string[];
/** The market store's latest state per VIN, as the observer keeps it (one row per VIN). */
let market: Map<string, MarketListing>;
const keep = (listings: Listing[]) => listings.forEach((listing) => market.set(listing.vin, stored(listing)));

beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'vindesk-dealer-lot-'));
  searches = [];
  refreshed = [];
  market = new Map();
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

function handlers(overrides: Partial<DealerLotDeps> = {}) {
  return createDealerLotHandlers({
    client: {
      searchListings: async (input) => {
        searches.push(input);
        keep([A1, OTHER]);
        return page([A1, OTHER], 'next-page');
      },
      nextListings: async () => {
        keep([A2, C1]);
        return page([A2, C1], null);
      },
    },
    market: {
      listing: (vin) => market.get(vin) ?? null,
      comparablesFor: () => [...market.values()],
    },
    refresh: async (vin) => {
      refreshed.push(vin);
      keep(MARKET);
      return 2;
    },
    estimateCalls: async (_endpoint, calls) => ({ calls, demo: true }) as unknown as SpendEstimate,
    seenZip: () => null,
    seenDealers: () => [],
    chooseSavePath: async (name) => join(dir, name),
    now: () => NOW,
    ...overrides,
  });
}

const context = () => ({ signal: new AbortController().signal });

describe('dealer lot', () => {
  it('finds the dealer’s cars by name at the ZIP and prices one refresh per year, make and model', async () => {
    const estimate = await handlers()['dealerLot.estimate']({ dealer: '  bravo auto inc ', zip: ZIP }, context());
    // The service has no filter by name: every car of the ZIP's dealers, unpriced ones too.
    expect(searches).toEqual([{ dealerZip: ZIP, includeUnpriced: true, limit: 500 }]);
    expect(estimate).toMatchObject({ dealer: 'Bravo Auto, Inc.', zip: ZIP, listings: 3, lookupCalls: 2, groups: 2 });
    // Two groups (2021 Accord, 2020 Camry), at most five listings calls each.
    expect(estimate.calls).toBe(10);
    expect(estimate.cost.calls).toBe(10);
  });

  it('ranks each car among its comparables after refreshing each group once', async () => {
    const lot = handlers();
    await lot['dealerLot.estimate']({ dealer: 'Bravo Auto, Inc.', zip: ZIP }, context());
    const built = await lot['dealerLot.build']({ dealer: 'Bravo Auto, Inc.', zip: ZIP }, context());
    expect(refreshed).toEqual([A1.vin, C1.vin]);
    expect(built.calls).toBe(4);
    const rows = new Map(built.rows.map((row) => [row.vin, row]));
    // A1 at 24,000 among A2 26,000, OTHER 20,000, 25,000, 24,000 (tie shares the lower place), 30,000.
    expect(rows.get(A1.vin)?.priceRank).toEqual({ position: 2, of: 6 });
    // A2 at 26,000: 20,000, 24,000, 24,000 and 25,000 below it.
    expect(rows.get(A2.vin)?.priceRank).toEqual({ position: 5, of: 6 });
    expect(rows.get(C1.vin)?.priceRank).toBeNull();
    // Listed 2026-10-22 12:00 UTC, ten days before NOW.
    expect(rows.get(A1.vin)?.daysOnMarket).toBe(10);
    // A1's comparables 20,000 24,000 25,000 26,000 30,000 all at 30,000 miles (no line):
    // p25 nearest rank (ceil 1.25 = 2nd) 24,000; median 25,000.
    expect(rows.get(A1.vin)?.band).toEqual({ low: 24_000, high: 25_000 });
  });

  it('saves the built lot as a formula-safe CSV for the owner alone', async () => {
    const lot = handlers();
    await expect(lot['dealerLot.exportCsv']({ dealer: 'Bravo Auto, Inc.', zip: ZIP }, context())).rejects.toThrow(
      /Show the lot/,
    );
    await lot['dealerLot.estimate']({ dealer: 'Bravo Auto, Inc.', zip: ZIP }, context());
    await lot['dealerLot.build']({ dealer: 'Bravo Auto, Inc.', zip: ZIP }, context());
    const saved = await lot['dealerLot.exportCsv']({ dealer: 'bravo auto inc', zip: ZIP }, context());
    expect(saved).toMatchObject({ saved: true, rows: 3 });
    const path = saved.path!;
    if (process.platform !== 'win32') expect(statSync(path).mode & 0o777).toBe(0o600);
    const csv = Papa.parse<Record<string, string>>(readFileSync(path, 'utf8').trim(), { header: true }).data;
    const a1 = csv.find((row) => row.VIN === A1.vin);
    expect(a1).toMatchObject({ 'Price rank': '2', 'Ranked among': '6', 'Suggested price low': '24000' });
    // A trim that a spreadsheet would run as a formula is kept as text.
    expect(csv.find((row) => row.VIN === C1.vin)?.Trim).toBe("'=SUM(A1)");
  });

  it('checks only the cars the estimate found: no search the estimate did not price, however late the confirmation', async () => {
    let clock = NOW;
    const lot = handlers({ now: () => clock });
    const unfound = await Promise.resolve()
      .then(() => lot['dealerLot.build']({ dealer: 'Bravo Auto, Inc.', zip: ZIP }, context()))
      .catch((caught: unknown) => caught);
    expect((unfound as AppErrorException).appError.code).toBe('DEALER_LOT_NOT_FOUND');
    expect(searches).toEqual([]);
    expect(refreshed).toEqual([]);

    const estimate = await lot['dealerLot.estimate']({ dealer: 'Bravo Auto, Inc.', zip: ZIP }, context());
    // The dealer confirms an hour later: the lot is still the one found and priced.
    clock += 60 * 60_000;
    const built = await lot['dealerLot.build']({ dealer: 'Bravo Auto, Inc.', zip: ZIP }, context());
    expect(searches).toHaveLength(1);
    expect(built.rows).toHaveLength(estimate.listings);
    // Two refreshes of at most five calls each, as priced.
    expect(built.calls).toBeLessThanOrEqual(estimate.calls);
  });

  it('asks for the ZIP of a dealer it never saw, and names the dealers at a ZIP when none matches', async () => {
    const estimate = handlers()['dealerLot.estimate'];
    const error = await Promise.resolve()
      .then(() => estimate({ dealer: 'Bravo Auto' }, context()))
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(AppErrorException);
    expect((error as AppErrorException).appError.code).toBe('DEALER_ZIP_NEEDED');
    expect(searches).toEqual([]);

    const seen = handlers({ seenZip: (dealer) => (dealer === 'Bravo Auto, Inc.' ? ZIP : null) });
    expect((await seen['dealerLot.estimate']({ dealer: 'Bravo Auto, Inc.' }, context())).zip).toBe(ZIP);

    const missing = await Promise.resolve()
      .then(() => estimate({ dealer: 'Zulu Motors', zip: ZIP }, context()))
      .catch((caught: unknown) => caught);
    expect((missing as AppErrorException).appError.suggestion).toBe(
      `Type the name as your listings show it. Dealers at ${ZIP}: Bravo Auto, Inc., Charlie Cars.`,
    );
  });
});

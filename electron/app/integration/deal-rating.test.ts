import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealRating } from '../../../shared/domain/deal-rating';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { createTestMainContext, type TestMainContext } from '../test-support/test-main-context';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';

// The handler against the real sandbox over HTTP. The expected prices are worked here
// independently: the comparables read straight from the sandbox, and an uncentred
// least-squares fit solved by Gaussian elimination (the app centres and solves 2 × 2).

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
let main: TestMainContext;

beforeAll(async () => {
  main = await createTestMainContext({
    userDataDir: await mkdtemp(join(tmpdir(), 'vindesk-deal-')),
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache') },
  });
  await main.router.dispatch('listings.search', { input: { limit: 1 } }, own);
}, 120_000);

afterAll(() => main.close());

async function sandboxListings(query: string): Promise<Listing[]> {
  const response = await fetch(`${main.sandboxUrl}/listings?${query}`, {
    headers: { Authorization: 'Bearer demo-scale' },
  });
  return ((await response.json()) as { data: Listing[] }).data;
}

function subject(listing: Listing) {
  return {
    vin: listing.vin,
    year: listing.vehicle.year,
    make: listing.vehicle.make,
    model: listing.vehicle.model,
    trim: listing.vehicle.trim ?? null,
    price: listing.retailListing.price ?? null,
    miles: listing.retailListing.miles ?? null,
  };
}

/** Solves A·x = b for a small square A by Gaussian elimination with partial pivoting. */
function solve(a: number[][], b: number[]): number[] {
  const n = b.length;
  const m = a.map((row, i) => [...row, b[i]!]);
  for (let col = 0; col < n; col++) {
    let pivot = col;
    for (let row = col + 1; row < n; row++) if (Math.abs(m[row]![col]!) > Math.abs(m[pivot]![col]!)) pivot = row;
    [m[col], m[pivot]] = [m[pivot]!, m[col]!];
    for (let row = 0; row < n; row++) {
      if (row === col) continue;
      const factor = m[row]![col]! / m[col]![col]!;
      for (let k = col; k <= n; k++) m[row]![k]! -= factor * m[col]![k]!;
    }
  }
  return m.map((row, i) => row[n]! / row[i]!);
}

/** Price ≈ a + b·miles + c·year over the rows, from the normal equations XᵀX·β = Xᵀy. */
function independentExpected(rows: { miles: number; year: number; price: number }[], miles: number, year: number) {
  const xs = rows.map((row) => [1, row.miles, row.year - 2000]);
  const xtx = [0, 1, 2].map((i) => [0, 1, 2].map((j) => xs.reduce((sum, x) => sum + x[i]! * x[j]!, 0)));
  const xty = [0, 1, 2].map((i) => xs.reduce((sum, x, k) => sum + x[i]! * rows[k]!.price, 0));
  const [a, b, c] = solve(xtx, xty);
  return a! + b! * miles + c! * (year - 2000);
}

async function rate(listings: ReturnType<typeof subject>[]) {
  const result = await main.router.dispatch('dealRating.rate', { input: { listings } }, own);
  if (!result.ok) throw new Error(result.error.message);
  return result.data as Record<string, DealRating>;
}

describe('dealRating.rate against the sandbox', () => {
  it('rates a listing against its make and model, ±2 model years, adjusted for miles and year', async () => {
    const pool = await sandboxListings('vehicle.make=Toyota&vehicle.model=RAV4&limit=500');
    const target = pool.find((listing) => {
      const near = pool.filter(
        (other) =>
          other.vin !== listing.vin &&
          Math.abs(other.vehicle.year - listing.vehicle.year) <= 2 &&
          (other.retailListing.price ?? 0) > 0,
      );
      return (listing.retailListing.price ?? 0) > 0 && near.length >= 20;
    });
    expect(target, 'a RAV4 with at least 20 comparables in the sandbox').toBeDefined();
    const me = target!;
    const comparables = pool
      .filter(
        (other) =>
          other.vin !== me.vin &&
          Math.abs(other.vehicle.year - me.vehicle.year) <= 2 &&
          (other.retailListing.price ?? 0) > 0 &&
          typeof other.retailListing.miles === 'number',
      )
      .map((other) => ({
        miles: other.retailListing.miles!,
        year: other.vehicle.year,
        price: other.retailListing.price!,
      }));
    const sameTrim = pool.filter(
      (other) =>
        other.vin !== me.vin &&
        other.vehicle.trim === me.vehicle.trim &&
        Math.abs(other.vehicle.year - me.vehicle.year) <= 2 &&
        (other.retailListing.price ?? 0) > 0,
    );
    const rows =
      sameTrim.length >= 8
        ? sameTrim.map((other) => ({
            miles: other.retailListing.miles!,
            year: other.vehicle.year,
            price: other.retailListing.price!,
          }))
        : comparables;
    const expected = independentExpected(rows, me.retailListing.miles!, me.vehicle.year);
    const difference = (me.retailListing.price! - expected) / expected;

    const rating = (await rate([subject(me)]))[me.vin]!;
    expect(rating.status).toBe('rated');
    if (rating.status !== 'rated') return;
    expect(rating.comparables).toBe(rows.length);
    expect(rating.trimMatched).toBe(sameTrim.length >= 8);
    expect(rating.expected).toBeCloseTo(expected, 4);
    const band = difference <= -0.1 ? 'great' : difference <= -0.03 ? 'good' : difference > 0.03 ? 'high' : 'fair';
    expect(rating.band).toBe(band);
  });

  it('asks the service once per make and model, and the second time not at all', async () => {
    const page = await sandboxListings('vehicle.make=Honda&vehicle.model=Civic,Accord&limit=40');
    const models = new Set(page.map((listing) => listing.vehicle.model));
    expect(models.size).toBe(2);
    const before = main.sandboxStats!.requestCount();
    const ratings = await rate(page.map(subject));
    expect(Object.keys(ratings).sort()).toEqual(page.map((listing) => listing.vin).sort());
    expect(main.sandboxStats!.requestCount() - before).toBe(2);
    await rate(page.map(subject));
    expect(main.sandboxStats!.requestCount() - before).toBe(2);
  });

  it('says "too few" for a model with fewer than 8 comparables, and refuses a bad VIN with a reason', async () => {
    const ratings = await rate([
      {
        vin: '1HGCM82633A004352',
        year: 2021,
        make: 'Honda',
        model: 'No Such Model',
        trim: null,
        price: 20_000,
        miles: 10,
      },
    ]);
    expect(ratings['1HGCM82633A004352']).toEqual({ status: 'unrated', reason: 'too-few', comparables: 0 });
    const bad = await main.router.dispatch(
      'dealRating.rate',
      { input: { listings: [{ vin: 'NOT A VIN', year: 2021, make: 'Honda', model: 'Civic', price: 1, miles: 1 }] } },
      own,
    );
    expect(bad.ok).toBe(false);
    if (!bad.ok) expect(bad.error.kind).toBe('invalid-input');
  });

  /** A make and model of the sandbox with at least ten listings, none of the Hondas the tests above rate. */
  async function aModelWithTenListings(): Promise<Listing[]> {
    const byModel = new Map<string, Listing[]>();
    for (const listing of await sandboxListings('limit=500')) {
      if (listing.vehicle.make === 'Honda' || listing.retailListing.price == null) continue;
      const key = `${listing.vehicle.make}|${listing.vehicle.model}`;
      byModel.set(key, [...(byModel.get(key) ?? []), listing]);
    }
    const found = [...byModel.values()].find((rows) => rows.length >= 10);
    if (!found) throw new Error('the sandbox has no make and model with ten priced listings');
    return found;
  }

  it('takes a make and model written in other cases or with spaces for the same one: one request, the same ratings', async () => {
    const [first, second, third] = await aModelWithTenListings();
    const before = main.sandboxStats!.requestCount();
    const ratings = await rate([
      // The first of a group names its request: here with spaces around the names.
      { ...subject(first!), make: ` ${first!.vehicle.make} `, model: `${first!.vehicle.model} ` },
      {
        ...subject(second!),
        make: second!.vehicle.make.toLowerCase(),
        model: ` ${second!.vehicle.model.toUpperCase()}`,
      },
      { ...subject(third!), make: third!.vehicle.make.toUpperCase() },
    ]);
    expect(main.sandboxStats!.requestCount() - before).toBe(1);
    // Rated against the same pool as the names written as the service writes them.
    const asWritten = await rate([subject(first!), subject(second!), subject(third!)]);
    expect(ratings).toEqual(asWritten);
    // The very same request (trimmed names), so the second time it was answered from the cache.
    expect(main.sandboxStats!.requestCount() - before).toBe(1);
    expect(asWritten[first!.vin]).toMatchObject({ status: 'rated' });
  });

  it('asks nothing for a make or model with a comma, which the service would read as two', async () => {
    const [listing] = await aModelWithTenListings();
    const before = main.sandboxStats!.requestCount();
    const ratings = await rate([
      { ...subject(listing!), vin: '1HGCM82633A004352', model: `${listing!.vehicle.model},Civic` },
      { ...subject(listing!), vin: '1M8GDM9AXKP042788', make: `${listing!.vehicle.make},Honda` },
    ]);
    expect(main.sandboxStats!.requestCount()).toBe(before);
    const none = { status: 'unrated', reason: 'too-few', comparables: 0 };
    expect(ratings).toEqual({ '1HGCM82633A004352': none, '1M8GDM9AXKP042788': none });
  });

  it('says a model’s comparables could not be had when the service’s answer is unreadable', async () => {
    const row = (await sandboxListings('vehicle.make=Honda&limit=500')).find(
      (listing) => !['Civic', 'Accord'].includes(listing.vehicle.model),
    );
    if (!row) throw new Error('the sandbox has no Honda but Civics and Accords');
    main.sandboxFaults!.add({ kind: 'malformed', path: '/listings', times: 1 });
    try {
      expect(await rate([subject(row)])).toEqual({
        [row.vin]: { status: 'unrated', reason: 'unavailable', comparables: 0 },
      });
    } finally {
      main.sandboxFaults!.clear();
    }
  });
});

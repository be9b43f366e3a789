import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DealRating } from '../../shared/domain/deal-rating';
import type { Listing } from '../../shared/schemas/listing-schema';
import { createMainContext, type MainContext } from '../app/main-context';
import { MemoryKeyStore } from '../keychain/memory-key-store';

// The handler against the real sandbox over HTTP. The expected prices are worked here
// independently: the comparables read straight from the sandbox, and an uncentred
// least-squares fit solved by Gaussian elimination (the app centres and solves 2 × 2).

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
let main: MainContext;

beforeAll(async () => {
  main = await createMainContext({
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
});

// Property tests over HTTP: a random filter returns exactly the dataset's rows that satisfy
// it (checked against the dataset file itself), and a sort order holds across page
// boundaries (including cursor pages).
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSandboxData, type LoadedData } from '../data/dataset-cache';
import type { RunningSandbox } from '../start-sandbox';
import {
  api,
  arr,
  obj,
  startTestSandbox,
  TEST_CACHE_DIR,
  TEST_LISTINGS,
  type Obj,
} from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
/** The dataset the sandbox serves, read from its file: the independent answer to every filter. */
let data: LoadedData;
let makes: string[] = [];
let states: string[] = [];
beforeAll(async () => {
  sandbox = await startTestSandbox();
  data = await loadSandboxData(TEST_CACHE_DIR, TEST_LISTINGS, 7, () => undefined);
  const facets = obj(obj((await api(sandbox, '/listings?includes=facets&limit=1')).body).facets);
  makes = arr(facets['vehicle.make']).map((b) => String(obj(b).value));
  states = arr(facets['retailListing.state']).map((b) => String(obj(b).value));
});
afterAll(async () => {
  await sandbox?.close();
  data?.db.close();
});

interface Filter {
  makes: string[];
  years: [number, number] | null;
  price: [number, number] | null;
  miles: [number, number] | null;
  used: boolean | null;
  state: string | null;
  fuel: string | null;
}

const filterArb = (): fc.Arbitrary<Filter> =>
  fc.record({
    makes: fc.subarray(makes, { maxLength: 3 }),
    years: fc.option(
      fc
        .tuple(fc.integer({ min: 2015, max: 2026 }), fc.integer({ min: 0, max: 5 }))
        .map(([a, d]) => [a, Math.min(2026, a + d)] as [number, number]),
    ),
    price: fc.option(
      fc
        .tuple(fc.integer({ min: 0, max: 60_000 }), fc.integer({ min: 1_000, max: 40_000 }))
        .map(([a, d]) => [a, a + d] as [number, number]),
    ),
    miles: fc.option(
      fc
        .tuple(fc.integer({ min: 0, max: 120_000 }), fc.integer({ min: 1_000, max: 80_000 }))
        .map(([a, d]) => [a, a + d] as [number, number]),
    ),
    used: fc.option(fc.boolean()),
    state: fc.option(fc.constantFrom(...states)),
    fuel: fc.option(fc.constantFrom('Gasoline', 'Hybrid', 'Electric', 'Plug-In Hybrid', 'Diesel')),
  });

function toQuery(f: Filter): URLSearchParams {
  const q = new URLSearchParams();
  if (f.makes.length) q.set('vehicle.make', f.makes.join(','));
  if (f.years) q.set('vehicle.year', `${f.years[0]}-${f.years[1]}`);
  if (f.price) q.set('retailListing.price', `${f.price[0]}-${f.price[1]}`);
  if (f.miles) q.set('retailListing.miles', `${f.miles[0]}-${f.miles[1]}`);
  if (f.used !== null) q.set('retailListing.used', String(f.used));
  if (f.state) q.set('retailListing.state', f.state);
  if (f.fuel) q.set('vehicle.fuel', f.fuel);
  return q;
}

function satisfies(l: Obj, f: Filter): boolean {
  const v = obj(l.vehicle);
  const r = obj(l.retailListing);
  const price = r.price as number | null;
  if (price === null || price <= 0) return false;
  if (f.makes.length && !f.makes.includes(String(v.make))) return false;
  if (f.years && (Number(v.year) < f.years[0] || Number(v.year) > f.years[1])) return false;
  if (f.price && (price < f.price[0] || price > f.price[1])) return false;
  if (f.miles && (Number(r.miles) < f.miles[0] || Number(r.miles) > f.miles[1])) return false;
  if (f.used !== null && r.used !== f.used) return false;
  if (f.state && r.state !== f.state) return false;
  if (f.fuel && v.fuel !== f.fuel) return false;
  return true;
}

/**
 * The VINs of the dataset's rows that match the filter, read from its columns directly (a
 * row without a price is stored as -1 and is left out, as /listings does unless
 * includeUnpriced=true; docs/vehicle-data-service.md). Sorted, for comparison as a set.
 */
function matchingVins(f: Filter): string[] {
  const { cols, dict, dealers, vins } = data.dataset;
  const within = (value: number, range: [number, number] | null) =>
    range === null || (value >= range[0] && value <= range[1]);
  const vinsFound: string[] = [];
  for (let row = 0; row < vins.length; row++) {
    const price = cols.price[row]!;
    if (price <= 0) continue;
    if (f.makes.length && !f.makes.includes(dict.make[cols.make[row]!]!)) continue;
    if (!within(cols.year[row]!, f.years) || !within(price, f.price) || !within(cols.miles[row]!, f.miles)) continue;
    if (f.used !== null && (cols.used[row] === 1) !== f.used) continue;
    if (f.state && dealers[cols.dealer[row]!]!.state !== f.state) continue;
    if (f.fuel && dict.fuel[cols.fuel[row]!] !== f.fuel) continue;
    vinsFound.push(vins[row]!);
  }
  return vinsFound.sort();
}

describe('listings properties', () => {
  it('a random filter returns every matching row of the dataset and no other, and total counts them', async () => {
    await fc.assert(
      fc.asyncProperty(filterArb(), async (f) => {
        const expected = matchingVins(f);
        const q = toQuery(f);
        q.set('limit', '500');
        q.set('includes', 'total');
        const rows: Obj[] = [];
        // Every page of the answer, so a row the service drops anywhere is noticed.
        for (let page = 1; ; page++) {
          q.set('page', String(page));
          const body = obj((await api(sandbox, `/listings?${q.toString()}`)).body);
          expect(Number(body.total), JSON.stringify(f)).toBe(expected.length);
          const pageRows = arr(body.data).map(obj);
          rows.push(...pageRows);
          if (pageRows.length < 500 || rows.length >= expected.length) break;
        }
        for (const l of rows) expect(satisfies(l, f), JSON.stringify({ f, vin: l.vin })).toBe(true);
        expect(rows.map((l) => String(l.vin)).sort(), JSON.stringify(f)).toEqual(expected);
      }),
      { numRuns: 60 },
    );
  });

  it('keeps the sort order across page boundaries, without repeats or gaps', async () => {
    const fields = {
      price: (l: Obj) => Number(obj(l.retailListing).price),
      miles: (l: Obj) => Number(obj(l.retailListing).miles),
      year: (l: Obj) => Number(obj(l.vehicle).year),
      createdAt: (l: Obj) => Date.parse(String(l.createdAt)),
      updatedAt: (l: Obj) => Date.parse(String(l.updatedAt)),
    };
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...(Object.keys(fields) as (keyof typeof fields)[])),
        fc.boolean(),
        fc.integer({ min: 3, max: 40 }),
        filterArb(),
        async (field, desc, limit, f) => {
          const q = toQuery({ ...f, price: null, miles: null });
          q.set('sort', `${field}.${desc ? 'desc' : 'asc'}`);
          q.set('limit', String(limit));
          q.set('includes', 'total');
          const seen: Obj[] = [];
          let path: string | null = `/listings?${q.toString()}`;
          let total = 0;
          for (let page = 0; path && page < 60; page++) {
            const body: Obj = obj((await api(sandbox, path)).body);
            total = Number(body.total);
            seen.push(...arr(body.data).map(obj));
            const next: unknown = obj(body.links).next;
            path = typeof next === 'string' ? new URL(next).pathname + new URL(next).search : null;
          }
          const key = fields[field];
          for (let i = 1; i < seen.length; i++) {
            const a = key(seen[i - 1]!);
            const b = key(seen[i]!);
            expect(desc ? a >= b : a <= b, `${field} ${desc ? 'desc' : 'asc'} at ${i}`).toBe(true);
            if (a === b) expect(String(seen[i - 1]!.vin) < String(seen[i]!.vin)).toBe(true);
          }
          expect(new Set(seen.map((l) => l.vin)).size).toBe(seen.length);
          if (!path) expect(seen.length).toBe(total);
        },
      ),
      { numRuns: 25 },
    );
  });
});

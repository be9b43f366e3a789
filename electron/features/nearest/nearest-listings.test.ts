import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zipcodes from 'zipcodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { createTestClient, type TestClient } from '../../service/test-support/test-client';
import type { Plan } from '../../../shared/plan/plan-access';
import { withCheckDigit } from '../../../shared/vin/vin-rule';
import { startFakeService, type FakeService } from '../../service/test-support/fake-service';
import { listingBody } from '../../service/test-support/sample-bodies';
import { nearestDeps } from './nearest-handlers';
import { nearestListings, NEAREST_MAX_CALLS, NEAREST_MAX_ROWS, type NearestDeps } from './nearest-listings';

// Distance sort against the embedded sandbox over HTTP: the order is checked against a
// great-circle distance computed here from the raw rows the sandbox sends.

interface RawRow {
  vin: string;
  location?: [number, number] | null;
}

let sandbox: RunningSandbox;
let dataDir: string;
const clients: TestClient[] = [];

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'vindesk-nearest-'));
  sandbox = await startSandbox({ port: 0, listings: 3000, seed: 11, cacheDir: dataDir, rateLimit: false });
});
afterAll(async () => {
  await sandbox?.close();
  await Promise.all(clients.map((c) => c.dispose()));
  await rm(dataDir, { recursive: true, force: true });
});

async function depsFor(plan: Plan): Promise<NearestDeps> {
  const test = await createTestClient(sandbox.url, { config: { apiKey: DEMO_KEYS[plan], plan } });
  clients.push(test);
  return nearestDeps(test.client);
}

async function raw(query: Record<string, string>): Promise<{ data: RawRow[]; total: number }> {
  const response = await fetch(`${sandbox.url}/listings?${new URLSearchParams(query).toString()}`, {
    headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
  });
  return (await response.json()) as { data: RawRow[]; total: number };
}

/** Haversine in miles on a 3,958.8-mile Earth, written out here rather than imported. */
function miles(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const r = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * r) / 2) ** 2 +
    Math.cos(lat1 * r) * Math.cos(lat2 * r) * Math.sin(((lon2 - lon1) * r) / 2) ** 2;
  return 2 * 3958.8 * Math.asin(Math.sqrt(a));
}

// Dallas, TX: a dense metro in the sandbox's dealer spread.
const ZIP = '75201';
const center = zipcodes.lookup(ZIP)!;

function expectedOrder(rows: RawRow[]): string[] {
  return rows
    .map((row) => {
      // The sandbox sends [latitude, longitude], auto.dev [longitude, latitude] (docs/real-service.md #16);
      // in the U.S. the latitude is the positive one.
      const [first, second] = row.location!;
      const [lat, lon] = first > 0 ? [first, second] : [second, first];
      return { vin: row.vin, d: miles(center.latitude, center.longitude, lat, lon) };
    })
    .sort((a, b) => a.d - b.d || (a.vin < b.vin ? -1 : 1))
    .map((row) => row.vin);
}

describe('listings sorted nearest first', () => {
  it('orders every match of a radius search by its distance from the ZIP, and pages that order', async () => {
    const deps = await depsFor('scale');
    const all = await raw({ zip: ZIP, distance: '300', limit: '500', includes: 'total' });
    expect(all.total).toBeGreaterThan(25);
    expect(all.total).toBeLessThanOrEqual(NEAREST_MAX_ROWS);
    const order = expectedOrder(all.data);

    const first = await nearestListings(deps, { zip: ZIP, distance: 300, limit: 10 });
    expect(first.data.data.map((row) => row.vin)).toEqual(order.slice(0, 10));
    expect(first.nearest).toEqual({ sorted: all.total, total: all.total, partial: false });
    expect(first.data.next).toBeNull();

    const third = await nearestListings(deps, { zip: ZIP, distance: 300, limit: 10, page: 3 });
    expect(third.data.data.map((row) => row.vin)).toEqual(order.slice(20, 30));
  });

  it('keeps the other filters, several values of one included', async () => {
    const deps = await depsFor('scale');
    const query = { zip: ZIP, distance: '500', 'vehicle.bodyStyle': 'SUV,Sedan', limit: '500', includes: 'total' };
    const all = await raw(query);
    expect(all.total).toBeGreaterThan(0);
    const page = await nearestListings(deps, { zip: ZIP, distance: 500, 'vehicle.bodyStyle': 'SUV,Sedan', limit: 20 });
    expect(page.data.data.map((row) => row.vin)).toEqual(expectedOrder(all.data).slice(0, 20));
    for (const row of page.data.data) expect(['SUV', 'Sedan']).toContain(row.vehicle.bodyStyle);
  });

  it('says when it sorted only the first matches: a Starter plan reads 20-row pages up to its call cap', async () => {
    const deps = await depsFor('starter');
    const all = await raw({ zip: ZIP, distance: '5000', limit: '1', includes: 'total' });
    const cap = 20 * NEAREST_MAX_CALLS;
    expect(all.total).toBeGreaterThan(cap);
    const page = await nearestListings(deps, { zip: ZIP, distance: 5000, limit: 20 });
    expect(page.nearest).toEqual({ sorted: cap, total: all.total, partial: true });
    // The nearest of the 200 the service lists first (its default order), in distance order.
    const firstRows = await raw({ zip: ZIP, distance: '5000', limit: String(cap) });
    expect(page.data.data.map((row) => row.vin)).toEqual(expectedOrder(firstRows.data).slice(0, 20));
  });

  it('refuses a ZIP it cannot place, before any request', async () => {
    const calls: string[] = [];
    const deps: NearestDeps = {
      search: async () => {
        calls.push('search');
        throw new Error('no request expected');
      },
      next: async () => {
        calls.push('next');
        throw new Error('no request expected');
      },
      locate: () => null,
    };
    await expect(nearestListings(deps, { zip: '00000' })).rejects.toMatchObject({
      appError: { code: 'UNKNOWN_ZIP', message: '00000 is not a U.S. ZIP code' },
    });
    expect(calls).toEqual([]);
  });
});

describe('listings sorted nearest first, over pages as a service may send them', () => {
  let service: FakeService;
  afterAll(() => service?.close());

  const vin = (n: number) => withCheckDigit(`1HGCM8263${String(n).padStart(8, '0')}`);
  /** A listing at [longitude, latitude], as auto.dev writes it; the price tells copies apart. */
  const at = (n: number, location: [number, number], price = 20_000) => {
    const body = listingBody(vin(n));
    return { ...body, location, retailListing: { ...body.retailListing, price } };
  };
  // From Dallas (75201): across the street, Austin (about 180 miles), Los Angeles (about 1,240).
  const NEAR: [number, number] = [-96.8, 32.79];
  const AUSTIN: [number, number] = [-97.74, 30.27];
  const LOS_ANGELES: [number, number] = [-118.24, 34.05];

  async function depsOn(pages: Record<string, { data: unknown[]; next: string | null; total?: number }>) {
    service = await startFakeService((request) => {
      const page = pages[request.url.searchParams.get('page') ?? '1'];
      if (!page) return { status: 404, body: { error: 'no such page' } };
      const next = page.next === null ? null : `${service.url}/listings?page=${page.next}`;
      return { status: 200, body: { data: page.data, total: page.total, links: { next } } };
    });
    const test = await createTestClient(service.url);
    clients.push(test);
    return nearestDeps(test.client);
  }

  it('keeps the first copy of a listing a later page repeats, counts unreadable rows, and stops at an empty page', async () => {
    const deps = await depsOn({
      '1': { data: [at(1, LOS_ANGELES), at(2, NEAR, 21_000)], next: '2', total: 4 },
      // The service moved listing 2 onto this page too, with another price; one row cannot be read.
      '2': { data: [at(2, NEAR, 99_000), at(3, AUSTIN), { vin: 42 }], next: '3' },
      '3': { data: [], next: '4' },
      '4': { data: [at(4, NEAR)], next: null },
    });
    const result = await nearestListings(deps, { zip: '75201', distance: 5000 });
    expect(result.data.data.map((row) => row.vin)).toEqual([vin(2), vin(3), vin(1)]);
    expect(result.data.data[0]!.retailListing.price).toBe(21_000);
    expect(result.data.skippedRows).toBe(1);
    // Pages 1, 2 and the empty 3: nothing after a page with no rows.
    expect(service.seen.map((request) => request.url.searchParams.get('page') ?? '1')).toEqual(['1', '2', '3']);
    expect(result.nearest).toEqual({ sorted: 3, total: 4, partial: true });
  });

  const rows = (from: number, count: number) =>
    Array.from({ length: count }, (_, i) => at(from + i, i % 2 === 0 ? NEAR : AUSTIN));

  it('reads no further page once it holds the most it sorts', async () => {
    const deps = await depsOn({
      '1': { data: rows(0, 250), next: '2', total: 1_000 },
      '2': { data: rows(250, 250), next: '3' },
      '3': { data: rows(500, 250), next: null },
    });
    const result = await nearestListings(deps, { zip: '75201', distance: 5000, limit: 10 });
    expect(service.seen).toHaveLength(2);
    expect(result.nearest).toEqual({ sorted: NEAREST_MAX_ROWS, total: 1_000, partial: true });
  });

  it('sorts no more than the most it sorts when a page takes it past that: the first ones sent', async () => {
    const deps = await depsOn({
      '1': { data: rows(0, 300), next: '2', total: 1_000 },
      '2': { data: rows(300, 300), next: null },
    });
    const first = await nearestListings(deps, { zip: '75201', distance: 5000, limit: 100 });
    expect(first.nearest).toEqual({ sorted: NEAREST_MAX_ROWS, total: 1_000, partial: true });
    const sorted = [first];
    for (let page = 2; page <= 5; page++)
      sorted.push(await nearestListings(deps, { zip: '75201', distance: 5000, limit: 100, page }));
    const serials = sorted.flatMap((result) => result.data.data.map((row) => Number(row.vin.slice(9))));
    expect(serials.sort((a, b) => a - b)).toEqual(Array.from({ length: NEAREST_MAX_ROWS }, (_, i) => i));
  });
});

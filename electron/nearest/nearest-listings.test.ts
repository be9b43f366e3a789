import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import zipcodes from 'zipcodes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../sandbox/start-sandbox';
import { createTestClient, type TestClient } from '../service/test-support/test-client';
import { locateZip } from '../geo/zip-location';
import type { Plan } from '../../shared/plan/plan-access';
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
  return {
    search: (input, signal) => test.client.searchListings(input, signal),
    next: (url, signal) => test.client.nextListings(url, signal),
    locate: (zip) => {
      const place = locateZip(zip);
      return place ? { latitude: place.lat, longitude: place.lng } : null;
    },
  };
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
      // The sandbox sends [latitude, longitude], auto.dev [longitude, latitude] (real-service.md #16);
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

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { ListingsReceived } from './listing-observer';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { listingBody } from './test-support/sample-bodies';
import { createTestClient, type TestClient } from './test-support/test-client';

const A = '1HGCM82633A004352';
const B = '1HGCM82633A004353';

let service: FakeService;
let test: TestClient;
let received: ListingsReceived[];

beforeEach(async () => {
  received = [];
  service = await startFakeService((request) => {
    if (request.path === `/listings/${A}`) return { status: 200, body: { data: listingBody(A) } };
    if (request.url.searchParams.get('page') === '2') {
      return { status: 200, body: { data: [listingBody(B)], total: 2, links: { next: null } } };
    }
    const partial = request.url.searchParams.get('vehicle.model') === 'Accord';
    return {
      status: 200,
      body: partial
        ? { data: [listingBody(A)], total: 2, links: { next: '/listings?vehicle.model=Accord&page=2' } }
        : { data: [listingBody(A), listingBody(B)], total: 2, links: { next: null } },
    };
  });
  test = await createTestClient(service.url, { observeListings: (seen) => received.push(seen) });
});

afterEach(async () => {
  await test.dispose();
  await service.close();
});

describe('the listings observer', () => {
  it('hears a search with what was asked, complete when every match came in the page', async () => {
    await test.client.searchListings({ 'vehicle.make': 'Honda' });
    expect(received).toHaveLength(1);
    expect(received[0]!.rows.map((row) => row.vin)).toEqual([A, B]);
    expect(received[0]!.search).toEqual({ input: { 'vehicle.make': 'Honda' }, complete: true });
    expect(Number.isFinite(received[0]!.seenAt)).toBe(true);
  });

  it('hears a first page with more to come as incomplete, and a next page with no search', async () => {
    const first = await test.client.searchListings({ 'vehicle.model': 'Accord' });
    expect(received[0]!.search?.complete).toBe(false);
    await test.client.nextListings(first.data.next!);
    expect(received[1]!.rows.map((row) => row.vin)).toEqual([B]);
    expect(received[1]!.search).toBeUndefined();
  });

  it("hears a VIN's listing, and not a CSV export's pages", async () => {
    await test.client.getListing(A);
    expect(received.map((seen) => seen.rows.map((row) => row.vin))).toEqual([[A]]);
    await test.client.searchListings({ 'vehicle.make': 'Honda' }, undefined, { oneOff: true });
    expect(received).toHaveLength(1);
  });

  it('never fails the call when the observer throws', async () => {
    const failing = await createTestClient(service.url, {
      observeListings: () => {
        throw new Error('disk full');
      },
    });
    try {
      const page = await failing.client.searchListings({ 'vehicle.make': 'Honda' });
      expect(page.data.data).toHaveLength(2);
      expect(failing.logs.some((line) => line.includes('disk full'))).toBe(true);
    } finally {
      await failing.dispose();
    }
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PLANS, type Endpoint, type Plan } from '../../shared/plan/plan-access';
import { specDialect } from './dialect/spec-dialect';
import { DEMO_KEYS, type RunningSandbox } from '../../sandbox/start-sandbox';
import { startServiceSandbox } from './test-support/service-sandbox';
import type { ServiceClient } from './create-service-client';
import type { ListingsSearchInput } from '../../shared/schemas/listings-query-schema';
import { normalizeHttpError } from './normalize-error';
import { appErrorOf, createTestClient, type TestClient } from './test-support/test-client';
import { createServiceRouter, TRUSTED_FRAME } from './test-support/service-router';
import type { ChannelName } from '../../shared/ipc/contract';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';

// Every endpoint and every error code of the spec, over HTTP against the embedded
// sandbox, on each plan's demo key.

let sandbox: RunningSandbox;
const clients: TestClient[] = [];

beforeAll(async () => {
  sandbox = await startServiceSandbox();
}, 300_000);
afterAll(async () => {
  await sandbox?.close();
  await Promise.all(clients.map((c) => c.dispose()));
});

async function clientFor(plan: Plan, overrides: Parameters<typeof createTestClient>[1] = {}): Promise<TestClient> {
  const t = await createTestClient(sandbox.url, {
    ...overrides,
    config: { apiKey: DEMO_KEYS[plan], v1BaseUrl: '', ...overrides.config },
  });
  clients.push(t);
  return t;
}

/** One call per endpoint, with sample VINs the sandbox has data for. */
function callEndpoint(client: ServiceClient, endpoint: Endpoint, vin?: string): Promise<unknown> {
  const s = vin ? { ...sandbox.samples, priced: vin, parkIt: vin } : sandbox.samples;
  switch (endpoint) {
    case 'listings':
      return client.searchListings({ 'vehicle.make': undefined, limit: 10 });
    case 'listing':
      return client.getListing(s.priced);
    case 'photos':
      return client.getPhotos(s.priced);
    case 'vin':
      return client.decodeVinV1(s.priced);
    case 'build':
      return client.getBuild(s.priced);
    case 'specs':
      return client.getSpecs(s.priced);
    case 'recalls':
      return client.getRecalls(s.parkIt);
    case 'openrecalls':
      return client.getOpenRecalls(s.parkIt);
    case 'plate':
      return client.lookupPlate(s.plates[0]!.plate, s.plates[0]!.state);
    case 'payments':
      return client.getPayments({ vin: s.priced, price: '25000', zip: '78701' });
    case 'apr':
      return client.getApr({
        vin: s.priced,
        year: 2021,
        make: 'Honda',
        model: 'Accord',
        zip: '78701',
        creditScore: '720',
      });
    case 'taxes':
      return client.getTaxes({ vin: s.priced, zip: '78701' });
    case 'tco':
      return client.getTco({ vin: s.priced, zip: '78701' });
  }
}

const ENDPOINT_LIST: Endpoint[] = [
  'listings',
  'listing',
  'photos',
  'vin',
  'tco',
  'payments',
  'apr',
  'specs',
  'recalls',
  'openrecalls',
  'plate',
  'taxes',
  'build',
];

// The cheapest plan of each endpoint, copied by hand from the spec's "Plan availability" table.
const SPEC_MINIMUM: Readonly<Record<Endpoint, Plan>> = {
  listings: 'starter',
  listing: 'starter',
  photos: 'starter',
  vin: 'starter',
  tco: 'growth',
  payments: 'growth',
  apr: 'growth',
  specs: 'growth',
  recalls: 'growth',
  openrecalls: 'scale',
  plate: 'scale',
  taxes: 'scale',
  build: 'scale',
};
// Free has Starter's endpoints (docs/real-service.md #3); a higher plan has all of a lower one's.
const RANK: Readonly<Record<Plan, number>> = { free: 0, starter: 0, growth: 1, scale: 2 };

describe.each(PLANS)('on the %s demo key', (plan) => {
  it.each(ENDPOINT_LIST)('%s answers, or says which plan it needs', async (endpoint) => {
    const t = await clientFor(plan);
    if (RANK[plan] >= RANK[SPEC_MINIMUM[endpoint]]) {
      const result = (await callEndpoint(t.client, endpoint)) as { stale: boolean; fetchedAt: string };
      expect(result.stale).toBe(false);
      expect(Number.isNaN(Date.parse(result.fetchedAt))).toBe(false);
    } else {
      const error = await appErrorOf(callEndpoint(t.client, endpoint));
      expect(error).toMatchObject({ kind: 'plan-required', planRequired: SPEC_MINIMUM[endpoint], status: 403 });
      // Learned: the plan is now bounded, and the same call is refused without a request.
      const before = sandbox.requestCount();
      expect((await appErrorOf(callEndpoint(t.client, endpoint))).kind).toBe('plan-required');
      expect(sandbox.requestCount()).toBe(before);
    }
  });
});

describe('payloads on the Scale key', () => {
  let client: ServiceClient;
  beforeAll(async () => {
    client = (await clientFor('scale')).client;
  });

  it('listings: pages, total, facets and the cursor from page 50', async () => {
    const first = await client.searchListings({
      limit: 20,
      includes: ['total', 'facets'],
      sort: { field: 'price', direction: 'desc' },
    });
    expect(first.data.data.length).toBeGreaterThan(0);
    expect(first.data.total).toBeGreaterThan(0);
    expect(first.data.facets).toBeDefined();
    const prices = first.data.data.map((row) => row.retailListing.price ?? 0);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
  });

  it("listings: following the cursor sends it exactly and returns the sandbox's page 51", async () => {
    // Record every URL the client asks for, so the test sees what went over the wire.
    const sent: string[] = [];
    const recording = await clientFor('scale', {
      fetchImpl: (input, init) => {
        sent.push(input instanceof Request ? input.url : String(input));
        return fetch(input, init);
      },
    });
    const late = await recording.client.searchListings({ page: 50, limit: 10 });
    const cursor = new URL(late.data.next!, sandbox.url).searchParams.get('cursor');
    expect(cursor).toBeTruthy();
    sent.length = 0;
    const next = await recording.client.nextListings(late.data.next!);
    expect(sent).toHaveLength(1);
    const asked = new URL(sent[0]!);
    expect(asked.pathname).toBe('/listings');
    expect(asked.searchParams.get('cursor')).toBe(cursor);
    expect(asked.searchParams.has('page')).toBe(false);
    // The same search asked by page number, straight from the sandbox (no client, no cache).
    const byPage = (
      (await await fetch(`${sandbox.url}/listings?page=51&limit=10`, {
        headers: { authorization: `Bearer ${DEMO_KEYS.scale}` },
      }).then((r) => r.json())) as { data: { vin: string }[] }
    ).data.map((row) => row.vin);
    expect(byPage).toHaveLength(10);
    const late50 = new Set(late.data.data.map((row) => row.vin));
    expect(next.data.data.map((row) => row.vin)).toEqual(byPage);
    expect(next.data.data.some((row) => late50.has(row.vin))).toBe(false);
  });

  it('listings: the VIN filter answers as an array, select as flat rows', async () => {
    const byVin = await client.searchListings({ vin: sandbox.samples.priced });
    expect(byVin.data.data.map((row) => row.vin)).toEqual([sandbox.samples.priced]);
    const selected = await client.selectListings({ select: ['vehicle.vin', 'retailListing.price'], limit: 5 });
    expect(Object.keys(selected.data.data[0]!).sort()).toEqual(['retailListing.price', 'vehicle.vin']);
  });

  it('listings: unpriced rows are left out unless asked for', async () => {
    const page = await client.searchListings({ limit: 200 });
    expect(page.data.data.every((row) => (row.retailListing.price ?? 0) > 0)).toBe(true);
    const included = await client.searchListings({ vin: sandbox.samples.unpriced, includeUnpriced: true });
    expect(included.data.data[0]?.retailListing.price ?? 0).toBeLessThanOrEqual(0);
  });

  it('photos: a VIN without photos is an empty list; others keep their order', async () => {
    expect((await client.getPhotos(sandbox.samples.noPhotos)).data.retail).toEqual([]);
    const page = await client.searchListings({ limit: 50 });
    const withPhotos = page.data.data.find((row) => (row.retailListing.photoCount ?? 0) > 1)!;
    const photos = (await client.getPhotos(withPhotos.vin)).data.retail;
    expect(photos).toHaveLength(withPhotos.retailListing.photoCount!);
    expect(photos[0]).toMatch(new RegExp(`/photos/[^/]+/${withPhotos.vin}-1\\.jpg$`));
  });

  it('recalls: the safety flags and manufacturer campaigns come through', async () => {
    const s = sandbox.samples;
    expect((await client.getRecalls(s.parkIt)).data.some((r) => r.parkIt)).toBe(true);
    expect((await client.getRecalls(s.parkOutside)).data.some((r) => r.parkOutSide)).toBe(true);
    expect((await client.getRecalls(s.overTheAir)).data.some((r) => r.overTheAirUpdate)).toBe(true);
    expect((await client.getRecalls(s.noRecalls)).data).toEqual([]);
    const open = await client.getOpenRecalls(s.manufacturerCampaigns, { recalls: true });
    expect(open.data.manufacturerCampaigns.length).toBeGreaterThan(0);
    expect(open.data.recalls).toBeDefined();
    expect(open.data.openRecalls).toBe(open.data.data.length);
  });

  /** A fetch that notes every address it is asked for, so a test sees where a call went. */
  function recordingFetch(urls: string[]): typeof fetch {
    return (input, init) => {
      urls.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
  }

  /** The sandbox's own answer for a path, read straight over HTTP (not through the client under test). */
  async function rawAnswer(path: string): Promise<Record<string, unknown>> {
    const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` } });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  it('decode: with no v1 address, a VIN not listed is decoded by the base /vin', async () => {
    const vin = sandbox.samples.unlistedDecodable;
    const urls: string[] = [];
    const t = await clientFor('scale', { fetchImpl: recordingFetch(urls) });
    const decoded = await t.client.decodeVinV1(vin);
    expect(urls.map((url) => new URL(url).pathname)).toEqual([`/vin/${vin}`]);
    const raw = await rawAnswer(`/vin/${vin}`);
    expect(raw.make).toEqual(expect.any(String));
    expect(decoded.data).toMatchObject({ vin, make: raw.make, model: raw.model, wmi: vin.slice(0, 3) });
  });

  it('decode: the v1 address is used when set, and its answer is the listed vehicle', async () => {
    const vin = sandbox.samples.priced;
    const urls: string[] = [];
    const t = await clientFor('scale', { config: { v1BaseUrl: sandbox.v1Url }, fetchImpl: recordingFetch(urls) });
    const decoded = await t.client.decodeVinV1(vin);
    expect(urls.map((url) => new URL(url).pathname)).toEqual([`/v1/vin/${vin}`]);
    // The dataset's row for this VIN: the decode names the same vehicle.
    const listed = (await rawAnswer(`/listings/${vin}`)) as {
      data: { vehicle: { year: number; make: string; model: string } };
    };
    const { year, make, model } = listed.data.vehicle;
    expect(decoded.data).toMatchObject({ vin, make, model, vehicle: { vin, year, make, model } });
    // The WMI is the VIN's first three characters and the check digit its ninth (49 CFR 565.15).
    expect(decoded.data).toMatchObject({ vinValid: true, wmi: vin.slice(0, 3), checkDigit: vin[8] });
  });
});

describe('every error code of the spec', () => {
  let t: TestClient;
  beforeAll(async () => {
    t = await clientFor('scale');
  });
  const unknownVin = () => sandbox.samples.undecodable;

  /** The service's own answer for requests the client would refuse before sending. */
  async function serviceError(endpoint: Endpoint, path: string) {
    const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` } });
    const text = await response.text();
    const body: unknown = text ? JSON.parse(text) : undefined;
    return normalizeHttpError({
      endpoint,
      status: response.status,
      info: specDialect.readError(endpoint, response.status, body),
      headers: response.headers,
      now: Date.now(),
      dialect: 'spec',
    });
  }

  it('INVALID_PARAMETER on /listings', async () => {
    const error = await appErrorOf(t.client.searchListings({ colour: 'red' } as unknown as ListingsSearchInput));
    expect(error).toMatchObject({ kind: 'invalid-input', code: 'INVALID_PARAMETER', status: 400 });
  });

  it.each<[Endpoint, string]>([
    ['listing', '/listings/BADVIN'],
    ['photos', '/photos/BADVIN'],
    ['vin', '/vin/BADVIN'],
    ['build', '/build/BADVIN'],
    ['specs', '/specs/BADVIN'],
    ['openrecalls', '/openrecalls/BADVIN'],
    ['payments', '/payments/BADVIN?price=1&zip=78701'],
    ['apr', '/apr/BADVIN?year=2021&make=a&model=b&zip=78701&creditScore=700'],
    ['taxes', '/taxes/BADVIN'],
    ['tco', '/tco/BADVIN'],
  ])('INVALID_VIN_FORMAT from %s (and the client refuses it before sending)', async (endpoint, path) => {
    expect(await serviceError(endpoint, path)).toMatchObject({
      kind: 'invalid-input',
      code: 'INVALID_VIN_FORMAT',
      status: 400,
    });
  });

  it('/recalls answers an invalid VIN with an empty list; the client says INVALID_VIN_FORMAT', async () => {
    const response = await fetch(`${sandbox.url}/recalls/BADVIN`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
    });
    expect(await response.json()).toEqual({ data: [] });
    const before = sandbox.requestCount();
    expect((await appErrorOf(t.client.getRecalls('BADVIN'))).code).toBe('INVALID_VIN_FORMAT');
    expect(sandbox.requestCount()).toBe(before);
  });

  it('INVALID_LOCATION on /tco', async () => {
    expect(await appErrorOf(t.client.getTco({ vin: sandbox.samples.priced, zip: '123' }))).toMatchObject({
      kind: 'invalid-input',
      code: 'INVALID_LOCATION',
    });
  });

  it('INVALID_REQUEST on /taxes carries a suggestion', async () => {
    const error = await appErrorOf(t.client.getTaxes({ vin: sandbox.samples.priced, zip: '00000' }));
    expect(error).toMatchObject({ kind: 'invalid-input', code: 'INVALID_REQUEST' });
    expect(error.suggestion).toBeTruthy();
  });

  it('INVALID_PLATE_FORMAT and INVALID_STATE_CODE on /plate', async () => {
    expect((await appErrorOf(t.client.lookupPlate('A', 'TX'))).code).toBe('INVALID_PLATE_FORMAT');
    expect((await appErrorOf(t.client.lookupPlate('ABC123', 'ZZ'))).code).toBe('INVALID_STATE_CODE');
  });

  it('RESOURCE_NOT_FOUND on /listings/{vin}', async () => {
    expect(await appErrorOf(t.client.getListing(sandbox.samples.unlistedDecodable))).toMatchObject({
      kind: 'not-found',
      code: 'RESOURCE_NOT_FOUND',
      message: 'No listing is active for this VIN.',
    });
  });

  it.each<Endpoint>(['tco', 'payments', 'apr', 'specs', 'recalls', 'openrecalls', 'taxes', 'vin', 'build'])(
    'VIN_NOT_FOUND on /%s',
    async (endpoint) => {
      const error = await appErrorOf(callEndpoint(t.client, endpoint, unknownVin()));
      expect(error).toMatchObject({ kind: 'not-found', code: 'VIN_NOT_FOUND', status: 404 });
    },
  );

  it('NO_DATA_FOUND and PLATE_NOT_FOUND on /plate', async () => {
    const { plateNoData, plateNotFound } = sandbox.samples;
    expect((await appErrorOf(t.client.lookupPlate(plateNoData.plate, plateNoData.state))).code).toBe('NO_DATA_FOUND');
    expect((await appErrorOf(t.client.lookupPlate(plateNotFound.plate, plateNotFound.state))).code).toBe(
      'PLATE_NOT_FOUND',
    );
  });
});

describe('the key against the sandbox', () => {
  it('appears in no IPC result, log line or cache file of a whole session', async () => {
    const t = await clientFor('scale');
    const captured: string[] = [];
    const router = createServiceRouter(t.client, (channel, error) => captured.push(`${channel} ${String(error)}`));
    const s = sandbox.samples;
    const first = await router.dispatch('listings.search', { input: { page: 50, limit: 5 } }, TRUSTED_FRAME);
    captured.push(JSON.stringify(first));
    const next = first.ok ? (first.data as { data: { next: string | null } }).data.next : null;
    expect(next).toBeTruthy();
    const calls: [ChannelName, unknown][] = [
      ['listings.next', { url: next }],
      ['listings.select', { select: ['vehicle.vin'], limit: 3 }],
      ['listings.get', { vin: s.priced }],
      ['vehicle.photos', { vin: s.noPhotos }],
      ['vehicle.decode', { vin: s.unlistedDecodable }],
      ['vehicle.build', { vin: s.priced }],
      ['vehicle.specs', { vin: s.priced }],
      ['vehicle.recalls', { vin: s.parkIt }],
      ['vehicle.openRecalls', { vin: s.manufacturerCampaigns, recalls: true }],
      ['plate.lookup', s.plates[0]!],
      ['plate.lookup', s.plateNotFound],
      ['finance.payments', { vin: s.priced, price: 30000, zip: '78701' }],
      [
        'finance.apr',
        { vin: s.priced, year: 2022, make: 'Jeep', model: 'Gladiator', zip: '78701', creditScore: '700' },
      ],
      ['finance.taxes', { vin: s.priced, zip: '00000' }],
      ['finance.tco', { vin: s.undecodable }],
      ['plan.access', undefined],
    ];
    for (const [channel, input] of calls) {
      const payload =
        channel === 'plate.lookup'
          ? { plate: (input as { plate: string }).plate, state: (input as { state: string }).state }
          : input;
      captured.push(JSON.stringify(await router.dispatch(channel, { input: payload }, TRUSTED_FRAME)));
    }
    captured.push(...t.logs);
    const files = await readdir(t.cacheDir);
    expect(files.length).toBeGreaterThan(5);
    for (const name of files) captured.push(name, await readFile(join(t.cacheDir, name), 'utf8'));
    expect(captured.join('\n')).toContain(s.priced);
    expect(captured.filter((text) => text.includes(DEMO_KEYS.scale))).toEqual([]);
  });
});

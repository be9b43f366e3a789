// Main's side of the endpoint table (shared/service/endpoint-table.ts): the handlers name
// exactly its rows, and the client calls each row at the URL the spec and auto.dev give it
// (docs/vehicle-data-service.md; docs/real-service.md #1 plate, #13 taxes), worked out by hand here.
import { afterEach, describe, expect, it } from 'vitest';
import type { ParsedInput } from '../../shared/ipc/contract';
import type { Dialect } from '../../shared/service/dialect';
import { ENDPOINT_CHANNELS } from '../../shared/service/endpoint-schemas';
import { ENDPOINT_IDS, type EndpointId } from '../../shared/service/endpoint-table';
import { CACHE_TTL_MS } from './cache-policy';
import { planRequiredMessage } from './error-messages';
import { createServiceHandlers } from './service-handlers';
import { createTestClient, type TestClient } from './test-support/test-client';
import { SAMPLE_VIN } from './test-support/sample-bodies';

const BASE = 'https://vds.test/v2';

/** Each row's input as the window would send it. */
const INPUTS: Record<EndpointId, unknown> = {
  'listings.search': { 'vehicle.make': 'Honda', limit: 10 },
  'listings.select': { 'vehicle.make': 'Honda', select: ['vin'], limit: 10 },
  'listings.next': { url: `${BASE}/listings?cursor=c2` },
  'listings.get': { vin: SAMPLE_VIN },
  'vehicle.photos': { vin: SAMPLE_VIN },
  'vehicle.decode': { vin: SAMPLE_VIN },
  'vehicle.build': { vin: SAMPLE_VIN },
  'vehicle.specs': { vin: SAMPLE_VIN },
  'vehicle.recalls': { vin: SAMPLE_VIN },
  'vehicle.openRecalls': { vin: SAMPLE_VIN, recalls: true },
  'plate.lookup': { plate: 'abc-123', state: 'ca' },
  'finance.payments': { vin: SAMPLE_VIN, price: '25000', zip: '78701' },
  'finance.apr': { vin: SAMPLE_VIN, year: 2020, make: 'Honda', model: 'Accord', zip: '78701', creditScore: '720' },
  'finance.taxes': { vin: SAMPLE_VIN, zip: '78701', creditScore: 720, price: 25_000, docFee: 85, months: 60 },
  'finance.tco': { vin: SAMPLE_VIN, zip: '78701' },
};

/** Path and query of each call, by dialect; query parameters in any order. */
const EXPECTED: Record<EndpointId, Record<Dialect, string>> = {
  'listings.search': {
    spec: '/listings?vehicle.make=Honda&limit=10',
    autodev: '/listings?vehicle.make=Honda&limit=10',
  },
  'listings.select': {
    spec: '/listings?vehicle.make=Honda&select=vin&limit=10',
    autodev: '/listings?vehicle.make=Honda&select=vin&limit=10',
  },
  'listings.next': { spec: '/listings?cursor=c2', autodev: '/listings?cursor=c2' },
  'listings.get': { spec: `/listings/${SAMPLE_VIN}`, autodev: `/listings/${SAMPLE_VIN}` },
  'vehicle.photos': { spec: `/photos/${SAMPLE_VIN}`, autodev: `/photos/${SAMPLE_VIN}` },
  'vehicle.decode': { spec: `/vin/${SAMPLE_VIN}`, autodev: `/vin/${SAMPLE_VIN}` },
  'vehicle.build': { spec: `/build/${SAMPLE_VIN}`, autodev: `/build/${SAMPLE_VIN}` },
  'vehicle.specs': { spec: `/specs/${SAMPLE_VIN}`, autodev: `/specs/${SAMPLE_VIN}` },
  'vehicle.recalls': { spec: `/recalls/${SAMPLE_VIN}`, autodev: `/recalls/${SAMPLE_VIN}` },
  'vehicle.openRecalls': {
    spec: `/openrecalls/${SAMPLE_VIN}?recalls=true`,
    autodev: `/openrecalls/${SAMPLE_VIN}?recalls=true`,
  },
  'plate.lookup': { spec: '/plate/ABC123?state=CA', autodev: '/plate/CA/ABC123' },
  'finance.payments': {
    spec: `/payments/${SAMPLE_VIN}?price=25000&zip=78701`,
    autodev: `/payments/${SAMPLE_VIN}?price=25000&zip=78701`,
  },
  'finance.apr': {
    spec: `/apr/${SAMPLE_VIN}?year=2020&make=Honda&model=Accord&zip=78701&creditScore=720`,
    autodev: `/apr/${SAMPLE_VIN}?year=2020&make=Honda&model=Accord&zip=78701&creditScore=720`,
  },
  // The spec's /taxes takes zip, creditScore, styleId, listingId, price, miles; auto.dev's
  // price, zip, docFee, tradeIn, rate, downPayment, months.
  'finance.taxes': {
    spec: `/taxes/${SAMPLE_VIN}?zip=78701&creditScore=720&price=25000`,
    autodev: `/taxes/${SAMPLE_VIN}?zip=78701&price=25000&docFee=85&months=60`,
  },
  'finance.tco': { spec: `/tco/${SAMPLE_VIN}?zip=78701`, autodev: `/tco/${SAMPLE_VIN}?zip=78701` },
};

/** A path and query with the query's parameters sorted, so their order does not matter. */
function comparable(pathAndQuery: string): string {
  const url = new URL(pathAndQuery, 'https://x.test');
  const query = [...url.searchParams.entries()].sort(([a], [b]) => a.localeCompare(b));
  return `${decodeURIComponent(url.pathname)}?${new URLSearchParams(query).toString()}`;
}

let t: TestClient | undefined;
afterEach(async () => {
  await t?.dispose();
  t = undefined;
});

/** A client whose fetch records each URL and answers 404, in the given dialect. */
async function recordingClient(dialect: Dialect) {
  const urls: string[] = [];
  t = await createTestClient(BASE, {
    config: { dialect, plan: 'scale' },
    fetchImpl: async (input) => {
      urls.push(String(input));
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    },
  });
  return { client: t.client, urls };
}

describe('the client, per row of the endpoint table', () => {
  it.each(['spec', 'autodev'] as const)('calls every row at its path in the %s dialect', async (dialect) => {
    const { client, urls } = await recordingClient(dialect);
    for (const id of ENDPOINT_IDS) {
      const input = ENDPOINT_CHANNELS[id].input.parse(INPUTS[id]) as ParsedInput<EndpointId>;
      urls.length = 0;
      await client.call(id, input as never).catch(() => undefined);
      expect(urls, id).toHaveLength(1);
      expect(comparable(urls[0]!.slice(BASE.length)), `${id} (${dialect})`).toBe(comparable(EXPECTED[id][dialect]));
    }
  });
});

describe('main’s cache times, from the table', () => {
  it('keeps factory data 30 days, recalls, photos and money a day, plates and TCO a week, listings 10 minutes', () => {
    const DAY = 86_400_000;
    expect(CACHE_TTL_MS).toEqual({
      vin: 30 * DAY,
      build: 30 * DAY,
      specs: 30 * DAY,
      recalls: DAY,
      openrecalls: DAY,
      listings: 600_000,
      listing: 600_000,
      photos: DAY,
      plate: 7 * DAY,
      payments: DAY,
      apr: DAY,
      taxes: DAY,
      tco: 7 * DAY,
    });
  });
});

describe('plan refusal words, from the table', () => {
  it('names each endpoint key as before', () => {
    expect(planRequiredMessage('listings', 'starter')).toBe('Listing search needs the Starter plan.');
    expect(planRequiredMessage('listing', 'growth')).toBe('Listings need the Growth plan.');
    expect(planRequiredMessage('build', 'scale')).toBe('Build data needs the Scale plan.');
    expect(planRequiredMessage('openrecalls', 'scale')).toBe('Open recalls need the Scale plan.');
  });
});

describe('the service handlers', () => {
  it('are the table’s rows, plan access and the cache, no more and no fewer', async () => {
    const { client } = await recordingClient('spec');
    expect(Object.keys(createServiceHandlers(client)).sort()).toEqual(
      [...ENDPOINT_IDS, 'plan.access', 'cache.clear', 'cache.saved'].sort(),
    );
  });
});

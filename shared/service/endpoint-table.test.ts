// The endpoint table against its sources, and every list derived from it against the table.
// Expected prices are read from docs/real-service.md row 26, plans from the spec's "Plan
// availability" table and docs/real-service.md #2, paths from docs/vehicle-data-service.md and
// docs/real-service.md #1: written out here by hand, not copied from the table.
import { describe, expect, expectTypeOf, it } from 'vitest';
import { CHANNEL_NAME_LIST, type ListedChannelName } from '../ipc/channel-names';
import { contract } from '../ipc/contract';
import { serviceChannels } from '../ipc/service-channels';
import { ENDPOINTS, EVERY_PLAN_ENDPOINTS, MINIMUM_PLANS, type Endpoint } from '../plan/plan-access';
import { ENDPOINT_CHANNELS } from './endpoint-schemas';
import { ENDPOINT_IDS, ENDPOINT_TABLE, pathNames, type EndpointId } from './endpoint-table';

const IDS_BY_HAND = [
  'listings.search',
  'listings.select',
  'listings.next',
  'listings.get',
  'vehicle.photos',
  'vehicle.decode',
  'vehicle.build',
  'vehicle.specs',
  'vehicle.recalls',
  'vehicle.openRecalls',
  'plate.lookup',
  'finance.payments',
  'finance.apr',
  'finance.taxes',
  'finance.tco',
];

/** Row 26: "Per call, Starter / Growth / Scale", "–" = not on the plan. */
const ROW_26: Record<Endpoint, [number | null, number | null, number | null]> = {
  vin: [0.004, 0.0025, 0.0015],
  listings: [0.002, 0.0015, 0.001],
  // Row 26 has no single-listing price: GET /listings/{vin} is a listings call.
  listing: [0.002, 0.0015, 0.001],
  photos: [0.001, 0.0009, 0.0007],
  specs: [null, 0.0015, 0.001],
  recalls: [null, 0.01, 0.007],
  tco: [null, 0.06, 0.04],
  payments: [null, 0.005, 0.004],
  apr: [null, 0.005, 0.004],
  build: [null, 0.1, 0.08],
  openrecalls: [null, null, 0.06],
  plate: [null, null, 0.55],
  taxes: [null, null, 0.005],
};

/** The spec's plan table; auto.dev's differs only in /build (docs/real-service.md #2). */
const SPEC_PLAN: Record<Endpoint, string> = {
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

const PATHS: Record<EndpointId, { spec: string; autodev: string }> = {
  'listings.search': { spec: '/listings', autodev: '/listings' },
  'listings.select': { spec: '/listings', autodev: '/listings' },
  'listings.next': { spec: '/listings', autodev: '/listings' },
  'listings.get': { spec: '/listings/{vin}', autodev: '/listings/{vin}' },
  'vehicle.photos': { spec: '/photos/{vin}', autodev: '/photos/{vin}' },
  'vehicle.decode': { spec: '/vin/{vin}', autodev: '/vin/{vin}' },
  'vehicle.build': { spec: '/build/{vin}', autodev: '/build/{vin}' },
  'vehicle.specs': { spec: '/specs/{vin}', autodev: '/specs/{vin}' },
  'vehicle.recalls': { spec: '/recalls/{vin}', autodev: '/recalls/{vin}' },
  'vehicle.openRecalls': { spec: '/openrecalls/{vin}', autodev: '/openrecalls/{vin}' },
  'plate.lookup': { spec: '/plate/{plate}', autodev: '/plate/{state}/{plate}' },
  'finance.payments': { spec: '/payments/{vin}', autodev: '/payments/{vin}' },
  'finance.apr': { spec: '/apr/{vin}', autodev: '/apr/{vin}' },
  'finance.taxes': { spec: '/taxes/{vin}', autodev: '/taxes/{vin}' },
  'finance.tco': { spec: '/tco/{vin}', autodev: '/tco/{vin}' },
};

const rows = () => ENDPOINT_IDS.map((id) => [id, ENDPOINT_TABLE[id]] as const);

describe('the endpoint table', () => {
  it('has one row per service channel the window calls', () => {
    expect([...ENDPOINT_IDS].sort()).toEqual([...IDS_BY_HAND].sort());
  });

  it.each(IDS_BY_HAND)('%s: its price per plan is row 26’s, dated and sourced', (id) => {
    const row = ENDPOINT_TABLE[id as EndpointId];
    const [starter, growth, scale] = ROW_26[row.plan];
    expect(row.price.perCall).toEqual({ starter, growth, scale });
    expect(row.price.source).toMatch(/^docs\/real-service\.md row 26\b/);
    expect(row.price.asOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });

  it.each(IDS_BY_HAND)('%s: its minimum plan is the spec’s, and auto.dev’s only differs for /build', (id) => {
    const row = ENDPOINT_TABLE[id as EndpointId];
    expect(row.minimumPlan.spec).toBe(SPEC_PLAN[row.plan]);
    expect(row.minimumPlan.autodev).toBe(row.plan === 'build' ? 'growth' : SPEC_PLAN[row.plan]);
  });

  it('prices a call only on the plans that include it (auto.dev’s column)', () => {
    const tier = { starter: 0, growth: 1, scale: 2 } as const;
    for (const [id, row] of rows()) {
      const needed = tier[row.minimumPlan.autodev];
      for (const plan of ['starter', 'growth', 'scale'] as const)
        expect(row.price.perCall[plan] !== null, `${id} on ${plan}`).toBe(tier[plan] >= needed);
    }
  });

  it.each(IDS_BY_HAND)('%s: its paths are the spec’s and auto.dev’s', (id) => {
    expect(ENDPOINT_TABLE[id as EndpointId].path).toEqual(PATHS[id as EndpointId]);
  });

  it('keeps a VIN page’s answers 15 minutes and no other row’s', () => {
    const kept = rows()
      .filter(([, row]) => 'keepMs' in row.freshness)
      .map(([id, row]) => [id, (row.freshness as { keepMs: number }).keepMs]);
    expect(Object.fromEntries(kept)).toEqual({
      'listings.get': 900_000,
      'vehicle.photos': 900_000,
      'vehicle.decode': 900_000,
      'vehicle.build': 900_000,
      'vehicle.specs': 900_000,
      'vehicle.recalls': 900_000,
      'vehicle.openRecalls': 900_000,
    });
  });

  it('reads the names a path takes', () => {
    expect(pathNames('/plate/{state}/{plate}')).toEqual(['state', 'plate']);
    expect(pathNames('/listings')).toEqual([]);
  });
});

describe('what is derived from the table', () => {
  it('the schema column names exactly the table’s rows', () => {
    expect(Object.keys(ENDPOINT_CHANNELS).sort()).toEqual([...ENDPOINT_IDS].sort());
  });

  it('the service channels are the rows, plan access and the cache', () => {
    expect(Object.keys(serviceChannels).sort()).toEqual(
      [...ENDPOINT_IDS, 'plan.access', 'cache.clear', 'cache.saved'].sort(),
    );
    for (const id of ENDPOINT_IDS) expect(contract[id]).toBe(ENDPOINT_CHANNELS[id]);
  });

  it('the preload’s channel list holds every row once, and only channels of the contract', () => {
    for (const id of ENDPOINT_IDS) expect(CHANNEL_NAME_LIST.filter((name) => name === id)).toHaveLength(1);
    expect(new Set(CHANNEL_NAME_LIST).size).toBe(CHANNEL_NAME_LIST.length);
    expect([...CHANNEL_NAME_LIST].sort()).toEqual(Object.keys(contract).sort());
    expectTypeOf<EndpointId>().toExtend<ListedChannelName>();
  });

  it('the plan tables’ endpoints are the rows’ plan keys, and each column is the rows’', () => {
    expect([...ENDPOINTS].sort()).toEqual(Object.keys(SPEC_PLAN).sort());
    for (const [, row] of rows()) {
      expect(MINIMUM_PLANS.spec[row.plan]).toBe(row.minimumPlan.spec);
      expect(MINIMUM_PLANS.autodev[row.plan]).toBe(row.minimumPlan.autodev);
    }
  });

  it('rows sharing a plan key agree on its plans, price, cache time and refusal words', () => {
    const byPlan = new Map<string, unknown>();
    for (const [, row] of rows()) {
      const facts = JSON.stringify([row.minimumPlan, row.price, row.freshness.cacheMs, row.planSubject]);
      expect(byPlan.get(row.plan) ?? facts).toBe(facts);
      byPlan.set(row.plan, facts);
    }
  });

  it('the endpoints every plan of both services has are decode, listings and photos', () => {
    expect([...EVERY_PLAN_ENDPOINTS].sort()).toEqual(['listing', 'listings', 'photos', 'vin']);
  });
});

// The window's query factories of the service endpoints, against the endpoint table: each
// asks its row's channel, fresh as long as the row says. The figures by hand: listings 5
// minutes, photos, recalls and plates an hour, factory data a day, finance half an hour;
// a VIN page's answers kept a quarter hour (shared/service/endpoint-freshness.ts says why).
import { useQuery } from '@tanstack/react-query';
import { describe, expect, expectTypeOf, it } from 'vitest';
import type { SpecsResponse } from '../../shared/schemas/specs-schema';
import { ENDPOINT_IDS, type EndpointId } from '../../shared/service/endpoint-table';
import { endpointQuery } from './endpoint-query';
import { financeQueries } from './finance-queries';
import { listingQueries } from './listing-queries';
import { lotQueries } from './lot-queries';
import { vehicleQueries } from './vehicle-queries';
import { VEHICLE_PAGE_GC_MS } from './vehicle-page-queries';

const VIN = '1HGCM82633A004352';
const MIN = 60_000;

/** Each row's factory, as the panels call it, with the timing worked out by hand. */
const FACTORIES: Partial<
  Record<
    EndpointId,
    { query: { queryKey: readonly unknown[]; staleTime?: unknown; gcTime?: unknown }; stale: number; keep?: number }
  >
> = {
  'listings.search': { query: listingQueries.search({ zip: '90210' }), stale: 5 * MIN },
  'listings.next': { query: listingQueries.next('https://x.test/listings?cursor=1'), stale: 5 * MIN },
  'listings.get': { query: listingQueries.byVin(VIN), stale: 5 * MIN, keep: 15 * MIN },
  'vehicle.photos': { query: vehicleQueries.photos(VIN), stale: 60 * MIN, keep: 15 * MIN },
  'vehicle.decode': { query: vehicleQueries.decode(VIN), stale: 24 * 60 * MIN, keep: 15 * MIN },
  'vehicle.build': { query: vehicleQueries.build(VIN), stale: 24 * 60 * MIN, keep: 15 * MIN },
  'vehicle.specs': { query: vehicleQueries.specs(VIN), stale: 24 * 60 * MIN, keep: 15 * MIN },
  'vehicle.recalls': { query: vehicleQueries.recalls(VIN), stale: 60 * MIN, keep: 15 * MIN },
  'vehicle.openRecalls': { query: vehicleQueries.openRecalls(VIN), stale: 60 * MIN, keep: 15 * MIN },
  'plate.lookup': { query: lotQueries.plate({ plate: 'ABC123', state: 'CA' }), stale: 60 * MIN },
  'finance.payments': { query: financeQueries.payments({ vin: VIN, price: '1', zip: '78701' }), stale: 30 * MIN },
  'finance.apr': {
    query: financeQueries.apr({ vin: VIN, year: 2020, make: 'a', model: 'b', zip: '78701', creditScore: '700' }),
    stale: 30 * MIN,
  },
  'finance.taxes': { query: financeQueries.taxes({ vin: VIN }), stale: 30 * MIN },
  'finance.tco': { query: financeQueries.tco({ vin: VIN }), stale: 30 * MIN },
};

/** Rows only main calls (the CSV export's `select` pages): no window factory. */
const MAIN_ONLY: readonly EndpointId[] = ['listings.select'];

describe('the window’s endpoint queries', () => {
  it('has a factory for every row of the table the window calls', () => {
    expect([...Object.keys(FACTORIES), ...MAIN_ONLY].sort()).toEqual([...ENDPOINT_IDS].sort());
  });

  it.each(Object.entries(FACTORIES))('%s: asks its row’s channel, fresh and kept as the row says', (id, factory) => {
    expect(factory!.query.queryKey.slice(0, 2)).toEqual(['vds', id]);
    expect(factory!.query.staleTime).toBe(factory!.stale);
    expect(factory!.query.gcTime).toBe(factory!.keep);
  });

  it('keeps the facets of a search as fresh as the search, under their own key', () => {
    const facets = listingQueries.facets({ zip: '90210' });
    expect(facets.queryKey.at(-1)).toBe('facets');
    expect(facets.staleTime).toBe(5 * MIN);
  });

  it('keeps a VIN page as long as each of its answers', () => {
    expect(VEHICLE_PAGE_GC_MS).toBe(15 * MIN);
  });
});

describe('a row’s query written inside useQuery', () => {
  // Checked by tsc (npm run typecheck compiles this file): a panel may call endpointQuery
  // inline, and its data keeps the channel's answer type instead of taking useQuery's own.
  it('keeps the answer type of its row', () => {
    const useSpecs = () => useQuery(endpointQuery('vehicle.specs', { vin: VIN })).data?.data;
    expectTypeOf(useSpecs).returns.toEqualTypeOf<SpecsResponse | undefined>();
  });
});

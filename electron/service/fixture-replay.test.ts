import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppError } from '../../shared/ipc/app-error';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { appErrorOf, createTestClient, TEST_KEY, type TestClient } from './test-support/test-client';
import type { ServiceClient } from './create-service-client';

// Every documented request/answer pair of the hosted service (real-service-fixtures/),
// served by a local HTTP server and read through the real client in the auto.dev
// dialect. Each case checks values read by hand from the fixture, not just "no throw",
// and that the client asked for the path the fixture documents.

const FIXTURES = resolve(__dirname, '../../test-fixtures/autodev');

interface Fixture {
  request: { method: string; path: string; query?: Record<string, string> };
  status: number;
  body: unknown;
}

function fixture(name: string): Fixture {
  return JSON.parse(readFileSync(join(FIXTURES, name), 'utf8')) as Fixture;
}

let service: FakeService;
let t: TestClient;

beforeAll(async () => {
  service = await startFakeService();
});
afterAll(async () => {
  await service.close();
});
beforeEach(async () => {
  await t?.dispose();
  t = await createTestClient(service.url, {
    config: { dialect: 'autodev', plan: 'unknown', v1BaseUrl: `${service.url}/api` },
  });
  service.seen.length = 0;
});

/** Serves the fixture's answer to whatever is asked, and returns what was asked. */
function serve(name: string): Fixture {
  const served = fixture(name);
  service.setRoute(() => ({ status: served.status, body: served.body }));
  return served;
}

const ok = <T>(promise: Promise<{ data: T }>) => promise.then((result) => result.data);

/** The base service's /vin/{vin}: the decode the client makes when no v1 address is set. */
const v2Decode = (client: ServiceClient, vin: string) => {
  t.config.v1BaseUrl = '';
  return client.decodeVinV1(vin);
};

type SuccessCase = [name: string, call: (client: ServiceClient) => Promise<unknown>, check: (data: never) => void];

const successes: SuccessCase[] = [
  [
    'vin-decode.json',
    (c) => ok(v2Decode(c, '3GCUDHEL3NG668790')),
    (d: { make: string; model: string; trim: string; vehicle: { year: number } }) => {
      expect(d).toMatchObject({ make: 'Chevrolet', model: 'Silverado 1500', trim: 'ZR2' });
    },
  ],
  [
    'vin-decode-year-array.json',
    (c) => ok(v2Decode(c, 'WP0AF2A99KS165242')),
    (d: { vehicle: { year: number; yearTo?: number }; trim: string }) => {
      expect(d.vehicle).toMatchObject({ year: 2019, yearTo: 2020 });
      expect(d.trim).toBe('GT3 RS');
    },
  ],
  [
    'v1-vin-decode.json',
    (c) => ok(c.decodeVinV1('JT2JA82JP0R000000')),
    (d: { make: string; model: string; vin: string }) => {
      expect(d).toMatchObject({ vin: 'JT2JA82JP0R000000', make: 'Toyota', model: 'Supra' });
    },
  ],
  [
    'build.json',
    (c) => ok(c.getBuild('1FTFW3LDXRFB40317')),
    (d: { make: string; model: string; trim: string; year: number }) => {
      expect(d).toMatchObject({ make: 'Ford', model: 'F-150', trim: 'XLT', year: 2024 });
    },
  ],
  [
    'specs.json',
    (c) => ok(c.getSpecs('1FTFW3LDXRFB40317')),
    (d: { vehicle: { make: string }; specs: { totalSeating: number; price: { baseMsrp: number } } }) => {
      expect(d.vehicle.make).toBe('Porsche');
      expect(d.specs.totalSeating).toBe(2);
      expect(d.specs.price.baseMsrp).toBe(187500);
    },
  ],
  [
    'recalls.json',
    (c) => ok(c.getRecalls('WP0AF2A99KS165242')),
    (d: { regulatorCampaignNumber: string; manufacturer: string }[]) => {
      expect(d[0]).toMatchObject({
        regulatorCampaignNumber: '21V201000',
        manufacturer: 'Porsche Cars North America, Inc.',
      });
    },
  ],
  ['recalls-empty.json', (c) => ok(c.getRecalls('WP0AF2A99KS165242')), (d: unknown[]) => expect(d).toEqual([])],
  [
    'openrecalls.json',
    (c) => ok(c.getOpenRecalls('1FMUK7DHXSGA27345')),
    (d: { openRecalls: number; data: { regulatorCampaignNumber: string }[] }) => {
      expect(d.openRecalls).toBe(1);
      expect(d.data[0]!.regulatorCampaignNumber).toBe('25V239000');
    },
  ],
  [
    'openrecalls-empty.json',
    (c) => ok(c.getOpenRecalls('1FMUK7DHXSGA27345')),
    (d: { openRecalls: number; data: unknown[]; manufacturerCampaignCount: number }) => {
      expect(d).toMatchObject({ openRecalls: 0, data: [], manufacturerCampaignCount: 0 });
    },
  ],
  [
    'openrecalls-status-null-date.json',
    (c) => ok(c.getOpenRecalls('1FMUK7DHXSGA27345')),
    (d: { data: { regulatorCampaignNumber: string; expectedRemediationDate?: string }[] }) => {
      expect(d.data[0]!.regulatorCampaignNumber).toBe('25V239000');
      expect(d.data[0]!.expectedRemediationDate).toBeUndefined();
    },
  ],
  [
    'plate-found.json',
    (c) => ok(c.lookupPlate('ABC123', 'CA')),
    (d: { vin: string; make: string; model: string; year: number }) => {
      expect(d).toMatchObject({ vin: '1N4BL4BV3LC205823', make: 'Nissan', model: 'Altima', year: 2020 });
    },
  ],
  [
    'photos-found.json',
    (c) => ok(c.getPhotos('WP0AF2A99KS165242')),
    (d: { retail: string[] }) => {
      expect(d.retail).toHaveLength(3);
      expect(d.retail[0]).toBe('https://api.auto.dev/photos/retail/WP0AA2990WS321225-1.jpg');
    },
  ],
  [
    'photos-empty.json',
    (c) => ok(c.getPhotos('WP0AF2A99KS165242')),
    (d: { retail: string[] }) => expect(d.retail).toEqual([]),
  ],
  [
    'listings-search.json',
    (c) => c.searchListings({ limit: 20 }).then((r) => r.data),
    (d: {
      data: { vin: string; createdAt?: string; location?: number[]; retailListing: { price: number | null } }[];
    }) => {
      const row = d.data[0]!;
      expect(row.vin).toBe('10ARJYBS7RC154562');
      // "2025-09-14 14:04:06" carries no zone: it is UTC.
      expect(Date.parse(row.createdAt!)).toBe(Date.UTC(2025, 8, 14, 14, 4, 6));
      // [longitude, latitude] on the wire; latitude first in the app, as in the spec.
      expect(row.location).toEqual([40.2476, -77.0334]);
    },
  ],
  [
    'listings-vin.json',
    (c) => ok(c.getListing('10ARJYBS7RC154562')),
    (d: { vin: string; vehicle: { make: string; model: string } }) => {
      expect(d).toMatchObject({ vin: '10ARJYBS7RC154562', vehicle: { make: 'Jeep', model: 'Grand Cherokee' } });
    },
  ],
  [
    'listings-facets.json',
    (c) => c.searchListings({ 'vehicle.year': '2020-2024', includes: ['facets'] } as never).then((r) => r.data),
    (d: { facets?: Record<string, { value: string; count: number }[]> }) => {
      expect(d.facets?.['vehicle.make']?.find((bucket) => bucket.value === 'Ford')?.count).toBe(309520);
      expect(d.facets?.['vehicle.year']?.find((bucket) => bucket.value === '2024')?.count).toBe(744591);
    },
  ],
  [
    'listings-cursor-links.json',
    (c) => c.searchListings({ limit: 20 }).then((r) => r.data),
    (d: { next: string | null }) => expect(d.next).toBe('/listings?cursor=eyJrIjoxNzMyMDg...&limit=20'),
  ],
  [
    'listings-envelope-metadata.json',
    (c) => c.searchListings({ limit: 20 }).then(async (r) => ({ page: r.data, access: await c.planAccess() })),
    (d: { page: { data: unknown[] }; access: { plan: string; source: string } }) => {
      expect(d.page.data).toEqual([]);
      // The envelope's user.plan names the plan.
      expect(d.access).toMatchObject({ plan: 'free', source: 'service-user' });
    },
  ],
  [
    'listings-select-flat.json',
    (c) =>
      c.selectListings({
        select: ['vehicle.vin', 'vehicle.year', 'vehicle.make', 'retailListing.price'],
        limit: 20,
      } as never),
    (d: { data: { data: Record<string, unknown>[] } }) => {
      expect(d.data.data[0]).toMatchObject({ 'vehicle.vin': 'YV4L12UC0S2574760', 'retailListing.price': 30975 });
    },
  ],
  [
    'payments.json',
    (c) => ok(c.getPayments({ vin: '1C4RJFAG0FC625797', price: '25000', zip: '55414', docFee: 200, tradeIn: '0' })),
    (d: { paymentsData: { loanMonthlyPayment: number; loanAmount: number } }) => {
      expect(d.paymentsData).toMatchObject({ loanMonthlyPayment: 363.83, loanAmount: 21952.49 });
    },
  ],
  [
    'apr.json',
    (c) =>
      ok(
        c.getApr({
          vin: '1C4HJXEN5MW592818',
          year: 2021,
          make: 'Jeep',
          model: 'Wrangler',
          zip: '37129',
          creditScore: '720',
        }),
      ),
    (d: { apr: Record<string, number>; vehicleMileage?: number }) => {
      expect(d.apr['60']).toBe(7.524);
      expect(d.vehicleMileage).toBe(36000);
    },
  ],
  [
    'taxes.json',
    (c) => ok(c.getTaxes({ vin: '19UDE2F31MA000428', zip: '94020', price: 25000, docFee: 200 })),
    (d: { totalTaxesAndFees: number; taxes: { stateSalesTax: number } }) => {
      expect(d.totalTaxesAndFees).toBe(9585.5);
      expect(d.taxes.stateSalesTax).toBe(5100);
    },
  ],
  [
    'taxes-legacy-types.json',
    (c) => ok(c.getTaxes({ vin: 'WP0AF2A99KS165242', zip: '33132', price: 239888 })),
    (d: { totalTaxesAndFees: number; criteria: { tradeIn?: number } }) => {
      expect(d.totalTaxesAndFees).toBe(1260.75);
      expect(d.criteria.tradeIn).toBe(15000);
    },
  ],
  [
    'tco.json',
    (c) => ok(c.getTco({ vin: '1FTFW3LDXRFB40317', zip: '90210' })),
    (d: { tco: { total: { insurance: number; depreciation: number } } }) => {
      expect(d.tco.total).toMatchObject({ insurance: 12110, depreciation: 44236 });
    },
  ],
];

describe('fixture replay: successful answers', () => {
  it('covers every 200 fixture', () => {
    const all = readdirSync(FIXTURES).filter((name) => fixture(name).status === 200);
    expect(successes.map(([name]) => name).sort()).toEqual(all.sort());
  });

  it.each(successes)('%s', async (name, call, check) => {
    const served = serve(name);
    const data = await call(t.client);
    (check as (value: unknown) => void)(data);
    const asked = service.seen[0]!;
    expect(asked.path).toBe(served.request.path.replace(/^\/vin\//, name.startsWith('v1') ? '/api/vin/' : '/vin/'));
    if (name.startsWith('v1')) {
      // v1 takes the key as a lower-case apikey query parameter, not as a header.
      expect(asked.url.searchParams.get('apikey')).toBe(TEST_KEY);
      expect(asked.headers.authorization).toBeUndefined();
    } else {
      expect(asked.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    }
  });

  it('sends the taxes query under the hosted parameter names, from the deal', async () => {
    serve('taxes.json');
    await t.client.getTaxes({
      vin: '19UDE2F31MA000428',
      zip: '94020',
      price: 25000,
      docFee: 200,
      tradeIn: 5000,
      rate: 6.9,
      downPayment: 2000,
      months: 60,
      creditScore: 700,
      miles: 12000,
    });
    expect(Object.fromEntries(service.seen[0]!.url.searchParams)).toEqual({
      price: '25000',
      zip: '94020',
      docFee: '200',
      tradeIn: '5000',
      rate: '6.9',
      downPayment: '2000',
      months: '60',
    });
  });
});

type ErrorCase = [name: string, call: (client: ServiceClient) => Promise<unknown>, expected: Partial<AppError>];

const errors: ErrorCase[] = [
  [
    'build-decode-failed-400.json',
    (c) => c.getBuild('1FMDE0AP0SLA20048'),
    { kind: 'invalid-input', code: 'VIN_DECODE_FAILED' },
  ],
  [
    'error-auth-nested-401.json',
    (c) => v2Decode(c, '1HGCM82633A004352'),
    {
      kind: 'unauthorized',
      status: 401,
      service: { message: 'Authentication required. Get your API key at https://auto.dev/dashboard/api-keys' },
    },
  ],
  [
    'listings-not-found-404.json',
    (c) => c.getListing('1FTFW3LDXRFB40317'),
    { kind: 'not-found', code: 'RESOURCE_NOT_FOUND' },
  ],
  [
    'openrecalls-not-found-404.json',
    (c) => c.getOpenRecalls('1FTFW3LDXRFB40317'),
    { kind: 'not-found', code: 'VIN_NOT_FOUND' },
  ],
  [
    'payments-source-error-503.json',
    (c) => c.getPayments({ vin: '1GYKPDRSXSZ102995', price: '25000', zip: '55414' }),
    { kind: 'unavailable', code: 'SOURCE_ERROR' },
  ],
  [
    'plan-required-402.json',
    (c) => c.getSpecs('1FTFW3LDXRFB40317'),
    {
      kind: 'plan-required',
      planRequired: 'growth',
      currentPlan: 'free',
      upgradeUrl: 'https://auto.dev/pricing?tier=Growth',
    },
  ],
  [
    'plan-required-403-flat.json',
    (c) => c.getSpecs('1HGCM82633A004352'),
    { kind: 'plan-required', planRequired: 'growth', upgradeUrl: 'https://auto.dev/pricing' },
  ],
  [
    'plate-invalid-format-400.json',
    (c) => c.lookupPlate('ABC12345XYZ', 'CA'),
    { kind: 'invalid-input', code: 'INVALID_PLATE_FORMAT' },
  ],
  ['plate-not-found-404.json', (c) => c.lookupPlate('XYZ999', 'CA'), { kind: 'not-found', code: 'PLATE_NOT_FOUND' }],
  ['rate-limited-429.json', (c) => c.searchListings({ limit: 20 }), { kind: 'rate-limited', status: 429 }],
  [
    'taxes-invalid-request-400.json',
    (c) => c.getTaxes({ vin: '1FTFW3LDXRFB40317', zip: '12345' }),
    { kind: 'invalid-input', code: 'INVALID_REQUEST', suggestion: 'Please check zip code: 12345' },
  ],
  [
    'tco-invalid-location-400.json',
    (c) => c.getTco({ vin: '1GYKPDRSXSZ102995', zip: '90210' }),
    { kind: 'invalid-input', code: 'INVALID_LOCATION' },
  ],
];

/** Fixtures for a malformed VIN ("123Invalid"): the client refuses those before any request. */
const REFUSED_LOCALLY = [
  'apr-error-wrapped-400.json',
  'photos-invalid-vin-404.json',
  'specs-invalid-vin-400.json',
  'vin-decode-invalid-400.json',
];

describe('fixture replay: error answers', () => {
  it('covers every error fixture', () => {
    const all = readdirSync(FIXTURES).filter((name) => fixture(name).status !== 200);
    expect([...errors.map(([name]) => name), ...REFUSED_LOCALLY].sort()).toEqual(all.sort());
  });

  it.each(errors)('%s', async (name, call, expected) => {
    serve(name);
    const error = await appErrorOf(call(t.client) as Promise<never>);
    expect(error).toMatchObject(expected);
    expect(JSON.stringify(error)).not.toContain(TEST_KEY);
  });

  it.each(REFUSED_LOCALLY)('%s: the malformed VIN is refused before any request', async (name) => {
    serve(name);
    const endpoint = fixture(name).request.path.split('/')[1]!;
    const calls: Record<string, (c: ServiceClient) => Promise<unknown>> = {
      apr: (c) =>
        c.getApr({ vin: '123Invalid', year: 2021, make: 'Jeep', model: 'Wrangler', zip: '37129', creditScore: '720' }),
      photos: (c) => c.getPhotos('123Invalid'),
      specs: (c) => c.getSpecs('123Invalid'),
      vin: (c) => v2Decode(c, '123Invalid'),
    };
    const error = await appErrorOf(calls[endpoint]!(t.client) as Promise<never>);
    expect(error).toMatchObject({ kind: 'invalid-input', code: 'INVALID_VIN_FORMAT' });
    expect(service.seen).toHaveLength(0);
  });

  it('reads the wrapped error body (apr) on a valid VIN too', async () => {
    service.setRoute(() => ({ status: 400, body: fixture('apr-error-wrapped-400.json').body }));
    const error = await appErrorOf(
      t.client.getApr({
        vin: '1C4HJXEN5MW592818',
        year: 2021,
        make: 'Jeep',
        model: 'Wrangler',
        zip: '37129',
        creditScore: '720',
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid-input', code: 'INVALID_VIN_FORMAT', requestId: 'a1b2c3d4e5f6g7h8' });
  });
});

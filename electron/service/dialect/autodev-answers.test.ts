import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { parseTolerant } from '../../../shared/schemas/tolerant';
import { ListingResponseSchema } from '../../../shared/schemas/listing-schema';
import { parseListingsPage, parseSelectedListingsPage } from '../../../shared/schemas/listings-page-schema';
import { PhotosResponseSchema } from '../../../shared/schemas/photos-schema';
import { VinDecodeSchema } from '../../../shared/schemas/vin-decode-schema';
import { BuildResponseSchema } from '../../../shared/schemas/build-schema';
import { SpecsResponseSchema } from '../../../shared/schemas/specs-schema';
import { RecallsResponseSchema } from '../../../shared/schemas/recall-schema';
import { OpenRecallsSchema } from '../../../shared/schemas/open-recalls-schema';
import { PlateSchema } from '../../../shared/schemas/plate-schema';
import { PaymentsSchema } from '../../../shared/schemas/payments-schema';
import { AprSchema } from '../../../shared/schemas/apr-schema';
import { TaxesSchema } from '../../../shared/schemas/taxes-schema';
import { TcoSchema } from '../../../shared/schemas/tco-schema';
import type { AnswerShape } from './service-dialect';
import { normalizeAutodevAnswer } from './autodev-normalize';
import { normalizeV1Decode } from './autodev-v1-decode';
import { normalizeAutodevFacets, parseFacetLabel, parseFacetRange } from './autodev-facets';
import { autodevTimestampToIso } from './autodev-timestamps';
import { normalizeListingRow, normalizeOpenRecalls, planFromAnswer, readAutodevError } from './autodev-answers';

// Driven by the documented request/answer pairs in test-fixtures/autodev:
// every 200 is normalised and parsed (and parsed raw too), every error is read.

interface Fixture {
  name: string;
  request: { path: string; query: Record<string, string>; base?: string };
  status: number;
  body?: unknown;
}

const FIXTURE_DIR = fileURLToPath(new URL('../../../test-fixtures/autodev/', import.meta.url));

function loadFixtures(): Fixture[] {
  return readdirSync(FIXTURE_DIR)
    .filter((file) => file.endsWith('.json'))
    .sort()
    .map((file) => ({
      ...(JSON.parse(readFileSync(join(FIXTURE_DIR, file), 'utf8')) as Omit<Fixture, 'name'>),
      name: file.replace(/\.json$/, ''),
    }));
}

const FIXTURES = loadFixtures();
const ANSWERS = FIXTURES.filter((fixture) => fixture.status === 200);
const ERRORS = FIXTURES.filter((fixture) => fixture.status !== 200);

type Parsed = { success: true; data: unknown; degraded: string[] } | { success: false; error: unknown };
const viaSchema =
  (schema: z.ZodType) =>
  (body: unknown): Parsed =>
    parseTolerant(schema, body);

const SCHEMAS: Record<AnswerShape, (body: unknown) => Parsed> = {
  listings: parseListingsPage,
  listing: viaSchema(ListingResponseSchema),
  photos: viaSchema(PhotosResponseSchema),
  vin: viaSchema(VinDecodeSchema),
  'v1-vin': viaSchema(VinDecodeSchema),
  build: viaSchema(BuildResponseSchema),
  specs: viaSchema(SpecsResponseSchema),
  recalls: viaSchema(RecallsResponseSchema),
  openrecalls: viaSchema(OpenRecallsSchema),
  plate: viaSchema(PlateSchema),
  payments: viaSchema(PaymentsSchema),
  apr: viaSchema(AprSchema),
  taxes: viaSchema(TaxesSchema),
  tco: viaSchema(TcoSchema),
  usage: () => ({ success: false, error: 'no usage fixture' }),
};

/** Which answer a fixture documents, from its request. */
function shapeOf(fixture: Fixture): AnswerShape {
  if (fixture.request.base === 'https://auto.dev/api') return 'v1-vin';
  const [, first, second] = fixture.request.path.split('/');
  if (first === 'listings') return second === undefined ? 'listings' : 'listing';
  return first as AnswerShape;
}

function parseAnswer(fixture: Fixture, body: unknown): Parsed {
  if (fixture.request.query.select !== undefined) return parseSelectedListingsPage(body);
  return SCHEMAS[shapeOf(fixture)](body);
}

/** The fixture normalised and parsed; the test fails with the reason if it does not parse. */
function normalised(name: string): Record<string, unknown> {
  const fixture = FIXTURES.find((candidate) => candidate.name === name);
  if (!fixture) throw new Error(`no fixture ${name}`);
  const parsed = parseAnswer(fixture, normalizeAutodevAnswer(shapeOf(fixture), fixture.body));
  if (!parsed.success) throw new Error(`${name}: ${JSON.stringify(parsed.error)}`);
  return parsed.data as Record<string, unknown>;
}

describe('every documented 200 answer', () => {
  it('covers the fixtures', () => {
    expect(ANSWERS.length).toBeGreaterThanOrEqual(20);
    expect(ERRORS.length).toBeGreaterThanOrEqual(14);
  });

  it.each(ANSWERS.map((fixture) => [fixture.name, fixture] as const))(
    '%s: normalised, it parses with nothing degraded',
    (_name, fixture) => {
      const parsed = parseAnswer(fixture, normalizeAutodevAnswer(shapeOf(fixture), fixture.body));
      expect(parsed).toMatchObject({ success: true, degraded: [] });
    },
  );

  it.each(ANSWERS.map((fixture) => [fixture.name, fixture] as const))(
    '%s: raw, the schema of its endpoint still parses it',
    (_name, fixture) => {
      expect(parseAnswer(fixture, fixture.body)).toMatchObject({ success: true });
    },
  );
});

describe('listings', () => {
  it('listings-facets: groups become the spec dimensions with value, count and URL', () => {
    const page = normalised('listings-facets') as { facets: Record<string, unknown[]> };
    expect(page.facets['vehicle.make']).toEqual([
      {
        value: 'Ford',
        count: 309520,
        url: 'https://api.auto.dev/listings?vehicle.year=2020-2024&includes=facets&vehicle.make=Ford',
      },
      expect.objectContaining({ value: 'Chevrolet', count: 259670 }),
      expect.objectContaining({ value: 'Toyota', count: 246351 }),
    ]);
    expect(page.facets['vehicle.year']).toContainEqual(expect.objectContaining({ value: '2023', count: 797530 }));
    expect(page.facets['retailListing.price']).toEqual([
      expect.objectContaining({ value: '21845-26437', count: 255498, range: { min: 21845, max: 26437 } }),
      expect.objectContaining({ value: '26437-30573', count: 266105, range: { min: 26437, max: 30573 } }),
    ]);
    expect(Object.keys(page.facets).sort()).toEqual(['retailListing.price', 'vehicle.make', 'vehicle.year']);
  });

  it('facets: unparseable labels are skipped, odd groups never crash', () => {
    expect(
      normalizeAutodevFacets({
        makes: { 'Ford (12)': 'u', 'no count': 'u', '(3)': 'u', 'Kia (x)': 'u' },
        mileage: { '0-10000 (4)': 'u', 'lots (2)': 'u', '100000+ (1)': 'u' },
        owners: 'not a group',
        weird: null,
        dealers: { 'Faulkner (1,234)': 42 },
      }),
    ).toEqual({
      'vehicle.make': [{ value: 'Ford', count: 12, url: 'u' }],
      'retailListing.miles': [
        { value: '0-10000', count: 4, url: 'u', label: '0-10000', range: { min: 0, max: 10000 } },
        { value: '100000-', count: 1, url: 'u', label: '100000+', range: { min: 100000 } },
      ],
      'retailListing.dealer': [{ value: 'Faulkner', count: 1234, url: '' }],
    });
    expect(normalizeAutodevFacets(undefined)).toEqual({});
    expect(normalizeAutodevFacets([1, 2])).toEqual({});
    expect(parseFacetLabel('Land Rover (7)')).toEqual({ value: 'Land Rover', count: 7 });
    expect(parseFacetRange('30000-20000')).toBeNull();
  });

  it('facets: a spec-shaped body passes through', () => {
    const spec = { 'vehicle.make': [{ value: 'Ford', count: 3, url: 'x' }, { bogus: true }] };
    expect(normalizeAutodevFacets(spec)).toEqual({ 'vehicle.make': [{ value: 'Ford', count: 3, url: 'x' }] });
  });

  it('listings-search: time in UTC, latitude first, carfax as history report, price 0 unpriced', () => {
    const page = normalised('listings-search') as { data: Record<string, unknown>[]; next: string };
    const [first, second] = page.data;
    expect(first).toMatchObject({
      vin: '10ARJYBS7RC154562',
      createdAt: '2025-09-14T14:04:06Z',
      location: [40.2476, -77.0334],
      retailListing: {
        price: null,
        historyReportUrl: 'https://www.carfax.com/VehicleHistory/p/Report.cfx?vin=10ARJYBS7RC154562&partner=FRD_2',
      },
    });
    expect(Date.parse(String(first?.createdAt))).toBe(Date.UTC(2025, 8, 14, 14, 4, 6));
    expect(first?.wholesaleListing).toBeUndefined();
    expect(second).toMatchObject({
      vin: '137ZA90311E190871',
      createdAt: '2025-02-27T01:56:02Z',
      location: [39.924385, -86.111777],
      vehicle: { year: 2001, make: 'AM General', model: 'Hummer' },
      retailListing: { price: 119000, dealer: 'Indy Cars & Trucks' },
      wholesaleListing: { auction: 'OVE', miles: 89868 },
      history: { accidents: false, ownerCount: 7 },
    });
    expect(page.next).toBe('https://api.auto.dev/listings?page=2&limit=20');
  });

  it('listings-vin: the single listing likewise', () => {
    const answer = normalised('listings-vin') as { data: Record<string, unknown> };
    expect(answer.data).toMatchObject({
      vin: '10ARJYBS7RC154562',
      createdAt: '2025-09-14T14:04:06Z',
      location: [40.2476, -77.0334],
      vehicle: { year: 2024, make: 'Jeep', model: 'Grand Cherokee', doors: 4 },
      retailListing: { price: null, dealer: 'Faulkner Dodge Ram Mechanicsburg New', zip: '17050' },
    });
  });

  it('listings-cursor-links: the cursor URL is kept as issued', () => {
    expect(normalised('listings-cursor-links')).toMatchObject({
      data: [],
      next: '/listings?cursor=eyJrIjoxNzMyMDg...&limit=20',
    });
  });

  it('listings-envelope-metadata: extra keys are harmless and user.plan names the plan', () => {
    expect(normalised('listings-envelope-metadata')).toMatchObject({ data: [], next: null, skippedRows: 0 });
    const body = FIXTURES.find((fixture) => fixture.name === 'listings-envelope-metadata')!.body;
    expect(planFromAnswer(body)).toBe('free');
    expect(planFromAnswer({ user: { plan: 'Enterprise' } })).toBeNull();
    expect(planFromAnswer({ data: [] })).toBeNull();
    expect(planFromAnswer('text')).toBeNull();
  });

  it('listings-select-flat: flat rows kept as dot-keyed values', () => {
    expect(normalised('listings-select-flat')).toMatchObject({
      data: [{ 'vehicle.vin': 'YV4L12UC0S2574760', 'vehicle.year': 2025, 'retailListing.price': 30975 }],
    });
    expect(
      normalizeListingRow({ 'retailListing.price': 0, createdAt: '2025-01-02 03:04:05', location: [-1, 2] }),
    ).toEqual({
      'retailListing.price': null,
      createdAt: '2025-01-02T03:04:05Z',
      location: [2, -1],
    });
  });

  it('timestamps: only the zone-less UTC form is rewritten', () => {
    expect(autodevTimestampToIso('2025-09-14 14:04:06')).toBe('2025-09-14T14:04:06Z');
    expect(autodevTimestampToIso('2025-09-14T14:04:06+02:00')).toBe('2025-09-14T14:04:06+02:00');
    expect(autodevTimestampToIso(null)).toBeNull();
  });
});

describe('vehicle answers', () => {
  it('vin-decode: the added fields are read', () => {
    expect(normalised('vin-decode')).toMatchObject({
      make: 'Chevrolet',
      model: 'Silverado 1500',
      trim: 'ZR2',
      body: 'Truck',
      drive: '4WD',
      engine: '5.3L V8 OHV 16V FFV',
      ambiguous: false,
      vehicle: { year: 2022, manufacturer: 'General Motors de Mexico' },
    });
  });

  it('vin-decode-year-array: year is the first year, yearTo the last', () => {
    const decode = normalised('vin-decode-year-array');
    expect(decode.vehicle).toEqual({
      vin: 'WP0AF2A99KS165242',
      year: 2019,
      yearTo: 2020,
      manufacturer: 'Dr Ing HCF Porsh Ag',
    });
    expect(decode).not.toHaveProperty('make');
  });

  it('v1-vin-decode: make.name, model.name, years[0], styles[0] into the V2 shape', () => {
    expect(normalised('v1-vin-decode')).toEqual({
      squishVin: 'JT2JA82JP0',
      make: 'Toyota',
      model: 'Supra',
      trim: 'Base',
      style: 'Turbo 2dr Coupe',
      body: 'Coupe',
      type: 'Car',
      engine: '3.0L inline 6-cylinder, twin turbocharger',
      transmission: '6-speed manual',
      drive: 'rear wheel drive',
      doors: 2,
      vehicle: { year: 1993, make: 'Toyota', model: 'Supra' },
    });
    const body = FIXTURES.find((fixture) => fixture.name === 'v1-vin-decode')!.body;
    expect(normalizeV1Decode(body, 'JT2JA82JP0R000000')).toMatchObject({
      vin: 'JT2JA82JP0R000000',
      vehicle: { vin: 'JT2JA82JP0R000000' },
    });
    // Raw, the nested make/model cannot be read as names: they degrade, the rest stands.
    expect(parseTolerant(VinDecodeSchema, body)).toMatchObject({
      success: true,
      data: { squishVin: 'JT2JA82JP0' },
      degraded: ['make', 'model', 'engine', 'transmission'],
    });
  });

  it('photos-found and photos-empty', () => {
    expect(normalised('photos-found')).toMatchObject({
      data: { retail: expect.arrayContaining(['https://api.auto.dev/photos/retail/WP0AA2990WS321225-1.jpg']) },
    });
    expect(normalised('photos-empty')).toEqual({ data: { retail: [] } });
  });

  it('build: the auto.dev additions are typed', () => {
    expect(normalised('build')).toMatchObject({
      build: {
        vin: '1FTFW3LDXRFB40317',
        year: 2024,
        make: 'Ford',
        optionsMsrp: 4295,
        options: { FX4: 'FX4 Off-Road Package' },
        headUpDisplay: false,
      },
    });
  });

  it('specs: odd feature names are kept', () => {
    const specs = normalised('specs') as { specs: { features: Record<string, Record<string, unknown>> } };
    expect(specs.specs.features.fuel!['epaCity/highwayMpg']).toBe('15/19 MPG');
    expect(specs.specs.features.safety!['4WheelAbs']).toBe(true);
    expect(specs).toMatchObject({ vehicle: { make: 'Porsche' }, specs: { price: { baseMsrp: 187500 } } });
  });

  it('plate-found', () => {
    expect(normalised('plate-found')).toMatchObject({ vin: '1N4BL4BV3LC205823', year: 2020, isDefault: true });
  });
});

describe('recalls', () => {
  it('recalls: the campaign number under both names, international recalls kept', () => {
    const recalls = normalised('recalls');
    expect(recalls).toMatchObject({
      data: [{ regulatorCampaignNumber: '21V201000', nhtsaCampaignNumber: '21V201000', parkIt: false }],
      internationalRecalls: [{ region: 'UK', recall_number: 'R/2021/042', vehicle_numbers: '450' }],
      internationalRecallCount: 1,
    });
  });

  it('recalls-empty', () => {
    expect(normalised('recalls-empty')).toMatchObject({
      data: [],
      internationalRecalls: [],
      internationalRecallCount: 0,
    });
  });

  it('openrecalls: counts, campaigns and retrievedAt as sent', () => {
    expect(normalised('openrecalls')).toMatchObject({
      status: '1 Open Recall',
      openRecalls: 1,
      totalRecalls: 3,
      retrievedAt: '2026-08-07T12:00:00.000Z',
      data: [{ regulatorCampaignNumber: '25V239000', mfrCampaignNumber: '25S35', remedyAvailable: true }],
      manufacturerCampaigns: [{ mfrCampaignNumber: '25B12', remedyAvailable: true }],
      manufacturerCampaignCount: 1,
    });
  });

  it('openrecalls-empty: {"data":[]} is a whole answer with zero counts and empty lists', () => {
    const answer = normalised('openrecalls-empty');
    expect(answer).toEqual({ data: [], openRecalls: 0, manufacturerCampaigns: [], manufacturerCampaignCount: 0 });
  });

  it('openrecalls-status-null-date: status read, null date undefined, count from data', () => {
    const answer = normalised('openrecalls-status-null-date') as { data: Record<string, unknown>[] };
    expect(answer).toMatchObject({ openRecalls: 1, manufacturerCampaigns: [] });
    expect(answer.data[0]).toMatchObject({ regulatorCampaignNumber: '25V239000', recallStatus: 'Remedy Available' });
    expect(answer.data[0]!.expectedRemediationDate).toBeUndefined();
  });

  it('a missing recallStatus and a null retrievedAt are fine', () => {
    const body = normalizeOpenRecalls({ data: [{ nhtsaCampaignNumber: 'X' }], retrievedAt: null, openRecalls: 1 });
    expect(body).toEqual({
      data: [{ nhtsaCampaignNumber: 'X', regulatorCampaignNumber: 'X' }],
      openRecalls: 1,
      manufacturerCampaigns: [],
      manufacturerCampaignCount: 0,
    });
  });
});

describe('finance answers', () => {
  it('payments: year "2015" kept as sent, criteria amounts as numbers', () => {
    expect(normalised('payments')).toMatchObject({
      vehicle: { year: '2015', make: 'Jeep' },
      criteria: { price: 25000, zip: '55414', docFee: 200, tradeIn: 0 },
      paymentsData: { loanMonthlyPayment: 363.83, fees: { dmvFees: { 'Wheelage Tax': 20 } } },
      apr: { 60: 9.25 },
    });
  });

  it('taxes and taxes-legacy-types: both type mixes read the same way', () => {
    expect(normalised('taxes')).toMatchObject({
      vehicle: { year: 2021 },
      criteria: { price: 85000, tradeIn: 0 },
      totalTaxesAndFees: 9585.5,
    });
    expect(normalised('taxes-legacy-types')).toMatchObject({
      vehicle: { year: '2019' },
      criteria: { price: 25000, tradeIn: 15000 },
      fees: { dmvFees: { 'License Plate Fee': 28 } },
    });
  });

  it('apr: vehicleMileage "36000" read as a number', () => {
    expect(normalised('apr')).toMatchObject({
      vehicleMileage: 36000,
      creditScore: '720',
      apr: { 36: 7.644, 84: 8.263 },
    });
  });

  it('tco', () => {
    expect(normalised('tco')).toMatchObject({
      tco: { total: { tcoPrice: 139829, federalTaxCredit: 0 }, years: { 5: { tcoPrice: 24538 } } },
    });
  });
});

describe('readAutodevError', () => {
  const EXPECTED: Record<string, ReturnType<typeof readAutodevError>> = {
    'apr-error-wrapped-400': {
      code: 'INVALID_VIN_FORMAT',
      message: 'VIN must be exactly 17 characters containing only letters and numbers (excluding I, O, Q)',
      path: '/apr/123Invalid',
      requestId: 'a1b2c3d4e5f6g7h8',
    },
    'build-decode-failed-400': {
      code: 'VIN_DECODE_FAILED',
      message: 'Unable to decode vehicle information from VIN',
      path: '/build/1FMDE0AP0SLA20048',
      requestId: '976d19586b52612e',
    },
    'error-auth-nested-401': {
      message: 'Authentication required. Get your API key at https://auto.dev/dashboard/api-keys',
    },
    'listings-not-found-404': {
      code: 'RESOURCE_NOT_FOUND',
      message: 'Resource "1FTFW3LDXRFB40317" not found',
      path: '/listings/1FTFW3LDXRFB40317',
      requestId: '966716ac29ed8147',
    },
    'openrecalls-not-found-404': {
      code: 'VIN_NOT_FOUND',
      message: 'No vehicle data found for the provided VIN',
      path: '/openrecalls/1FTFW3LDXRFB40317',
      requestId: 'b2c3d4e5f6g7h8i9',
    },
    'payments-source-error-503': {
      code: 'SOURCE_ERROR',
      message: 'Payment calculation service temporarily unavailable',
      path: '/payments/1GYKPDRSXSZ102995',
      requestId: 'c3d4e5f6g7h8i9j0',
    },
    'photos-invalid-vin-404': {
      code: 'RESOURCE_NOT_FOUND',
      message: 'This vehicle does not have any photos available. Please try a different VIN.',
      path: '/photos/123Invalid',
      requestId: '966d92f81daff05e',
    },
    'plan-required-402': {
      code: 'PLAN_REQUIRED',
      message: 'This endpoint requires a Growth plan.',
      currentPlan: 'free',
      requiredPlan: 'growth',
      upgradeUrl: 'https://auto.dev/pricing?tier=Growth',
      path: '/specs/1FTFW3LDXRFB40317',
      requestId: 'a1b2c3d4e5f6g7h8',
    },
    'plan-required-403-flat': { message: 'Growth plan required' },
    'plate-invalid-format-400': {
      code: 'INVALID_PLATE_FORMAT',
      message: 'License plate must be 2-8 alphanumeric characters',
      path: '/plate/CA/ABC12345XYZ',
      requestId: 'a1b2c3d4e5f6g7h8',
    },
    'plate-not-found-404': {
      code: 'PLATE_NOT_FOUND',
      message: 'No vehicle found for the provided license plate',
      path: '/plate/CA/XYZ999',
      requestId: 'c3d4e5f6g7h8i9j0',
    },
    'rate-limited-429': { message: 'Too Many Requests' },
    'specs-invalid-vin-400': {
      code: 'INVALID_VIN_FORMAT',
      message: 'VIN must be 17 characters long',
      path: '/specs/123Invalid',
      requestId: '966d9900bef4356c-IAD',
    },
    'taxes-invalid-request-400': {
      code: 'INVALID_REQUEST',
      message: 'Oops! Something went wrong while fetching your taxes.',
      path: '/taxes/1FTFW3LDXRFB40317?zip=12345',
      requestId: 'b2c3d4e5f6g7h8i9',
      suggestion: 'Please check zip code: 12345',
    },
    'tco-invalid-location-400': {
      code: 'INVALID_LOCATION',
      message: 'Invalid ZIP code format. ZIP code must be 5 digits (e.g., 90210) or 5+4 format (e.g., 90210-1234)',
      path: '/tco/1GYKPDRSXSZ102995?zip=ABCDE',
      requestId: 'd4e5f6g7h8i9j0k1',
    },
    'vin-decode-invalid-400': {
      code: 'INVALID_VIN_FORMAT',
      message: 'VIN must be exactly 17 characters containing only letters and numbers (excluding I, O, Q)',
      path: '/vin/123Invalid',
      requestId: 'a1b2c3d4e5f6g7h8',
    },
  };

  it('has an expectation for every error fixture', () => {
    expect(ERRORS.map((fixture) => fixture.name).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  it.each(ERRORS.map((fixture) => [fixture.name, fixture] as const))('%s', (name, fixture) => {
    expect(readAutodevError(fixture.status, fixture.body)).toEqual(EXPECTED[name]);
  });

  it('reads the wrapped refusal, the upgradeLink alias, and only https links', () => {
    expect(
      readAutodevError(402, {
        error: { code: 'PLAN_REQUIRED', message: 'm', currentPlan: 'Starter', requiredPlan: 'Scale' },
        upgradeLink: 'https://auto.dev/pricing',
      }),
    ).toEqual({
      code: 'PLAN_REQUIRED',
      message: 'm',
      currentPlan: 'starter',
      requiredPlan: 'scale',
      upgradeUrl: 'https://auto.dev/pricing',
    });
    expect(readAutodevError(402, { upgradeUrl: 'http://evil.example', requiredPlan: 'Platinum' })).toEqual({});
    expect(readAutodevError(402, { upgradeUrl: 'javascript:alert(1)', upgradeLink: 'https://auto.dev/p' })).toEqual({
      upgradeUrl: 'https://auto.dev/p',
    });
  });

  it('survives bodies that are not JSON objects', () => {
    expect(readAutodevError(502, undefined)).toEqual({});
    expect(readAutodevError(502, null)).toEqual({});
    expect(readAutodevError(502, '<html><body>Bad gateway</body></html>')).toEqual({});
    expect(readAutodevError(429, 'Too Many Requests')).toEqual({ message: 'Too Many Requests' });
    expect(readAutodevError(500, [1, 2])).toEqual({});
    expect(readAutodevError(400, { message: 'top-level', error: { code: 'X' } })).toEqual({
      code: 'X',
      message: 'top-level',
    });
  });
});

import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { appErrorOf, createTestClient, type TestClient } from './test-support/test-client';
import { errorBody, listingBody, recallBody, SAMPLE_VIN } from './test-support/sample-bodies';

// The spec's quirks, each normalised by the client, and plan awareness.

let service: FakeService;
let t: TestClient;

beforeEach(async () => {
  service = await startFakeService();
  t = await createTestClient(service.url);
});
afterEach(async () => {
  await service.close();
  await t.dispose();
});

describe('photos', () => {
  it('reads an empty retail list as no photos', async () => {
    service.setRoute(() => ({ status: 200, body: { data: { retail: [] } } }));
    expect((await t.client.getPhotos(SAMPLE_VIN)).data).toEqual({ retail: [] });
  });

  it('reads 404 RESOURCE_NOT_FOUND as no photos too', async () => {
    service.setRoute(() => ({ status: 404, body: errorBody(404, 'RESOURCE_NOT_FOUND', `/photos/${SAMPLE_VIN}`) }));
    const result = await t.client.getPhotos(SAMPLE_VIN);
    expect(result.data).toEqual({ retail: [] });
    expect(result.stale).toBe(false);
  });

  it('keeps the order of the photo URLs', async () => {
    const urls = [1, 2, 3].map((n) => `${service.url}/photos/src/${SAMPLE_VIN}-${n}.jpg`);
    service.setRoute(() => ({ status: 200, body: { data: { retail: urls } } }));
    expect((await t.client.getPhotos(SAMPLE_VIN)).data.retail).toEqual(urls);
  });
});

describe('VIN rule before any request', () => {
  it('refuses an invalid VIN for recalls instead of trusting the empty list the service sends', async () => {
    service.setRoute(() => ({ status: 200, body: { data: [] } }));
    const error = await appErrorOf(t.client.getRecalls('1HGCM82633A00435O'));
    expect(error).toMatchObject({ kind: 'invalid-input', code: 'INVALID_VIN_FORMAT' });
    expect(error.message).toMatch(/I, O or Q/);
    expect(service.seen).toHaveLength(0);
  });

  it('checks every VIN endpoint', async () => {
    const bad = 'SHORT';
    const calls = [
      t.client.getListing(bad),
      t.client.getPhotos(bad),
      t.client.decodeVinV1(bad),
      t.client.decodeVinV1(bad),
      t.client.getBuild(bad),
      t.client.getSpecs(bad),
      t.client.getOpenRecalls(bad),
      t.client.getPayments({ vin: bad, price: '1', zip: '78701' }),
      t.client.getApr({ vin: bad, year: 2020, make: 'a', model: 'b', zip: '78701', creditScore: '700' }),
      t.client.getTaxes({ vin: bad }),
      t.client.getTco({ vin: bad }),
    ];
    // Each refusal is caught as it is made, not when the loop reaches it (else, unhandled meanwhile).
    for (const error of await Promise.all(calls.map((call) => appErrorOf(call))))
      expect(error.code).toBe('INVALID_VIN_FORMAT');
    expect(service.seen).toHaveLength(0);
  });
});

describe('wrapped errors', () => {
  it('unwraps /apr errors and shows the /apr path instead of /rates/', async () => {
    service.setRoute(() => ({
      status: 404,
      body: { error: errorBody(404, 'VIN_NOT_FOUND', `/rates/${SAMPLE_VIN}?year=2021`) },
    }));
    const error = await appErrorOf(
      t.client.getApr({
        vin: SAMPLE_VIN,
        year: 2021,
        make: 'Honda',
        model: 'Accord',
        zip: '78701',
        creditScore: '720',
      }),
    );
    expect(error).toMatchObject({
      kind: 'not-found',
      code: 'VIN_NOT_FOUND',
      status: 404,
      requestId: 'req-123',
      message: 'There are no interest rates for this VIN.',
      service: { code: 'VIN_NOT_FOUND', path: `/apr/${SAMPLE_VIN}?year=2021` },
    });
    const query = service.seen[0]!.url.searchParams;
    expect(Object.fromEntries(query)).toEqual({
      year: '2021',
      make: 'Honda',
      model: 'Accord',
      zip: '78701',
      creditScore: '720',
    });
  });

  it('unwraps /openrecalls errors', async () => {
    service.setRoute(() => ({
      status: 404,
      body: { error: errorBody(404, 'VIN_NOT_FOUND', `/openrecalls/${SAMPLE_VIN}`) },
    }));
    const error = await appErrorOf(t.client.getOpenRecalls(SAMPLE_VIN));
    expect(error).toMatchObject({
      kind: 'not-found',
      code: 'VIN_NOT_FOUND',
      service: { path: `/openrecalls/${SAMPLE_VIN}` },
    });
  });

  it('reads the bare error object elsewhere, with the suggestion', async () => {
    service.setRoute(() => ({
      status: 400,
      body: errorBody(400, 'INVALID_REQUEST', `/taxes/${SAMPLE_VIN}`, { suggestion: 'Check the ZIP code.' }),
    }));
    const error = await appErrorOf(t.client.getTaxes({ vin: SAMPLE_VIN, zip: '00000' }));
    expect(error).toMatchObject({ kind: 'invalid-input', code: 'INVALID_REQUEST', suggestion: 'Check the ZIP code.' });
  });
});

describe('recalls', () => {
  it('reads the regulator campaign number under its acronym name', async () => {
    service.setRoute(() => ({ status: 200, body: { data: [recallBody({ parkIt: true })] } }));
    const [recall] = (await t.client.getRecalls(SAMPLE_VIN)).data;
    expect(recall).toMatchObject({ regulatorCampaignNumber: '23V123000', parkIt: true });
  });

  it('asks for the full catalog only when told to', async () => {
    service.setRoute(() => ({
      status: 200,
      body: {
        status: '0 open',
        openRecalls: 0,
        totalRecalls: 0,
        data: [],
        manufacturerCampaigns: [],
        manufacturerCampaignCount: 0,
      },
    }));
    await t.client.getOpenRecalls(SAMPLE_VIN);
    await t.client.getOpenRecalls(SAMPLE_VIN, { recalls: true });
    expect(service.seen.map((r) => r.url.search)).toEqual(['', '?recalls=true']);
  });
});

describe('listings', () => {
  const page = (rows: unknown[], next: string | null = null) => ({
    status: 200,
    body: { data: rows, links: { next } },
  });

  it('never sends an undefined or empty parameter, and sends sort as field.direction', async () => {
    service.setRoute(() => page([listingBody()]));
    await t.client.searchListings({
      'vehicle.make': 'Honda,Toyota',
      'vehicle.model': undefined,
      sort: { field: 'price', direction: 'desc' },
      zip: '78701',
      distance: 25,
      'retailListing.used': false,
      includes: ['total', 'facets'],
    });
    expect(Object.fromEntries(service.seen[0]!.url.searchParams)).toEqual({
      'vehicle.make': 'Honda,Toyota',
      sort: 'price.desc',
      zip: '78701',
      distance: '25',
      'retailListing.used': 'false',
      includes: 'total,facets',
    });
  });

  it('lowers the page size to the plan cap once the plan is known', async () => {
    t.config.plan = 'starter';
    service.setRoute(() => page([listingBody()]));
    const result = await t.client.searchListings({ limit: 200 });
    expect(service.seen[0]!.url.searchParams.get('limit')).toBe('20');
    expect(result.clampedLimit).toEqual({ requested: 200, applied: 20, plan: 'starter' });
  });

  it('does not lower the page size while the plan is unknown', async () => {
    service.setRoute(() => page([listingBody()]));
    const result = await t.client.searchListings({ limit: 500 });
    expect(service.seen[0]!.url.searchParams.get('limit')).toBe('500');
    expect(result.clampedLimit).toBeUndefined();
  });

  it('keeps links.next as issued and follows it exactly', async () => {
    const next = `${service.url}/listings?cursor=abc%2Fdef%3D%3D&limit=100`;
    service.setRoute((req) =>
      req.url.searchParams.has('cursor') ? page([listingBody()]) : page([listingBody()], next),
    );
    const first = await t.client.searchListings({ page: 50 });
    expect(first.data.next).toBe(next);
    await t.client.nextListings(first.data.next!);
    expect(service.seen[1]!.url.search).toBe('?cursor=abc%2Fdef%3D%3D&limit=100');
  });

  it('refuses a next URL on another host, so the key never goes there', async () => {
    for (const url of [
      'https://evil.example/listings?cursor=x',
      `${service.url.replace('127.0.0.1', 'localhost')}/listings?c=1`,
      `${service.url}/photos/x`,
      'not a url at all ::',
    ]) {
      expect((await appErrorOf(t.client.nextListings(url))).code).toBe('INVALID_NEXT_URL');
    }
    expect(service.seen).toHaveLength(0);
  });

  it('refuses a next URL it cannot read, and one whose /listings is not at the start of the path', async () => {
    for (const url of ['http://[::1', `${service.url}/admin/listings?cursor=x`]) {
      expect((await appErrorOf(t.client.nextListings(url))).code).toBe('INVALID_NEXT_URL');
    }
    expect(service.seen).toHaveLength(0);
  });

  it('follows a relative next link on the service, even one whose query holds an address', async () => {
    service.setRoute(() => page([listingBody()]));
    await t.client.nextListings('/listings?cursor=r1&from=https://elsewhere.example/x');
    expect(service.seen.map((seen) => seen.url.pathname + seen.url.search)).toEqual([
      '/listings?cursor=r1&from=https://elsewhere.example/x',
    ]);
  });

  it('follows next links under a service address with a path and a trailing slash', async () => {
    const underPath = await createTestClient(`${service.url}/v2/`);
    try {
      service.setRoute(() => page([listingBody()]));
      await underPath.client.nextListings(`${service.url}/v2/listings?cursor=p2`);
      expect(service.seen.map((seen) => seen.url.pathname + seen.url.search)).toEqual(['/v2/listings?cursor=p2']);
      expect((await appErrorOf(underPath.client.nextListings(`${service.url}/listings?cursor=p2`))).code).toBe(
        'INVALID_NEXT_URL',
      );
    } finally {
      await underPath.dispose();
    }
  });

  it('drops a malformed row rather than the page, and counts it', async () => {
    service.setRoute(() => page([listingBody(), { vin: 'X', vehicle: 'oops' }]));
    const result = await t.client.searchListings({});
    expect(result.data.data).toHaveLength(1);
    expect(result.data.skippedRows).toBe(1);
  });

  it('reads total and facets when included', async () => {
    service.setRoute(() => ({
      status: 200,
      body: { data: [listingBody()], total: 1234, facets: { make: { Honda: 3 } } },
    }));
    const result = await t.client.searchListings({ includes: ['total', 'facets'] });
    expect(result.data.total).toBe(1234);
    expect(result.data.facets).toEqual({ make: { Honda: 3 } });
    expect(result.data.next).toBeNull();
  });
});

describe('VIN decode', () => {
  it('uses the v1 address when set', async () => {
    t.config.v1BaseUrl = `${service.url}/v1`;
    service.setRoute(() => ({ status: 200, body: { vin: SAMPLE_VIN, make: 'Honda' } }));
    await t.client.decodeVinV1(SAMPLE_VIN);
    expect(service.seen[0]!.path).toBe(`/v1/vin/${SAMPLE_VIN}`);
  });

  it('falls back to the base /vin when no v1 address is set', async () => {
    service.setRoute(() => ({ status: 200, body: { vin: SAMPLE_VIN, make: 'Honda' } }));
    const result = await t.client.decodeVinV1(SAMPLE_VIN);
    expect(service.seen[0]!.path).toBe(`/vin/${SAMPLE_VIN}`);
    expect(result.data.make).toBe('Honda');
  });
});

describe('plan awareness', () => {
  it('refuses an endpoint the configured plan lacks, without a request', async () => {
    t.config.plan = 'growth';
    const error = await appErrorOf(t.client.getOpenRecalls(SAMPLE_VIN));
    expect(error).toMatchObject({
      kind: 'plan-required',
      planRequired: 'scale',
      message: 'Open recalls need the Scale plan.',
    });
    expect(service.seen).toHaveLength(0);
  });

  it('never infers the plan from which endpoints answer; learns it only when an answer names it', async () => {
    t.config.dialect = 'autodev';
    service.setRoute((req) =>
      req.path.startsWith('/build')
        ? {
            status: 403,
            body: errorBody(403, 'PLAN_REQUIRED', req.path, { error: 'This endpoint requires the Scale plan' }),
          }
        : req.path.startsWith('/recalls')
          ? { status: 200, body: { data: [] } }
          : { status: 200, body: { data: [], user: { plan: 'Growth' } } },
    );
    const error = await appErrorOf(t.client.getBuild(SAMPLE_VIN));
    expect(error).toMatchObject({ kind: 'plan-required', planRequired: 'scale' });
    await t.client.getRecalls(SAMPLE_VIN);
    // A refusal and a Growth endpoint's answer prove things about those endpoints only.
    let access = await t.client.planAccess();
    expect(access).toMatchObject({ plan: 'unknown', source: 'unknown' });
    // The refusal linked to no page of its own: the lock links to auto.dev's plans.
    expect(access.endpoints.build).toEqual({
      available: false,
      planRequired: 'scale',
      known: true,
      upgradeUrl: 'https://auto.dev/pricing',
    });
    expect(access.endpoints.recalls).toEqual({ available: true, planRequired: 'growth', known: true });
    // An answer that names the plan settles it.
    await t.client.searchListings({ limit: 5 });
    access = await t.client.planAccess();
    expect(access).toMatchObject({ plan: 'growth', source: 'service-user' });
    expect(access.learnedFrom).toMatch(/^Named by the service in its answer to \/listings/);
    // Now known: a Scale endpoint is refused without asking.
    const before = service.seen.length;
    expect((await appErrorOf(t.client.getTaxes({ vin: SAMPLE_VIN }))).kind).toBe('plan-required');
    expect(service.seen).toHaveLength(before);
  });

  it('learns the plan from a 402 that names it, and forgets it when the key changes', async () => {
    t.config.dialect = 'autodev';
    service.setRoute((req) => ({
      status: 402,
      body: {
        status: 402,
        error: 'This endpoint requires a Growth plan.',
        code: 'PLAN_REQUIRED',
        currentPlan: 'Free',
        requiredPlan: 'Growth',
        upgradeUrl: 'https://auto.dev/pricing?tier=Growth',
        path: req.path,
      },
    }));
    const error = await appErrorOf(t.client.getSpecs(SAMPLE_VIN));
    expect(error).toMatchObject({
      kind: 'plan-required',
      planRequired: 'growth',
      currentPlan: 'free',
      upgradeUrl: 'https://auto.dev/pricing?tier=Growth',
    });
    expect(await t.client.planAccess()).toMatchObject({ plan: 'free', source: 'service-refusal' });
    t.config.apiKey = 'another-key-123456';
    service.setRoute(() => ({ status: 200, body: { data: [] } }));
    await t.client.getRecalls(SAMPLE_VIN);
    const access = await t.client.planAccess();
    expect(access.plan).toBe('unknown');
    expect(access.endpoints.specs.available).toBe(true);
  });

  it('reads a 401 as a key problem', async () => {
    service.setRoute((req) => ({ status: 401, body: errorBody(401, 'UNAUTHORIZED', req.path) }));
    const error = await appErrorOf(t.client.getListing(SAMPLE_VIN));
    expect(error).toMatchObject({ kind: 'unauthorized', status: 401 });
    expect(error.message).toMatch(/API key/);
  });
});

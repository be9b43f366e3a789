// Every auto.dev dialect answer against the documented answer of the same endpoint
// (test-fixtures/autodev): same keys and JSON types where the fixture shows them.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { api, obj, startTestSandbox } from '../test-support/sandbox-fixture';
import { usesLegacyTypes } from '../autodev/autodev-taxes-endpoint';
import { isAmbiguousDecode } from '../autodev/autodev-vin';
import { fixtureBody, shapeDifferences, type ShapeOptions } from '../autodev/fixture-shape';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ dialect: 'autodev' });
});
afterAll(() => sandbox?.close());

async function expectShape(fixture: string, path: string, options: ShapeOptions = {}, query = '') {
  const res = await api(sandbox, path + query);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  expect(shapeDifferences(fixtureBody(fixture), res.body, options)).toEqual([]);
  return obj(res.body);
}

/** A sample VIN that passes a test, from the sandbox's spread-out sweep. */
async function findVin(test: (vin: string) => boolean | Promise<boolean>): Promise<string> {
  for (const vin of sandbox.samples.recallSweep) if (await test(vin)) return vin;
  throw new Error('no sample VIN fits');
}

describe('answers have the documented shapes', () => {
  it('vin-decode (unambiguous) and vin-decode-year-array (ambiguous)', async () => {
    const plain = await findVin((v) => !isAmbiguousDecode(v));
    const body = await expectShape('vin-decode', `/vin/${plain}`);
    expect(body.ambiguous).toBe(false);
    const ambiguous = await findVin(isAmbiguousDecode);
    const odd = await expectShape('vin-decode-year-array', `/vin/${ambiguous}`);
    expect(odd.ambiguous).toBe(true);
    expect(obj(odd.vehicle).make).toBeUndefined();
  });

  it('v1-vin-decode', async () => {
    const res = await fetch(`${sandbox.url}/v1/vin/${sandbox.samples.priced}?apikey=demo-free`);
    expect(shapeDifferences(fixtureBody('v1-vin-decode'), await res.json())).toEqual([]);
  });

  it('recalls and recalls-empty', async () => {
    const body = await expectShape('recalls', `/recalls/${sandbox.samples.parkIt}`);
    const withAbroad = await findVin(async (vin) => {
      const b = obj((await api(sandbox, `/recalls/${vin}`)).body);
      return Number(b.internationalRecallCount) > 0;
    });
    await expectShape('recalls', `/recalls/${withAbroad}`);
    expect(body.totalRecalls).toBe((body.data as unknown[]).length);
    await expectShape('recalls-empty', `/recalls/${sandbox.samples.noRecalls}`);
  });

  it('openrecalls, openrecalls-status-null-date and openrecalls-empty', async () => {
    const withCampaigns = await findVin(async (vin) => {
      const b = obj((await api(sandbox, `/openrecalls/${vin}`)).body);
      return Array.isArray(b.manufacturerCampaigns) && Array.isArray(b.data) && b.data.length > 0;
    });
    await expectShape('openrecalls', `/openrecalls/${withCampaigns}`, { nullable: ['retrievedAt'] });
    const withStatus = await findVin(async (vin) => {
      const b = obj((await api(sandbox, `/openrecalls/${vin}`)).body);
      return Array.isArray(b.data) && b.data.some((r) => obj(r).recallStatus === 'Remedy Available');
    });
    const body = await expectShape('openrecalls-status-null-date', `/openrecalls/${withStatus}`);
    const available = (body.data as unknown[]).map(obj).filter((r) => r.recallStatus === 'Remedy Available');
    expect(available.every((r) => r.expectedRemediationDate === null)).toBe(true);
    const empty = await api(sandbox, `/openrecalls/${sandbox.samples.noRecalls}`);
    expect(empty.body).toEqual(fixtureBody('openrecalls-empty'));
  });

  it('plate-found', async () => {
    const p = sandbox.samples.plates[0]!;
    await expectShape('plate-found', `/plate/${p.state}/${p.plate}`);
  });

  it('taxes (current types) and taxes-legacy-types', async () => {
    const current = await findVin((v) => !usesLegacyTypes(v));
    await expectShape('taxes', `/taxes/${current}`, { maps: ['fees.dmvFees'] }, '?zip=90210&price=25000&docFee=200');
    const legacy = await findVin(usesLegacyTypes);
    await expectShape('taxes-legacy-types', `/taxes/${legacy}`, { maps: ['fees.dmvFees'] }, '?zip=33132');
  });

  it('listings-search, listings-vin and listings-facets', async () => {
    await expectShape(
      'listings-search',
      '/listings',
      { nullable: ['data[].wholesaleListing', 'data[].history', 'data[].retailListing.primaryImage'] },
      '?limit=20',
    );
    await expectShape('listings-vin', `/listings/${sandbox.samples.priced}`);
    await expectShape(
      'listings-facets',
      '/listings',
      { maps: ['facets.years', 'facets.makes', 'facets.prices'] },
      '?vehicle.year=2020-2024&includes=facets',
    );
  });

  it('photos-found and photos-empty', async () => {
    await expectShape('photos-found', `/photos/${sandbox.samples.priced}`);
    await expectShape('photos-empty', `/photos/${sandbox.samples.noPhotos}`);
  });

  it('specs', async () => {
    await expectShape('specs', `/specs/${sandbox.samples.priced}`, {
      maps: [
        'specs.typeCategories',
        'specs.features.safety',
        'specs.features.frontseats',
        'specs.orderedFeatures[].features',
      ],
    });
  });

  it('build', async () => {
    await expectShape('build', `/build/${sandbox.samples.priced}`, {
      maps: ['build.interiorColor', 'build.exteriorColor', 'build.options'],
    });
  });

  it('payments (vehicle.year as a string for some VINs, a number for others)', async () => {
    const years = new Set<string>();
    for (const vin of sandbox.samples.recallSweep.slice(0, 20)) {
      const body = obj(
        (await api(sandbox, `/payments/${vin}?price=25000&zip=55414&docFee=200&tradeIn=0&downPayment=5000&loanTerm=60`))
          .body,
      );
      years.add(typeof obj(body.vehicle).year);
      if (typeof obj(body.vehicle).year === 'string')
        expect(
          shapeDifferences(fixtureBody('payments'), body, { maps: ['fees.dmvFees', 'paymentsData.fees.dmvFees'] }),
        ).toEqual([]);
    }
    expect([...years].sort()).toEqual(['number', 'string']);
  });

  it('apr and tco', async () => {
    await expectShape(
      'apr',
      `/apr/${sandbox.samples.priced}`,
      {},
      '?year=2021&make=Jeep&model=Wrangler&zip=37129&creditScore=720&vehicleAge=3&vehicleMileage=36000',
    );
    await expectShape('tco', `/tco/${sandbox.samples.priced}`, {}, '?zip=90210');
  });

  it('error bodies: plan-required-402, error-auth-nested-401, apr-error-wrapped-400, rate-limited-429', async () => {
    const plan = await api(sandbox, `/specs/${sandbox.samples.priced}`, 'free');
    expect(shapeDifferences(fixtureBody('plan-required-402'), plan.body, { maps: ['plans'] })).toEqual([]);
    const auth = await api(sandbox, `/vin/${sandbox.samples.priced}`, null);
    expect(auth.body).toEqual(fixtureBody('error-auth-nested-401'));
    const apr = await api(sandbox, '/apr/123Invalid');
    expect(shapeDifferences(fixtureBody('apr-error-wrapped-400'), apr.body)).toEqual([]);
    const limited = await api(sandbox, `/vin/${sandbox.samples.priced}`, 'scale', { 'X-Sandbox-Fault': '429=3' });
    expect(limited.body).toEqual(fixtureBody('rate-limited-429'));
    expect(limited.headers.get('retry-after')).toBe('3');
    for (const [fixture, path] of [
      ['listings-not-found-404', `/listings/${sandbox.samples.unlistedDecodable}`],
      ['photos-invalid-vin-404', '/photos/123Invalid'],
      ['vin-decode-invalid-400', '/vin/123Invalid'],
      ['specs-invalid-vin-400', '/specs/123Invalid'],
      ['tco-invalid-location-400', `/tco/${sandbox.samples.priced}?zip=ABCDE`],
      ['taxes-invalid-request-400', `/taxes/${sandbox.samples.priced}?zip=ABCDE`],
      ['plate-not-found-404', `/plate/${sandbox.samples.plateNotFound.state}/${sandbox.samples.plateNotFound.plate}`],
      ['build-decode-failed-400', `/build/${sandbox.samples.undecodable}`],
      ['openrecalls-not-found-404', `/openrecalls/${sandbox.samples.undecodable}`],
    ] as const) {
      const res = await api(sandbox, path);
      const expected = obj(fixtureBody(fixture));
      expect(res.status, fixture).toBe(expected.status);
      expect(shapeDifferences(expected, res.body), fixture).toEqual([]);
      expect(obj(res.body).code, fixture).toBe(expected.code);
    }
  });
});

describe('answers', () => {
  it('/taxes uses docFee and tradeIn (the hosted parameters)', async () => {
    const vin = sandbox.samples.priced;
    const total = async (zip: string, q: string) =>
      Number(obj((await api(sandbox, `/taxes/${vin}?zip=${zip}&price=30000${q}`)).body).totalTaxesAndFees);
    // Illinois credits a trade-in against its sales tax; California does not (CDTFA
    // Regulation 1654: the trade-in is part of the gross receipts), so there it changes nothing.
    const base = await total('60601', '');
    expect(await total('60601', '&docFee=800')).toBeGreaterThan(base);
    expect(await total('60601', '&tradeIn=10000')).toBeLessThan(base);
    expect(await total('90210', '&tradeIn=10000')).toBe(await total('90210', ''));
    const body = obj((await api(sandbox, `/taxes/${vin}?zip=90210&price=30000&docFee=350&tradeIn=5000`)).body);
    expect(Number(obj(body.criteria).docFee)).toBe(350);
    expect(Number(obj(body.criteria).tradeIn)).toBe(5000);
    expect(Number(obj(body.criteria).price)).toBe(30000);
    const defaults = obj(obj((await api(sandbox, `/taxes/${vin}`)).body).criteria);
    expect(defaults).toMatchObject({ zip: '94020', docFee: 200 });
    expect(Number(defaults.price)).toBe(25000);
  });

  it('/taxes names Georgia’s title ad valorem tax and takes the trade-in off its base', async () => {
    const path = `/taxes/${sandbox.samples.priced}?zip=30301&price=31500&docFee=599&tradeIn=2500`;
    const taxes = obj(obj((await api(sandbox, path)).body).taxes);
    // O.C.G.A. § 48-5C-1, Georgia DOR TAVT FAQ: 7% of (31,500 + 599 − 2,500) = 29,599 × 0.07
    // = 2,071.93, instead of state and local sales tax.
    expect(taxes).toMatchObject({
      stateSalesTax: 2_071.93,
      combinedSalesTax: 2_071.93,
      stateTaxName: 'Title ad valorem tax (TAVT)',
    });
    for (const local of ['countySalesTax', 'citySalesTax', 'districtSalesTax'])
      expect(taxes[local], local).toBeUndefined();
  });

  it('/recalls and /openrecalls name the campaign nhtsaCampaignNumber', async () => {
    for (const path of [`/recalls/${sandbox.samples.parkIt}`, `/openrecalls/${sandbox.samples.parkIt}`]) {
      const first = obj((obj((await api(sandbox, path)).body).data as unknown[])[0]);
      expect(first.nhtsaCampaignNumber, path).toMatch(/^\d{2}V\d{6}$/);
      expect(first.regulatorCampaignNumber, path).toBeUndefined();
    }
  });

  it('/openrecalls answers exactly {"data":[]} for a VIN without open recalls', async () => {
    const res = await api(sandbox, `/openrecalls/${sandbox.samples.noRecalls}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  it('is deterministic: the same VIN answers the same', async () => {
    for (const path of [
      `/vin/${sandbox.samples.priced}`,
      `/taxes/${sandbox.samples.priced}`,
      `/recalls/${sandbox.samples.parkIt}`,
    ]) {
      const a = await api(sandbox, path);
      const b = await api(sandbox, path);
      expect(b.body, path).toEqual(a.body);
    }
  });
});

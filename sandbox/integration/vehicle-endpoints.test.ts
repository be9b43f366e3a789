// /vin, /build, /specs and /photos over HTTP: fields, types, errors.
import { decode } from 'jpeg-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { computeCheckDigit } from '../../shared/vin/vin-rule';
import type { RunningSandbox } from '../start-sandbox';
import { api, arr, errorOf, obj, startTestSandbox } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

const VIN_ENDPOINTS = ['vin', 'build', 'specs', 'tco', 'payments', 'apr', 'taxes', 'openrecalls', 'listings', 'photos'];

describe('VIN rule first', () => {
  for (const endpoint of VIN_ENDPOINTS) {
    it(`/${endpoint} answers 400 INVALID_VIN_FORMAT for a bad VIN`, async () => {
      for (const bad of ['SHORT', '1HGCM82633A00435I', '1hgcm82633a004352', '1HGCM82633A0043522']) {
        const res = await api(sandbox, `/${endpoint}/${bad}?price=1&zip=90210`);
        expect(res.status, `${endpoint} ${bad}`).toBe(400);
        expect(errorOf(res.body, endpoint === 'openrecalls' || endpoint === 'apr').code).toBe('INVALID_VIN_FORMAT');
      }
    });
  }

  it('/recalls keeps the spec quirk: an invalid VIN answers { data: [] }', async () => {
    const res = await api(sandbox, '/recalls/NOT-A-VIN');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: [] });
  });

  for (const endpoint of ['vin', 'build', 'specs', 'tco', 'taxes', 'recalls', 'openrecalls', 'payments', 'apr']) {
    it(`/${endpoint} answers 404 VIN_NOT_FOUND for a well-formed VIN without data`, async () => {
      const res = await api(
        sandbox,
        `/${endpoint}/${sandbox.samples.undecodable}?price=1&zip=90210&year=2020&make=X&model=Y&creditScore=700`,
      );
      expect(res.status).toBe(404);
      expect(errorOf(res.body, endpoint === 'apr' || endpoint === 'openrecalls').code).toBe('VIN_NOT_FOUND');
    });
  }
});

describe('GET /vin/{vin}', () => {
  it('decodes a listed VIN to its listing make, model and year, with check digit fields', async () => {
    const vin = sandbox.samples.priced;
    const listing = obj(obj((await api(sandbox, `/listings/${vin}`)).body).data);
    const v = obj((await api(sandbox, `/vin/${vin}`)).body);
    expect(v).toMatchObject({
      vin,
      vinValid: true,
      checksum: true,
      checkDigit: vin[8],
      wmi: vin.slice(0, 3),
      squishVin: vin.slice(0, 8) + vin.slice(9, 11),
    });
    for (const k of ['origin', 'type', 'make', 'model', 'trim', 'style']) expect(typeof v[k], k).toBe('string');
    const vehicle = obj(v.vehicle);
    const lv = obj(listing.vehicle);
    expect(vehicle).toMatchObject({ vin, year: lv.year, make: lv.make, model: lv.model });
    expect(typeof vehicle.manufacturer).toBe('string');
  });

  it('decodes an unlisted real-pattern VIN', async () => {
    const res = await api(sandbox, `/vin/${sandbox.samples.unlistedDecodable}`);
    expect(res.status).toBe(200);
    expect(obj(obj(res.body).vehicle).year).toBeGreaterThan(2010);
  });

  it('reports a wrong check digit as checksum false', async () => {
    const vin = sandbox.samples.unlistedDecodable;
    const wrong = vin.slice(0, 8) + (vin[8] === '1' ? '2' : '1') + vin.slice(9);
    const v = obj((await api(sandbox, `/vin/${wrong}`)).body);
    expect(v).toMatchObject({ checksum: false, vinValid: false, checkDigit: computeCheckDigit(wrong) });
  });
});

describe('GET /build/{vin}', () => {
  it('has colour maps, options and option MSRPs that sum to optionsMsrp', async () => {
    const b = obj(obj((await api(sandbox, `/build/${sandbox.samples.priced}`)).body).build);
    for (const k of ['vin', 'make', 'model', 'trim', 'series', 'style', 'drivetrain', 'engine', 'transmission'])
      expect(typeof b[k], k).toBe('string');
    expect(Number.isInteger(b.year)).toBe(true);
    expect(typeof b.confidence).toBe('number');
    for (const map of [obj(b.interiorColor), obj(b.exteriorColor)]) {
      expect(Object.keys(map).length).toBeGreaterThan(0);
      for (const hex of Object.values(map)) expect(String(hex)).toMatch(/^#[0-9A-F]{6}$/i);
    }
    const options = obj(b.options);
    const msrps = obj(b.optionMsrps);
    expect(Object.keys(options).sort()).toEqual(Object.keys(msrps).sort());
    expect(Object.values(msrps).reduce((a: number, n) => a + Number(n), 0)).toBe(b.optionsMsrp);
  });
});

describe('GET /specs/{vin}', () => {
  it('carries every group and key the spec names', async () => {
    const body = obj((await api(sandbox, `/specs/${sandbox.samples.priced}`)).body);
    expect(typeof obj(body.vehicle).manufacturer).toBe('string');
    const s = obj(body.specs);
    expect(typeof s.name).toBe('string');
    expect(typeof obj(s.price).baseMsrp).toBe('number');
    expect(typeof obj(s.price).baseInvoice).toBe('number');
    expect(Number.isInteger(s.totalSeating)).toBe(true);
    for (const c of [...arr(obj(s.color).exterior), ...arr(obj(s.color).interior)]) {
      expect(typeof obj(c).name).toBe('string');
      expect(String(obj(c).rgb)).toMatch(/^\d{1,3},\d{1,3},\d{1,3}$/);
    }
    const f = obj(s.features);
    const keys: Record<string, string[]> = {
      engine: [
        'torque',
        'baseEngineSize',
        'horsepower',
        'valves',
        'baseEngineType',
        'directInjection',
        'valveTiming',
        'cylinders',
        'camType',
      ],
      fuel: ['epaCombinedMpg', 'epaCity/highwayMpg', 'rangeInMiles(city/hwy)', 'fuelTankCapacity', 'fuelType'],
      measurements: [
        'maximumCargoCapacity',
        'countryOfFinalAssembly',
        'wheelbase',
        'curbWeight',
        'grossWeight',
        'cargoCapacity,AllSeatsInPlace',
        'maximumPayload',
        'overallWidthWithMirrors',
        'length',
        'manufacturer060MphAccelerationTime',
        'turningCircle',
        'height',
        'overallWidthWithoutMirrors',
      ],
      driveTrain: ['driveType', 'rearLockingDifferential', 'rearLimitedSlipDifferential', 'transmission'],
      warranty: ['basic', 'drivetrain', 'freeMaintenance', 'rust', 'roadsideAssistance'],
    };
    for (const [group, names] of Object.entries(keys)) {
      const g = obj(f[group]);
      for (const k of names) expect(['string', 'boolean'], `${group}.${k}`).toContain(typeof g[k]);
    }
    for (const group of ['safety', 'frontseats'])
      for (const v of Object.values(obj(f[group]))) expect(typeof v).toBe('boolean');
    for (const o of arr(s.orderedFeatures).map(obj)) {
      expect(typeof o.category).toBe('string');
      expect(typeof o.categoryGroup).toBe('string');
      obj(o.features);
    }
    for (const t of Object.values(obj(s.typeCategories)).map(obj)) {
      expect(Number.isInteger(t.id)).toBe(true);
      expect(typeof t.name).toBe('string');
    }
    const attrs = obj(s.styleAttributes);
    for (const k of ['electric', 'pluginElectric', 'truck']) expect(typeof attrs[k]).toBe('boolean');
  });
});

describe('GET /photos/{vin}', () => {
  it('lists URLs that resolve to real JPEGs, numbered from 1', async () => {
    const vin = sandbox.samples.priced;
    const urls = arr(obj(obj((await api(sandbox, `/photos/${vin}`)).body).data).retail).map(String);
    expect(urls.length).toBeGreaterThan(0);
    urls.forEach((u, i) => expect(u).toBe(`${sandbox.url}/photos/retail/${vin}-${i + 1}.jpg`));
    const res = await fetch(urls[0]!);
    expect(res.headers.get('content-type')).toBe('image/jpeg');
    const image = decode(new Uint8Array(await res.arrayBuffer()), { useTArray: true });
    expect(image.width).toBeGreaterThanOrEqual(800);
    expect(image.width).toBeLessThanOrEqual(1200);
    expect(image.height).toBeGreaterThanOrEqual(600);
    const listing = obj(obj((await api(sandbox, `/listings/${vin}`)).body).data);
    expect(obj(listing.retailListing).primaryImage).toBe(urls[0]);
    expect(obj(listing.retailListing).photoCount).toBe(urls.length);
  });

  it('answers an empty retail array for a listed VIN without photos, 404 for an unlisted one', async () => {
    const none = await api(sandbox, `/photos/${sandbox.samples.noPhotos}`);
    expect(none.body).toEqual({ data: { retail: [] } });
    const unknown = await api(sandbox, `/photos/${sandbox.samples.unlistedDecodable}`);
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown.body).code).toBe('RESOURCE_NOT_FOUND');
    expect((await fetch(`${sandbox.url}/photos/retail/${sandbox.samples.priced}-999.jpg`)).status).toBe(404);
  });
});

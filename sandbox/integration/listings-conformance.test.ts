// /listings and /listings/{vin} against the spec's parameter table, over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isVinFormat } from '../../shared/vin/vin-rule';
import type { RunningSandbox } from '../start-sandbox';
import { api, arr, errorOf, obj, startTestSandbox, type Obj } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

async function listings(query: string): Promise<{ data: Obj[]; body: Obj }> {
  const res = await api(sandbox, `/listings?${query}`);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  const body = obj(res.body);
  return { data: arr(body.data).map(obj), body };
}

async function badRequest(query: string, code = 'INVALID_PARAMETER') {
  const res = await api(sandbox, `/listings?${query}`);
  expect(res.status).toBe(400);
  const e = errorOf(res.body);
  expect(e.code).toBe(code);
  expect(e.path).toBe(`/listings?${query}`);
  return e;
}

describe('listing object', () => {
  it('carries every field of the spec with the right types', async () => {
    const { data } = await listings('limit=5');
    expect(data).toHaveLength(5);
    for (const l of data) {
      expect(l['@id']).toBe(`${sandbox.url}/listings/${String(l.vin)}`);
      expect(isVinFormat(String(l.vin))).toBe(true);
      expect(Number.isNaN(Date.parse(String(l.createdAt)))).toBe(false);
      expect(Number.isNaN(Date.parse(String(l.updatedAt)))).toBe(false);
      const location = arr(l.location);
      expect(location).toHaveLength(2);
      expect(location.every((n) => typeof n === 'number')).toBe(true);
      expect(l.wholesaleListing).toBeNull();
      expect(l.history).toBeNull();
      const v = obj(l.vehicle);
      for (const k of [
        'vin',
        'squishVin',
        'make',
        'model',
        'trim',
        'drivetrain',
        'engine',
        'fuel',
        'transmission',
        'bodyStyle',
        'exteriorColor',
        'interiorColor',
      ])
        expect(typeof v[k], k).toBe('string');
      for (const k of ['year', 'doors', 'seats']) expect(Number.isInteger(v[k]), k).toBe(true);
      expect(typeof v.confidence).toBe('number');
      expect(v.vin).toBe(l.vin);
      expect(v.squishVin).toBe(String(l.vin).slice(0, 8) + String(l.vin).slice(9, 11));
      expect(['Gasoline', 'Hybrid', 'Electric', 'Plug-In Hybrid', 'Diesel']).toContain(v.fuel);
      const r = obj(l.retailListing);
      for (const k of ['vdp', 'historyReportUrl', 'dealer', 'dealerId', 'city', 'state', 'zip'])
        expect(typeof r[k], k).toBe('string');
      expect(typeof r.price === 'number' || r.price === null).toBe(true);
      expect(typeof r.used).toBe('boolean');
      expect(typeof r.cpo).toBe('boolean');
      expect(String(r.state)).toMatch(/^[A-Z]{2}$/);
      expect(String(r.zip)).toMatch(/^\d{5}$/);
      expect(Number.isInteger(r.photoCount)).toBe(true);
      expect(typeof r.miles).toBe('number');
    }
  });

  it('resolves the VDP and history report links', async () => {
    const { data } = await listings('limit=1');
    const r = obj(data[0]!.retailListing);
    for (const link of [r.vdp, r.historyReportUrl]) {
      const res = await fetch(String(link));
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });
});

describe('GET /listings/{vin}', () => {
  it('returns { data: listing } as a single object', async () => {
    const res = await api(sandbox, `/listings/${sandbox.samples.priced}`);
    expect(res.status).toBe(200);
    const data = obj(obj(res.body).data);
    expect(data.vin).toBe(sandbox.samples.priced);
  });

  it('answers 400 INVALID_VIN_FORMAT and 404 RESOURCE_NOT_FOUND', async () => {
    const bad = await api(sandbox, '/listings/1HGCM82633A00435O');
    expect(bad.status).toBe(400);
    expect(errorOf(bad.body).code).toBe('INVALID_VIN_FORMAT');
    const missing = await api(sandbox, `/listings/${sandbox.samples.unlistedDecodable}`);
    expect(missing.status).toBe(404);
    expect(errorOf(missing.body).code).toBe('RESOURCE_NOT_FOUND');
  });
});

describe('paging', () => {
  it('defaults to 100 rows and takes limit 1..500', async () => {
    expect((await listings('')).data).toHaveLength(100);
    expect((await listings('limit=1')).data).toHaveLength(1);
    expect((await listings('limit=500')).data).toHaveLength(500);
    await badRequest('limit=0');
    await badRequest('limit=501');
    await badRequest('limit=abc');
  });

  it('starts pages at 1 and links the next page', async () => {
    await badRequest('page=0');
    const p1 = await listings('limit=10');
    const p2 = await listings('limit=10&page=2');
    const next = String(obj(p1.body.links).next);
    expect(new URL(next).searchParams.get('page')).toBe('2');
    const followed = obj((await api(sandbox, new URL(next).pathname + new URL(next).search)).body);
    expect(arr(followed.data).map((l) => obj(l).vin)).toEqual(p2.data.map((l) => l.vin));
  });

  it('switches links.next to a cursor from page 50 on, and cursor + page is a 400', async () => {
    const p48 = await listings('limit=5&page=48&sort=price.asc');
    expect(new URL(String(obj(p48.body.links).next)).searchParams.get('page')).toBe('49');
    const p49 = await listings('limit=5&page=49&sort=price.asc');
    const next = new URL(String(obj(p49.body.links).next));
    expect(next.searchParams.has('page')).toBe(false);
    const cursor = next.searchParams.get('cursor');
    expect(cursor).toBeTruthy();
    const p50 = obj((await api(sandbox, next.pathname + next.search)).body);
    const byPage = await listings('limit=5&page=50&sort=price.asc');
    expect(arr(p50.data).map((l) => obj(l).vin)).toEqual(byPage.data.map((l) => l.vin));
    const next51 = new URL(String(obj(p50.links).next));
    expect(next51.searchParams.has('cursor')).toBe(true);
    await badRequest(`page=2&cursor=${cursor}`);
    await badRequest('cursor=garbage');
    await badRequest(`cursor=${cursor}&sort=price.asc&vehicle.make=Toyota`);
  });

  it('has no next link on the last page', async () => {
    const { body } = await listings(`vin=${sandbox.samples.priced}`);
    expect(obj(body.links).next).toBeNull();
  });
});

describe('sort', () => {
  it('defaults to updatedAt.desc', async () => {
    const { data } = await listings('limit=50');
    const times = data.map((l) => Date.parse(String(l.updatedAt)));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('accepts <field> (ascending) and <field>.<direction>, mileage as miles', async () => {
    const asc = (await listings('sort=year&limit=50')).data.map((l) => Number(obj(l.vehicle).year));
    expect(asc).toEqual([...asc].sort((a, b) => a - b));
    const miles = (await listings('sort=mileage.desc&limit=50')).data.map((l) => Number(obj(l.retailListing).miles));
    expect(miles).toEqual([...miles].sort((a, b) => b - a));
    const created = (await listings('sort=createdAt.asc&limit=50')).data.map((l) => Date.parse(String(l.createdAt)));
    expect(created).toEqual([...created].sort((a, b) => a - b));
  });

  it('rejects other fields, directions and multi-column sorts', async () => {
    for (const s of ['distance', 'price.up', 'random', 'price,year', 'price.asc.desc']) await badRequest(`sort=${s}`);
  });
});

describe('filters', () => {
  it('rejects parameters the endpoint does not define', async () => {
    const e = await badRequest('colour=red');
    expect(e.error).toContain('colour');
    // apiKey belongs to v1 only; the echoed path never repeats a key.
    const res = await api(sandbox, '/listings?apiKey=demo-scale');
    expect(res.status).toBe(400);
    expect(errorOf(res.body)).toMatchObject({ code: 'INVALID_PARAMETER', path: '/listings?apiKey=***' });
  });

  it('takes comma lists, case-insensitively', async () => {
    const { data } = await listings('vehicle.make=toyota,HONDA&limit=200');
    expect(data.length).toBeGreaterThan(0);
    expect(new Set(data.map((l) => obj(l.vehicle).make))).toEqual(new Set(['Toyota', 'Honda']));
  });

  it('takes single years and ranges', async () => {
    const single = (await listings('vehicle.year=2020&limit=100')).data;
    expect(single.every((l) => obj(l.vehicle).year === 2020)).toBe(true);
    const range = (await listings('vehicle.year=2018-2020&limit=300')).data;
    expect(range.every((l) => Number(obj(l.vehicle).year) >= 2018 && Number(obj(l.vehicle).year) <= 2020)).toBe(true);
    await badRequest('vehicle.year=2020-2018');
    await badRequest('vehicle.year=twenty');
  });

  it('filters price and miles ranges', async () => {
    const { data } = await listings('retailListing.price=10000-20000&retailListing.miles=20000-60000&limit=200');
    expect(data.length).toBeGreaterThan(0);
    for (const l of data) {
      const r = obj(l.retailListing);
      expect(Number(r.price)).toBeGreaterThanOrEqual(10000);
      expect(Number(r.price)).toBeLessThanOrEqual(20000);
      expect(Number(r.miles)).toBeGreaterThanOrEqual(20000);
      expect(Number(r.miles)).toBeLessThanOrEqual(60000);
    }
    await badRequest('retailListing.price=cheap');
  });

  it('filters used, cpo, doors, fuel and state', async () => {
    expect(
      (await listings('retailListing.used=false&limit=100')).data.every((l) => obj(l.retailListing).used === false),
    ).toBe(true);
    const cpo = (await listings('retailListing.cpo=true&limit=100')).data;
    expect(cpo.length).toBeGreaterThan(0);
    expect(cpo.every((l) => obj(l.retailListing).cpo === true && obj(l.retailListing).used === true)).toBe(true);
    expect((await listings('vehicle.doors=2&limit=100')).data.every((l) => obj(l.vehicle).doors === 2)).toBe(true);
    const ev = (await listings('vehicle.fuel=Electric&limit=100')).data;
    expect(ev.length).toBeGreaterThan(0);
    expect(ev.every((l) => obj(l.vehicle).fuel === 'Electric')).toBe(true);
    expect(
      (await listings('retailListing.state=CA&limit=100')).data.every((l) => obj(l.retailListing).state === 'CA'),
    ).toBe(true);
    await badRequest('retailListing.used=yes');
    await badRequest('retailListing.state=XX');
    await badRequest('vehicle.doors=four');
  });

  it('filters engine by size', async () => {
    const { data } = await listings('vehicle.engine=2.5L&limit=100');
    expect(data.length).toBeGreaterThan(0);
    expect(data.every((l) => String(obj(l.vehicle).engine).startsWith('2.5L'))).toBe(true);
  });

  it('searches a radius around a ZIP with real coordinates, default 50 miles', async () => {
    const { data } = await listings('zip=10001&distance=150&limit=100');
    for (const l of data) expect(Number(l.distance)).toBeLessThanOrEqual(150);
    const dflt = (await listings('zip=10001&limit=100')).data;
    for (const l of dflt) expect(Number(l.distance)).toBeLessThanOrEqual(50);
    await badRequest('zip=1234');
    await badRequest('zip=00000');
  });

  it('filters by dealerId and dealerZip', async () => {
    const first = (await listings('limit=1')).data[0]!;
    const r = obj(first.retailListing);
    const byId = (await listings(`dealerId=${String(r.dealerId)}&limit=100`)).data;
    expect(byId.length).toBeGreaterThan(0);
    expect(byId.every((l) => obj(l.retailListing).dealerId === r.dealerId)).toBe(true);
    const byZip = (await listings(`dealerZip=${String(r.zip)},99999&limit=100`)).data;
    expect(byZip.every((l) => obj(l.retailListing).zip === r.zip)).toBe(true);
  });

  it('excludes unpriced rows unless includeUnpriced=true', async () => {
    const all = await listings('includeUnpriced=true&includes=total&limit=1');
    const priced = await listings('includes=total&limit=1');
    expect(Number(all.body.total)).toBeGreaterThan(Number(priced.body.total));
    const unpricedHidden = await listings(`vin=${sandbox.samples.unpriced}&includeUnpriced=false`);
    expect(unpricedHidden.data).toHaveLength(0);
    const cheapest = (await listings('sort=price.asc&limit=20')).data;
    expect(cheapest.every((l) => Number(obj(l.retailListing).price) > 0)).toBe(true);
  });

  it('returns the vin filter as an array, and validates it', async () => {
    const { data } = await listings(`vin=${sandbox.samples.unpriced}`);
    expect(data).toHaveLength(1);
    expect(data[0]!.vin).toBe(sandbox.samples.unpriced);
    expect(obj(data[0]!.retailListing).price).toBeNull();
    expect((await listings(`vin=${sandbox.samples.unlistedDecodable}`)).data).toEqual([]);
    await badRequest('vin=123', 'INVALID_VIN_FORMAT');
  });
});

describe('includes and select', () => {
  it('adds total, ignoring pagination', async () => {
    const a = await listings('vehicle.make=Ford&includes=total&limit=1');
    const b = await listings('vehicle.make=Ford&includes=total&limit=500');
    expect(a.body.total).toBe(b.body.total);
    expect(b.data.length).toBe(Math.min(500, Number(b.body.total)));
    expect(a.body.facets).toBeUndefined();
    await badRequest('includes=everything');
  });

  it('adds facets with bucketed counts and drill-down URLs for every filterable dimension', async () => {
    const { body } = await listings('vehicle.make=Toyota,Honda&includes=facets,total&limit=1');
    const facets = obj(body.facets);
    for (const dim of [
      'vehicle.year',
      'vehicle.make',
      'vehicle.model',
      'vehicle.trim',
      'vehicle.bodyStyle',
      'vehicle.engine',
      'vehicle.transmission',
      'vehicle.interiorColor',
      'vehicle.exteriorColor',
      'vehicle.doors',
      'vehicle.fuel',
      'retailListing.price',
      'retailListing.miles',
      'retailListing.state',
      'retailListing.used',
      'retailListing.cpo',
      'dealerId',
      'dealerZip',
    ]) {
      expect(arr(facets[dim]).length, dim).toBeGreaterThan(0);
    }
    const makes = arr(facets['vehicle.make']).map(obj);
    expect(makes.reduce((n, b) => n + Number(b.count), 0)).toBe(body.total);
    const model = obj(arr(facets['vehicle.model'])[0]);
    const drill = new URL(String(model.url));
    expect(drill.searchParams.get('vehicle.model')).toBe(model.value);
    expect(drill.searchParams.get('vehicle.make')).toBe('Toyota,Honda');
    const followed = obj(
      (await api(sandbox, `${drill.pathname}${drill.search.replace('includes=facets%2Ctotal', 'includes=total')}`))
        .body,
    );
    expect(followed.total).toBe(model.count);
    const price = arr(facets['retailListing.price']).map(obj);
    expect(price.every((b) => /^\d+-(\d+)?$/.test(String(b.value)))).toBe(true);
  });

  it('flattens rows to dot keys with select', async () => {
    const { data } = await listings('select=vin,vehicle.make,retailListing.price,location&limit=3');
    for (const row of data) {
      expect(Object.keys(row).sort()).toEqual(['location', 'retailListing.price', 'vehicle.make', 'vin']);
      expect(typeof row['vehicle.make']).toBe('string');
    }
    await badRequest('select=vehicle.colour');
  });
});

// auto.dev dialect /listings over HTTP: facets, aliases, rows, clamp, links, totals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { api, arr, obj, startTestSandbox, type Obj } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ dialect: 'autodev' });
});
afterAll(() => sandbox?.close());

async function listings(query: string, plan: 'free' | 'growth' | 'scale' = 'scale'): Promise<Obj> {
  const res = await api(sandbox, `/listings?${query}`, plan);
  expect(res.status, JSON.stringify(res.body).slice(0, 300)).toBe(200);
  return obj(res.body);
}

async function totalOf(url: string): Promise<number> {
  const u = new URL(url, sandbox.url);
  u.searchParams.set('includes', 'total');
  return Number((await listings(u.search.slice(1))).total);
}

describe('facets', () => {
  it('are groups of "<label> (<count>)" keys whose drill-down URLs count the same rows', async () => {
    const body = await listings('vehicle.make=Toyota,Honda,Ford&includes=facets&limit=1');
    const facets = obj(body.facets);
    for (const group of [
      'years',
      'makes',
      'models',
      'trims',
      'types',
      'fuel',
      'transmissions',
      'states',
      'prices',
      'mileage',
      'dealers',
    ])
      expect(Object.keys(obj(facets[group])).length, group).toBeGreaterThan(0);
    for (const [group, entries] of Object.entries(facets)) {
      // The two largest buckets of each group, followed with includes=total.
      for (const [key, url] of Object.entries(obj(entries)).slice(0, 2)) {
        const match = /^(.*) \((\d+)\)$/.exec(key);
        expect(match, `${group}: ${key}`).not.toBeNull();
        expect(await totalOf(String(url)), `${group}: ${key}`).toBe(Number(match![2]));
      }
    }
    const prices = Object.values(obj(facets.prices)).map(String);
    expect(prices.every((url) => new URL(url).searchParams.has('prices'))).toBe(true);
    expect(Object.values(obj(facets.mileage)).every((url) => new URL(String(url)).searchParams.has('mileage'))).toBe(
      true,
    );
  });
});

describe('aliases', () => {
  it('accepts prices= and mileage= as the price and miles range filters', async () => {
    const alias = await listings('prices=20000-29999&mileage=0-50000&includes=total&limit=50');
    const spec = await listings('retailListing.price=20000-29999&retailListing.miles=0-50000&includes=total&limit=50');
    expect(alias.total).toBe(spec.total);
    expect(Number(alias.total)).toBeGreaterThan(0);
    for (const row of arr(alias.data).map(obj)) {
      const retail = obj(row.retailListing);
      expect(Number(retail.price)).toBeGreaterThanOrEqual(20_000);
      expect(Number(retail.price)).toBeLessThanOrEqual(29_999);
      expect(Number(retail.miles)).toBeLessThanOrEqual(50_000);
    }
  });
});

describe('rows', () => {
  it('write createdAt as UTC "YYYY-MM-DD HH:MM:SS", location as [longitude, latitude], carfaxUrl', async () => {
    const data = arr((await listings('limit=20')).data).map(obj);
    for (const row of data) {
      expect(row.createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const [lng, lat] = arr(row.location) as [number, number];
      // U.S. dealers: west of Greenwich, north of the equator.
      expect(lng).toBeLessThan(-60);
      expect(lat).toBeGreaterThan(15);
      const retail = obj(row.retailListing);
      expect(retail.carfaxUrl).toEqual(expect.any(String));
      expect(retail.historyReportUrl).toBeUndefined();
    }
    const one = obj((await api(sandbox, `/listings/${String(data[0]!.vin)}`)).body);
    expect(obj(one.data).createdAt).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });

  it('select accepts retailListing.carfaxUrl', async () => {
    const row = obj(arr((await listings('select=vin,retailListing.carfaxUrl&limit=1')).data)[0]);
    expect(Object.keys(row)).toEqual(['vin', 'retailListing.carfaxUrl']);
  });
});

describe('page size and links', () => {
  it("clamps limit silently to the plan's cap", async () => {
    expect(arr((await listings('limit=600', 'free')).data)).toHaveLength(20);
    expect(arr((await listings('limit=600', 'growth')).data)).toHaveLength(100);
    expect(arr((await listings('limit=600', 'scale')).data)).toHaveLength(500);
  });

  it('gives self, next, first and last on page 1 (absolute), totalFormatted beside total', async () => {
    const body = await listings('limit=20&includes=total');
    const links = obj(body.links);
    expect(Object.keys(links).sort()).toEqual(['first', 'last', 'next', 'self']);
    expect(links.self).toBe(`${sandbox.url}/listings?page=1&limit=20&includes=total`);
    expect(links.next).toBe(`${sandbox.url}/listings?page=2&limit=20&includes=total`);
    expect(links.first).toBe(`${sandbox.url}/listings?includes=total`);
    expect(links.last).toBe(
      `${sandbox.url}/listings?page=${Math.ceil(Number(body.total) / 20)}&limit=20&includes=total`,
    );
    expect(obj((await listings('limit=20')).links).first).toBe(`${sandbox.url}/listings`);
    expect(body.totalFormatted).toBe(Number(body.total).toLocaleString('en-US'));
  });

  it('switches next to a cursor from page 50 (relative links) and drops last in cursor mode', async () => {
    const body = await listings('page=50&limit=20&includeUnpriced=true');
    const links = obj(body.links);
    expect(links.self).toBe('/listings?page=50&limit=20&includeUnpriced=true');
    expect(links.prev).toBe('/listings?page=49&limit=20&includeUnpriced=true');
    expect(String(links.next)).toMatch(/^\/listings\?cursor=[^&]+&limit=20&includeUnpriced=true$/);
    expect(links.last).toBeDefined();
    const next = await listings(String(links.next).split('?')[1]!);
    const nextLinks = obj(next.links);
    expect(nextLinks.last).toBeUndefined();
    expect(nextLinks.prev).toBe('/listings?page=50&limit=20&includeUnpriced=true');
    const first = new Set(arr(body.data).map((r) => obj(r).vin));
    expect(arr(next.data).some((r) => first.has(obj(r).vin))).toBe(false);
  });

  it('has no next on the last page and no prev on the first', async () => {
    const body = await listings('vehicle.make=Toyota&limit=20&includes=total');
    const pages = Math.ceil(Number(body.total) / 20);
    expect(obj(body.links).prev).toBeUndefined();
    const last = await listings(`vehicle.make=Toyota&limit=20&page=${pages}`);
    expect(obj(last.links).next).toBeUndefined();
  });
});

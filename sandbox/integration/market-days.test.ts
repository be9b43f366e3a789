// Simulated market days over HTTP (sandbox/market/, issue #39 item 6). Every expected value is
// read from the sandbox's own answers on another day, or counted here over the pages it
// serves, and then held against what /_sandbox/market/moves says changed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { api, arr, obj, startTestSandbox, type Obj } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox?.close();
});

async function setDay(target: RunningSandbox, day: number): Promise<Obj> {
  const response = await fetch(`${target.url}/_sandbox/clock`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ day }),
  });
  expect(response.status).toBe(200);
  return obj(await response.json());
}

interface Moves {
  priceChanged: { vin: string; day: number; from: number; to: number }[];
  sold: { vin: string; day: number }[];
  appeared: { vin: string; day: number; createdAt: string }[];
}

async function moves(target: RunningSandbox, from: number, to: number): Promise<Moves> {
  const res = await api(target, `/_sandbox/market/moves?from=${from}&to=${to}`, null);
  expect(res.status).toBe(200);
  return res.body as Moves;
}

/** Every listing served for a search, page by page: VIN → the row's selected fields. */
async function everyListing(target: RunningSandbox, search: string): Promise<Map<string, Obj>> {
  const rows = new Map<string, Obj>();
  let path: string | null = `/listings?${search}&limit=500`;
  while (path) {
    const body = obj((await api(target, path)).body);
    for (const row of arr(body.data)) rows.set(String(obj(row).vin), obj(row));
    const next = obj(body.links).next;
    path = typeof next === 'string' ? next.slice(target.url.length) : null;
  }
  return rows;
}

async function listingPrice(target: RunningSandbox, vin: string): Promise<number | null> {
  const res = await api(target, `/listings/${vin}`);
  expect(res.status).toBe(200);
  const price = obj(obj(obj(res.body).data).retailListing).price;
  return typeof price === 'number' ? price : null;
}

/** 2026-11-01 (the dataset's day 0, sandbox/README.md "Assumptions") plus whole days. */
function simulatedDate(day: number): string {
  return new Date(Date.UTC(2026, 10, 1 + day)).toISOString().slice(0, 10);
}

describe('the clock', () => {
  it('starts at day 0 on the dataset date, moves on POST and refuses days it cannot show', async () => {
    const clock = obj((await api(sandbox, '/_sandbox/clock', null)).body);
    expect(clock).toEqual({ day: 0, date: '2026-11-01T12:00:00.000Z' });
    expect(await setDay(sandbox, 2)).toEqual({ day: 2, date: '2026-11-03T12:00:00.000Z' });
    expect(obj((await api(sandbox, '/_sandbox/clock', null)).body).day).toBe(2);
    for (const body of ['{"day": -1}', '{"day": 1.5}', '{"day": "x"}', 'not json', '{}']) {
      const res = await fetch(`${sandbox.url}/_sandbox/clock`, { method: 'POST', body });
      expect(res.status, body).toBe(400);
    }
    expect(obj((await api(sandbox, '/_sandbox/clock', null)).body).day).toBe(2);
    await setDay(sandbox, 0);
  });
});

describe('day 0', () => {
  it('answers exactly as before another day was shown', async () => {
    const paths = [
      '/listings?includes=total,facets&limit=100',
      '/listings?sort=price&includes=total&limit=50&page=3',
      `/listings/${sandbox.samples.priced}`,
      `/photos/${sandbox.samples.priced}`,
    ];
    const before = await Promise.all(paths.map((p) => api(sandbox, p)));
    await setDay(sandbox, 4);
    const during = await api(sandbox, paths[0]!);
    expect(during.body).not.toEqual(before[0]!.body);
    await setDay(sandbox, 0);
    const after = await Promise.all(paths.map((p) => api(sandbox, p)));
    after.forEach((res, i) => expect(res.body, paths[i]).toEqual(before[i]!.body));
  });
});

describe('moves', () => {
  it('are the same for the same seed, and a sandbox started on day 3 serves what day 3 serves after POST', async () => {
    const first = await moves(sandbox, 0, 5);
    expect(await moves(sandbox, 0, 5)).toEqual(first);
    expect(first.priceChanged.length).toBeGreaterThan(0);
    expect(first.sold.length).toBeGreaterThan(0);
    expect(first.appeared.length).toBeGreaterThan(0);
    const other = await startTestSandbox({ day: 3 });
    try {
      expect(obj((await api(other, '/_sandbox/clock', null)).body).day).toBe(3);
      expect(await moves(other, 0, 5)).toEqual(first);
      await setDay(sandbox, 3);
      const search = '/listings?includes=total,facets&sort=price&limit=200&includeUnpriced=true';
      const served = (await api(other, search)).body;
      expect(JSON.stringify(served).replaceAll(other.url, 'X')).toBe(
        JSON.stringify((await api(sandbox, search)).body).replaceAll(sandbox.url, 'X'),
      );
    } finally {
      await other.close();
      await setDay(sandbox, 0);
    }
  });

  it('refuse a range that does not move forward', async () => {
    expect((await api(sandbox, '/_sandbox/market/moves?from=3&to=3', null)).status).toBe(400);
    expect((await api(sandbox, '/_sandbox/market/moves?from=a&to=3', null)).status).toBe(400);
  });
});

describe('a price drop', () => {
  it('the priceDrop sample: listed at day 0 and day 1, its price cut as the sample and the moves say', async () => {
    const sample = sandbox.samples.priceDrop;
    expect(sample.day).toBe(1);
    expect(sample.to).toBeLessThan(sample.from);
    const atZero = await listingPrice(sandbox, sample.vin);
    await setDay(sandbox, 1);
    const atOne = await listingPrice(sandbox, sample.vin);
    await setDay(sandbox, 0);
    expect([atZero, atOne]).toEqual([sample.from, sample.to]);
    const drop = (await moves(sandbox, 0, 1)).priceChanged.find((m) => m.vin === sample.vin);
    expect(drop).toEqual({ vin: sample.vin, day: 1, from: atZero, to: atOne });
  });

  it('every listing whose price /listings shows changed between day 0 and day 1 is in the moves, with those prices', async () => {
    const search = 'includeUnpriced=true&select=vin,retailListing.price';
    const day0 = await everyListing(sandbox, search);
    await setDay(sandbox, 1);
    const day1 = await everyListing(sandbox, search);
    await setDay(sandbox, 0);
    const changed = [...day1.entries()]
      .filter(([vin, row]) => day0.has(vin) && day0.get(vin)!['retailListing.price'] !== row['retailListing.price'])
      .map(([vin, row]) => ({
        vin,
        day: 1,
        from: day0.get(vin)!['retailListing.price'],
        to: row['retailListing.price'],
      }));
    expect(changed.length).toBeGreaterThan(0);
    const byVin = (a: { vin: string }, b: { vin: string }) => a.vin.localeCompare(b.vin);
    expect((await moves(sandbox, 0, 1)).priceChanged.filter((m) => day1.has(m.vin)).sort(byVin)).toEqual(
      changed.sort(byVin),
    );
    for (const cut of changed) {
      const amount = Number(cut.from) - Number(cut.to);
      expect(amount).toBeGreaterThanOrEqual(250);
      expect(amount).toBeLessThanOrEqual(2_000);
      expect(amount % 50).toBe(0);
    }
  });

  it('the auto.dev dialect shows the same cut', async () => {
    const autodev = await startTestSandbox({ dialect: 'autodev', day: 1 });
    try {
      const res = await api(autodev, `/listings/${autodev.samples.priceDrop.vin}`);
      expect(res.status).toBe(200);
      expect(obj(obj(obj(res.body).data).retailListing).price).toBe(autodev.samples.priceDrop.to);
    } finally {
      await autodev.close();
    }
  });
});

describe('sold and new listings', () => {
  it('day 3 lists day 0 minus the sold plus the new, by count and by VIN, in pages, totals and facets', async () => {
    const search = 'includeUnpriced=true&select=vin,vehicle.make,createdAt';
    const day0 = await everyListing(sandbox, search);
    const m = await moves(sandbox, 0, 3);
    await setDay(sandbox, 3);
    try {
      const day3 = await everyListing(sandbox, search);
      const expected = new Set(day0.keys());
      for (const { vin } of m.appeared) expected.add(vin);
      for (const { vin } of m.sold) expected.delete(vin);
      expect(new Set(day3.keys())).toEqual(expected);
      const total = obj((await api(sandbox, '/listings?includeUnpriced=true&includes=total,facets&limit=1')).body);
      expect(total.total).toBe(day3.size);
      // Facets counted here over the served pages.
      const counted = new Map<string, number>();
      for (const row of day3.values()) {
        const make = String(row['vehicle.make']);
        counted.set(make, (counted.get(make) ?? 0) + 1);
      }
      const facet = arr(obj(total.facets)['vehicle.make']).map((b): [string, unknown] => [
        String(obj(b).value),
        obj(b).count,
      ]);
      expect(new Map(facet)).toEqual(counted);

      const sold = m.sold.filter((s) => day0.has(s.vin)).slice(0, 3);
      expect(sold.length).toBeGreaterThan(0);
      for (const { vin } of sold) {
        expect((await api(sandbox, `/listings/${vin}`)).status).toBe(404);
        expect(obj((await api(sandbox, `/listings?vin=${vin}&includes=total`)).body).total).toBe(0);
        expect((await api(sandbox, `/photos/${vin}`)).status).toBe(404);
      }
      const fresh = m.appeared.filter((a) => day3.has(a.vin)).slice(0, 3);
      expect(fresh.length).toBeGreaterThan(0);
      for (const { vin, day } of fresh) {
        expect(String(day3.get(vin)!.createdAt).slice(0, 10)).toBe(simulatedDate(day));
        const listing = obj(obj((await api(sandbox, `/listings/${vin}`)).body).data);
        expect(obj(listing.retailListing).daysOnMarket).toBe(3 - day);
      }
      await setDay(sandbox, 0);
      for (const { vin } of fresh) expect((await api(sandbox, `/listings/${vin}`)).status).toBe(404);
      for (const { vin } of sold) expect((await api(sandbox, `/listings/${vin}`)).status).toBe(200);
    } finally {
      await setDay(sandbox, 0);
    }
  });

  it('about 2% of listings leave a day and about as many appear', async () => {
    const m = await moves(sandbox, 0, 10);
    const day0Total = Number(
      obj((await api(sandbox, '/listings?includeUnpriced=true&includes=total&limit=1')).body).total,
    );
    // 10 days at 2% of what is left: 1 − 0.98^10 ≈ 18%; allow the spread of a 3,000-listing sample.
    const soldOfDay0 = m.sold.filter((s) => !m.appeared.some((a) => a.vin === s.vin)).length / day0Total;
    expect(soldOfDay0).toBeGreaterThan(0.13);
    expect(soldOfDay0).toBeLessThan(0.23);
    expect(m.appeared.length).toBe(10 * Math.round(day0Total * 0.02));
  });
});

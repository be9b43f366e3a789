// /recalls, /openrecalls and /plate over HTTP.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningSandbox } from '../start-sandbox';
import { api, arr, errorOf, obj, startTestSandbox, type Obj } from '../test-support/sandbox-fixture';

let sandbox: RunningSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(() => sandbox?.close());

function checkRecord(r: Obj, open: boolean) {
  for (const k of [
    'manufacturer',
    'regulatorCampaignNumber',
    'mfrCampaignNumber',
    'component',
    'summary',
    'consequence',
    'remedy',
    'notes',
    'modelYear',
    'make',
    'model',
  ])
    expect(typeof r[k], k).toBe('string');
  for (const k of ['parkIt', 'parkOutSide', 'overTheAirUpdate', 'remedyAvailable'])
    expect(typeof r[k], k).toBe('boolean');
  expect(String(r.reportReceivedDate)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
  const [dd, mm] = String(r.reportReceivedDate).split('/').map(Number);
  expect(dd).toBeLessThanOrEqual(31);
  expect(mm).toBeLessThanOrEqual(12);
  expect(String(r.component)).toMatch(/^[A-Z0-9 ,/()-]+(:[A-Z0-9 ,/()-]+)*$/);
  expect(r.make).toBe(String(r.make).toUpperCase());
  expect(String(r.regulatorCampaignNumber)).toMatch(/^\d{2}V\d{3}000$/);
  if (open) {
    expect(['Open', 'Remedy Available', 'In Progress']).toContain(r.recallStatus);
    expect(r.expectedRemediationDate === null || typeof r.expectedRemediationDate === 'string').toBe(true);
  } else {
    expect(r.recallStatus).toBeUndefined();
    expect(r.expectedRemediationDate).toBeUndefined();
  }
}

describe('GET /recalls/{vin}', () => {
  it('lists regulator recall records without open-recall fields', async () => {
    const body = obj((await api(sandbox, `/recalls/${sandbox.samples.parkIt}`)).body);
    const data = arr(body.data).map(obj);
    expect(data.length).toBeGreaterThan(0);
    for (const r of data) checkRecord(r, false);
  });

  it('answers { data: [] } for a valid VIN without recalls', async () => {
    expect((await api(sandbox, `/recalls/${sandbox.samples.noRecalls}`)).body).toEqual({ data: [] });
  });

  it('shares campaigns between VINs of the same model and year', async () => {
    const numbers = new Map<string, number>();
    for (const vin of sandbox.samples.recallSweep.slice(0, 150)) {
      for (const r of arr(obj((await api(sandbox, `/recalls/${vin}`)).body).data).map(obj))
        numbers.set(String(r.regulatorCampaignNumber), (numbers.get(String(r.regulatorCampaignNumber)) ?? 0) + 1);
    }
    expect([...numbers.values()].some((n) => n > 1)).toBe(true);
  });
});

describe('GET /openrecalls/{vin}', () => {
  it('returns the open park-it recall of the sample with every field', async () => {
    const body = obj((await api(sandbox, `/openrecalls/${sandbox.samples.parkIt}`)).body);
    expect(typeof body.status).toBe('string');
    expect(Number.isNaN(Date.parse(String(body.retrievedAt)))).toBe(false);
    const data = arr(body.data).map(obj);
    expect(body.openRecalls).toBe(data.length);
    expect(Number(body.totalRecalls)).toBeGreaterThanOrEqual(data.length);
    expect(data.some((r) => r.parkIt === true)).toBe(true);
    for (const r of data) checkRecord(r, true);
    expect(body.recalls).toBeUndefined();
    expect(body.manufacturerCampaignCount).toBe(arr(body.manufacturerCampaigns).length);
  });

  it('adds the full catalog with recalls=true, same as /recalls', async () => {
    const vin = sandbox.samples.parkOutside;
    const body = obj((await api(sandbox, `/openrecalls/${vin}?recalls=true`)).body);
    const all = obj((await api(sandbox, `/recalls/${vin}`)).body);
    expect(body.recalls).toEqual(all.data);
    expect(
      arr(body.data)
        .map(obj)
        .some((r) => r.parkOutSide === true),
    ).toBe(true);
  });

  it('flags over-the-air fixes and lists manufacturer campaigns apart from openRecalls', async () => {
    const ota = obj((await api(sandbox, `/openrecalls/${sandbox.samples.overTheAir}`)).body);
    expect(
      arr(ota.data)
        .map(obj)
        .some((r) => r.overTheAirUpdate === true),
    ).toBe(true);
    const mc = obj((await api(sandbox, `/openrecalls/${sandbox.samples.manufacturerCampaigns}`)).body);
    const campaigns = arr(mc.manufacturerCampaigns).map(obj);
    expect(campaigns.length).toBeGreaterThan(0);
    for (const c of campaigns) {
      for (const k of ['mfrCampaignNumber', 'summary', 'remedy']) expect(typeof c[k]).toBe('string');
      expect(typeof c.remedyAvailable).toBe('boolean');
      expect(String(c.reportReceivedDate)).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    }
    expect(mc.openRecalls).toBe(arr(mc.data).length);
  });

  it('answers an empty data array when nothing is open', async () => {
    const body = obj((await api(sandbox, `/openrecalls/${sandbox.samples.noRecalls}`)).body);
    expect(body.data).toEqual([]);
    expect(body.openRecalls).toBe(0);
  });

  it('keeps park-it and park-outside open recalls near 3% of vehicles each', async () => {
    let parkIt = 0;
    let parkOutside = 0;
    const sweep = sandbox.samples.recallSweep;
    for (const vin of sweep) {
      const data = arr(obj((await api(sandbox, `/openrecalls/${vin}`)).body).data).map(obj);
      if (data.some((r) => r.parkIt)) parkIt++;
      if (data.some((r) => r.parkOutSide)) parkOutside++;
    }
    expect(parkIt / sweep.length).toBeGreaterThan(0.005);
    expect(parkIt / sweep.length).toBeLessThan(0.08);
    expect(parkOutside / sweep.length).toBeGreaterThan(0.005);
    expect(parkOutside / sweep.length).toBeLessThan(0.08);
  });
});

describe('GET /plate/{plate}', () => {
  it('resolves a plate and state, stripping hyphens and spaces', async () => {
    const sample = sandbox.samples.plates[0]!;
    const spaced = `${sample.plate.slice(0, 2)}-${sample.plate.slice(2, 4)} ${sample.plate.slice(4)}`;
    const body = obj((await api(sandbox, `/plate/${encodeURIComponent(spaced)}?state=${sample.state}`)).body);
    expect(body.vin).toBe(sample.vin);
    for (const k of ['make', 'model', 'trim', 'drivetrain', 'engine', 'transmission'])
      expect(typeof body[k]).toBe('string');
    expect(typeof body.year).toBe('number');
    expect(typeof body.isDefault).toBe('boolean');
  });

  it('finds vehicles registered in several states', async () => {
    const byVin = new Map<string, string[]>();
    for (const p of sandbox.samples.plates) byVin.set(p.vin, [...(byVin.get(p.vin) ?? []), p.state]);
    const multi = [...byVin.entries()].find(([, s]) => s.length > 1);
    expect(multi).toBeDefined();
    for (const p of sandbox.samples.plates.filter((x) => x.vin === multi![0])) {
      expect(obj((await api(sandbox, `/plate/${p.plate}?state=${p.state}`)).body).vin).toBe(p.vin);
    }
  });

  it('answers the plate errors of the spec', async () => {
    const cases: [string, number, string][] = [
      ['/plate/A?state=CA', 400, 'INVALID_PLATE_FORMAT'],
      ['/plate/ABCDEFGHJ?state=CA', 400, 'INVALID_PLATE_FORMAT'],
      ['/plate/AB%24CD?state=CA', 400, 'INVALID_PLATE_FORMAT'],
      ['/plate/ABC123?state=XX', 400, 'INVALID_STATE_CODE'],
      ['/plate/ABC123', 400, 'INVALID_STATE_CODE'],
      [
        `/plate/${sandbox.samples.plateNotFound.plate}?state=${sandbox.samples.plateNotFound.state}`,
        404,
        'PLATE_NOT_FOUND',
      ],
      [`/plate/${sandbox.samples.plateNoData.plate}?state=${sandbox.samples.plateNoData.state}`, 404, 'NO_DATA_FOUND'],
    ];
    for (const [path, status, code] of cases) {
      const res = await api(sandbox, path);
      expect(res.status, path).toBe(status);
      expect(errorOf(res.body).code, path).toBe(code);
    }
  });
});

// auto.dev's own client (@auto.dev/sdk 0.1.24) pointed at the sandbox in auto.dev's dialect
// over real HTTP: every method of the client answers data of the documented shape
// (autodev-sdk-schemas.ts), the parameters the client leaves out get the hosted defaults
// (docs/real-service.md #28), and a plan refusal comes back as the client's PLAN_REQUIRED.
import { AutoDev, AutoDevError } from '@auto.dev/sdk';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RunningSandbox } from '../start-sandbox';
import { api, obj, startTestSandbox } from '../test-support/sandbox-fixture';
import * as schema from './autodev-sdk-schemas';

let sandbox: RunningSandbox;
let scale: AutoDev;
let starter: AutoDev;

// The sandbox's demo keys (sandbox/http/demo-keys.ts). raw: false is the client's default, set
// here so a ~/.auto-dev/config.json on the machine cannot change what the client returns.
const client = (apiKey: string) => new AutoDev({ apiKey, baseUrl: sandbox.url, raw: false });

beforeAll(async () => {
  sandbox = await startTestSandbox({ dialect: 'autodev' });
  scale = client('demo-scale');
  starter = client('demo-starter');
});
afterAll(() => sandbox?.close());

/** The client's answer, its data checked against the documented shape. */
async function expectAnswer<S extends z.ZodType>(
  call: Promise<{ data: unknown; meta: { requestId: string } }>,
  shape: S,
): Promise<z.infer<S>> {
  const answer = await call;
  expect(schema.requestId.safeParse(answer.meta.requestId).success, answer.meta.requestId).toBe(true);
  const parsed = shape.safeParse(answer.data);
  expect(parsed.error?.issues ?? [], JSON.stringify(answer.data).slice(0, 300)).toEqual([]);
  return parsed.data as z.infer<S>;
}

/** The vehicle's listing row (GET /listings/{vin}, which the client has no method for). */
async function listing(vin: string): Promise<Record<string, unknown>> {
  return obj(obj((await api(sandbox, `/listings/${vin}`)).body).data);
}

async function askingPrice(vin: string): Promise<number> {
  const price = obj((await listing(vin)).retailListing).price;
  expect(typeof price).toBe('number');
  return price as number;
}

async function refusal(call: () => Promise<unknown>): Promise<AutoDevError> {
  const error: unknown = await call().then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AutoDevError);
  return error as AutoDevError;
}

describe('every client method answers the documented shape', () => {
  it('decode, photos, listings, specs, build, recalls', async () => {
    const vin = sandbox.samples.priced;
    expect((await expectAnswer(scale.decode(vin), schema.decodeData)).vin).toBe(vin);
    expect((await expectAnswer(scale.photos(vin), schema.photosData)).retail.length).toBeGreaterThan(0);
    expect(await expectAnswer(scale.photos(sandbox.samples.noPhotos), schema.photosData)).toEqual({ retail: [] });
    const rows = await expectAnswer(scale.listings({ 'vehicle.make': 'Toyota', limit: 3 }), schema.listingsData);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(3);
    expect(rows.every((row) => row.vehicle.make === 'Toyota')).toBe(true);
    expect((await expectAnswer(scale.specs(vin), schema.specsData)).vehicle.vin).toBe(vin);
    expect((await expectAnswer(scale.build(vin), schema.buildData)).vin).toBe(vin);
    const recalls = await expectAnswer(scale.recalls(sandbox.samples.parkIt), schema.recallsData);
    expect(recalls.data.length).toBeGreaterThan(0);
  });

  it('openRecalls, plate, taxes, tco, usage', async () => {
    const open = await expectAnswer(scale.openRecalls(sandbox.samples.parkIt), schema.openRecallsData);
    expect(Array.isArray(open) ? 0 : open.openRecalls).toBeGreaterThan(0);
    expect(await expectAnswer(scale.openRecalls(sandbox.samples.noRecalls), schema.openRecallsData)).toEqual([]);
    const plate = sandbox.samples.plates[0]!;
    expect((await expectAnswer(scale.plate(plate.state, plate.plate), schema.plateData)).vin).toBe(plate.vin);
    const vin = sandbox.samples.priced;
    // The client's documented /taxes defaults: price 25000, ZIP 94020 (taxes criteria echo them).
    const taxes = await expectAnswer(scale.taxes(vin), schema.taxesData);
    expect(taxes.criteria).toMatchObject({ zip: '94020', docFee: 200 });
    expect(Number(taxes.criteria.price)).toBe(25_000);
    const priced = await expectAnswer(scale.taxes(vin, { zip: '10001', price: 30_000 }), schema.taxesData);
    expect(priced.criteria.zip).toBe('10001');
    expect(Number(priced.criteria.price)).toBe(30_000);
    // TcoVinParams: zip defaults to the user's ZIP or 90210; the sandbox cannot see the user.
    expect((await expectAnswer(scale.tco(vin), schema.tcoData)).zip).toBe('90210');
    expect((await expectAnswer(scale.tco(vin, { zip: '60601' }), schema.tcoData)).zip).toBe('60601');
    await expectAnswer(scale.usage(), schema.usageData);
  });
});

describe('payments and apr with the parameters the client leaves out', () => {
  it('payments(vin, { zip }) prices the vehicle at its asking price, 750 credit, $200 doc fee, 60 months', async () => {
    const vin = sandbox.samples.priced;
    const answer = await expectAnswer(scale.payments(vin, { zip: '10001' }), schema.paymentsData);
    const criteria = answer.paymentsData.calculationCriteria;
    expect(criteria.salesPrice).toBe(await askingPrice(vin));
    expect(criteria).toMatchObject({ docFee: 200, downPayment: 0, tradeIn: 0, zipCode: '10001' });
    // docs/real-service.md gives loanTerm 60 where the client's types say 72: the docs win.
    expect(criteria.numberOfMonths).toBe(60);
    // 750 is a prime score (661–780): the rate is the answer's own 60-month APR, above super prime's.
    expect(criteria.financeRate).toBe(answer.apr[60]);
    const superPrime = await expectAnswer(
      scale.payments(vin, { zip: '10001', creditScore: '800' }),
      schema.paymentsData,
    );
    expect(superPrime.paymentsData.calculationCriteria.financeRate).toBeLessThan(criteria.financeRate);
    expect(superPrime.paymentsData.loanMonthlyPayment).toBeLessThan(answer.paymentsData.loanMonthlyPayment);
  });

  it('payments() with nothing but the VIN, and with each option the client documents', async () => {
    const vin = sandbox.samples.priced;
    const bare = await expectAnswer(scale.payments(vin), schema.paymentsData);
    expect(bare.criteria.zip).toBe('94020');
    const given = await expectAnswer(
      scale.payments(vin, {
        zip: '30301',
        price: 31_500,
        docFee: 599,
        downPayment: 3_000,
        tradeIn: 2_500,
        term: 72,
        interestRate: 4.5,
      }),
      schema.paymentsData,
    );
    expect(given.paymentsData.calculationCriteria).toMatchObject({
      salesPrice: 31_500,
      docFee: 599,
      downPayment: 3_000,
      tradeIn: 2_500,
      numberOfMonths: 72,
      financeRate: 4.5,
      zipCode: '30301',
    });
    // loanAmount = price + docFee − downPayment − tradeIn (docs/vehicle-data-service.md, README).
    expect(given.paymentsData.loanAmount).toBe(31_500 + 599 - 3_000 - 2_500);
  });

  it('apr(vin, { zip, creditScore }) reads year, make and model from the VIN', async () => {
    const vin = sandbox.samples.priced;
    const decoded = obj((await listing(vin)).vehicle);
    const answer = await expectAnswer(scale.apr(vin, { zip: '10001', creditScore: '700' }), schema.aprData);
    expect(answer.vehicle).toMatchObject({ vin, year: decoded.year, make: decoded.make, model: decoded.model });
    expect(answer).toMatchObject({ zip: '10001', creditScore: '700' });
    // AprVinParams: creditScore defaults to "720", zip to the user's ZIP or 90210.
    const bare = await expectAnswer(scale.apr(vin), schema.aprData);
    expect(bare).toMatchObject({ zip: '90210', creditScore: '720' });
    const used = await expectAnswer(scale.apr(vin, { vehicleMileage: '45000' }), schema.aprData);
    expect(Number(used.vehicleMileage)).toBe(45_000);
  });

  it('a bad option is still refused with a 400', async () => {
    const vin = sandbox.samples.priced;
    for (const call of [
      () => scale.payments(vin, { zip: '9021' }),
      () => scale.payments(vin, { interestRate: -1 }),
      () => scale.payments(vin, { term: 30 }),
      () => scale.apr(vin, { creditScore: '200' }),
    ]) {
      expect((await refusal(call)).status).toBe(400);
    }
  });
});

describe("a Starter key's refusals", () => {
  it('come back as the client’s PLAN_REQUIRED error, naming the plan the endpoint needs', async () => {
    const vin = sandbox.samples.priced;
    const plate = sandbox.samples.plates[0]!;
    const refused: [string, () => Promise<unknown>, 'Growth' | 'Scale'][] = [
      ['specs', () => starter.specs(vin), 'Growth'],
      ['build', () => starter.build(vin), 'Growth'],
      ['recalls', () => starter.recalls(vin), 'Growth'],
      ['payments', () => starter.payments(vin, { zip: '10001' }), 'Growth'],
      ['apr', () => starter.apr(vin, { zip: '10001', creditScore: '700' }), 'Growth'],
      ['tco', () => starter.tco(vin), 'Growth'],
      ['openRecalls', () => starter.openRecalls(vin), 'Scale'],
      ['plate', () => starter.plate(plate.state, plate.plate), 'Scale'],
      ['taxes', () => starter.taxes(vin), 'Scale'],
    ];
    for (const [name, call, plan] of refused) {
      const error = await refusal(call);
      expect({ name, code: error.code, status: error.status }).toEqual({ name, code: 'PLAN_REQUIRED', status: 402 });
      expect(error.message, name).toContain(plan);
    }
  });

  it('leave the Starter endpoints open: decode, photos, listings', async () => {
    const vin = sandbox.samples.priced;
    await expectAnswer(starter.decode(vin), schema.decodeData);
    await expectAnswer(starter.photos(vin), schema.photosData);
    await expectAnswer(starter.listings({ limit: 2 }), schema.listingsData);
  });

  it('an unknown key is the client’s UNAUTHORIZED error', async () => {
    const error = await refusal(() => client('not-a-key').decode(sandbox.samples.priced));
    expect({ code: error.code, status: error.status }).toEqual({ code: 'UNAUTHORIZED', status: 401 });
  });
});

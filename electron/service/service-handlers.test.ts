// Each service channel's handler, through main's router, against the sandbox: the
// handler calls the endpoint its channel names with the input it was given, checked
// against the sandbox's own HTTP answer to the same request.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelName } from '../../shared/ipc/contract';
import { DEMO_KEYS, type RunningSandbox } from '../../sandbox/start-sandbox';
import { createServiceClient, type ServiceClient } from './create-service-client';
import { createServiceRouter, TRUSTED_FRAME } from './test-support/service-router';
import { startServiceSandbox } from './test-support/service-sandbox';

let sandbox: RunningSandbox;
let cacheDir: string;

beforeAll(async () => {
  sandbox = await startServiceSandbox();
  cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-handlers-cache-'));
}, 300_000);

/**
 * The handlers through main's router, made inside each test rather than once for the file:
 * the handler table is what is under test, so it is built while the test runs.
 */
function connect(): (channel: ChannelName, input: unknown) => Promise<unknown> {
  const client = createServiceClient({
    getConfig: () => ({ baseUrl: sandbox.url, v1BaseUrl: '', apiKey: DEMO_KEYS.scale, plan: 'scale', dialect: 'spec' }),
    cacheDir,
  });
  clients.push(client);
  const router = createServiceRouter(client);
  return async (channel, input) => {
    const result = await router.dispatch(channel, { input }, TRUSTED_FRAME);
    if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
    return result.data;
  };
}
afterAll(async () => {
  await sandbox?.close();
  // The cache writes behind each answer: the folder goes once those writes have landed.
  await Promise.all(clients.map((client) => client.settled()));
  await rm(cacheDir, { recursive: true, force: true });
});

const clients: ServiceClient[] = [];

/** The sandbox's own answer, straight over HTTP. */
async function raw(path: string): Promise<unknown> {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` } });
  expect(response.status).toBe(200);
  return response.json();
}

const dataOf = (answer: unknown) => (answer as { data: unknown }).data;

describe('service handlers', () => {
  it('each VIN channel answers with its own endpoint’s answer for that VIN', async () => {
    const dispatch = connect();
    const vin = sandbox.samples.priced;
    const listing = (await raw(`/listings/${vin}`)) as { data: { retailListing: { price: number } } };
    expect(dataOf(await dispatch('listings.get', { vin }))).toMatchObject({
      vin,
      retailListing: { price: listing.data.retailListing.price },
    });
    const photos = (await raw(`/photos/${vin}`)) as { data: { retail: string[] } };
    expect(dataOf(await dispatch('vehicle.photos', { vin }))).toMatchObject({ retail: photos.data.retail });
    const build = (await raw(`/build/${vin}`)) as { build: { style: string } };
    expect(dataOf(await dispatch('vehicle.build', { vin }))).toMatchObject({
      vin,
      style: build.build.style,
    });
    const specs = (await raw(`/specs/${vin}`)) as { specs: { name: string } };
    expect(dataOf(await dispatch('vehicle.specs', { vin }))).toMatchObject({ specs: { name: specs.specs.name } });
    const recalls = (await raw(`/recalls/${vin}`)) as { data: { regulatorCampaignNumber: string }[] };
    const shown = dataOf(await dispatch('vehicle.recalls', { vin })) as { regulatorCampaignNumber: string }[];
    expect(shown.map((recall) => recall.regulatorCampaignNumber)).toEqual(
      recalls.data.map((recall) => recall.regulatorCampaignNumber),
    );
    expect(dataOf(await dispatch('vehicle.decode', { vin }))).toMatchObject({ vin });
    const open = (await raw(`/openrecalls/${sandbox.samples.parkIt}?recalls=true`)) as { openRecalls: number };
    expect(open.openRecalls).toBeGreaterThan(0);
    expect(dataOf(await dispatch('vehicle.openRecalls', { vin: sandbox.samples.parkIt, recalls: true }))).toMatchObject(
      { openRecalls: open.openRecalls },
    );
  });

  it('a plate, the plan and the cache answer through their handlers', async () => {
    const dispatch = connect();
    const { plate, state, vin } = sandbox.samples.plates[0]!;
    expect(JSON.stringify(await dispatch('plate.lookup', { plate, state }))).toContain(vin);
    expect(await dispatch('plan.access', undefined)).toMatchObject({ plan: 'scale' });
    expect(await dispatch('cache.clear', undefined)).toMatchObject({ removed: expect.any(Number) });
  });

  it('open recalls carry the full list only when asked for it', async () => {
    const dispatch = connect();
    const vin = sandbox.samples.parkIt;
    const withList = (await raw(`/openrecalls/${vin}?recalls=true`)) as { recalls?: unknown[] };
    expect(withList.recalls?.length).toBeGreaterThan(0);
    expect(dataOf(await dispatch('vehicle.openRecalls', { vin, recalls: true }))).toHaveProperty('recalls');
    expect(dataOf(await dispatch('vehicle.openRecalls', { vin }))).not.toHaveProperty('recalls');
  });

  it('each finance channel answers with its endpoint’s figures for the deal it was given', async () => {
    const dispatch = connect();
    const vin = sandbox.samples.priced;
    const payments = (await raw(`/payments/${vin}?price=25000&zip=55414`)) as {
      paymentsData: { loanAmount: number };
    };
    expect(await dispatch('finance.payments', { vin, price: '25000', zip: '55414' })).toMatchObject({
      data: { paymentsData: { loanAmount: payments.paymentsData.loanAmount } },
    });
    const apr = (await raw(`/apr/${vin}?year=2021&make=Jeep&model=Wrangler&zip=37129&creditScore=720`)) as {
      apr: Record<string, number>;
    };
    expect(
      await dispatch('finance.apr', {
        vin,
        year: 2021,
        make: 'Jeep',
        model: 'Wrangler',
        zip: '37129',
        creditScore: '720',
      }),
    ).toMatchObject({ data: { apr: apr.apr } });
    const taxes = (await raw(`/taxes/${vin}?zip=94020&price=25000`)) as { totalTaxesAndFees: number };
    expect(await dispatch('finance.taxes', { vin, zip: '94020', price: 25000 })).toMatchObject({
      data: { totalTaxesAndFees: taxes.totalTaxesAndFees },
    });
    const tco = (await raw(`/tco/${vin}?zip=90210`)) as { tcoData?: unknown };
    expect(Object.keys(dataOf(await dispatch('finance.tco', { vin, zip: '90210' })) as object)).toEqual(
      expect.arrayContaining(Object.keys(tco)),
    );
  });

  it('a select search answers with the fields it named, row by row as the sandbox sends them', async () => {
    const dispatch = connect();
    const sent = (await raw('/listings?select=vehicle.vin,retailListing.price&limit=5')) as {
      data: Record<string, unknown>[];
    };
    const answer = dataOf(
      await dispatch('listings.select', { select: ['vehicle.vin', 'retailListing.price'], limit: 5 }),
    ) as { data: Record<string, unknown>[] };
    expect(answer.data.map((row) => row['vehicle.vin'])).toEqual(sent.data.map((row) => row['vehicle.vin']));
  });
});

// Each service channel's handler, through main's router, against the sandbox: the
// handler calls the endpoint its channel names with the input it was given, checked
// against the sandbox's own HTTP answer to the same request.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelName } from '../../shared/ipc/contract';
import { DEMO_KEYS, type RunningSandbox } from '../sandbox/start-sandbox';
import { createServiceClient } from './create-service-client';
import { createServiceRouter, TRUSTED_FRAME } from './test-support/service-router';
import { startServiceSandbox } from './test-support/service-sandbox';

let sandbox: RunningSandbox;
let cacheDir: string;
let dispatch: (channel: ChannelName, input: unknown) => Promise<unknown>;

beforeAll(async () => {
  sandbox = await startServiceSandbox();
  cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-handlers-cache-'));
  const client = createServiceClient({
    getConfig: () => ({ baseUrl: sandbox.url, v1BaseUrl: '', apiKey: DEMO_KEYS.scale, plan: 'scale', dialect: 'spec' }),
    cacheDir,
  });
  const router = createServiceRouter(client);
  dispatch = async (channel, input) => {
    const result = await router.dispatch(channel, { input }, TRUSTED_FRAME);
    if (!result.ok) throw new Error(`${channel}: ${result.error.code} ${result.error.message}`);
    return result.data;
  };
}, 300_000);
afterAll(async () => {
  await sandbox?.close();
  await rm(cacheDir, { recursive: true, force: true });
});

/** The sandbox's own answer, straight over HTTP. */
async function raw(path: string): Promise<unknown> {
  const response = await fetch(`${sandbox.url}${path}`, { headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` } });
  expect(response.status).toBe(200);
  return response.json();
}

const dataOf = (answer: unknown) => (answer as { data: unknown }).data;

describe('service handlers', () => {
  it('each VIN channel answers with its own endpoint’s answer for that VIN', async () => {
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
    const { plate, state, vin } = sandbox.samples.plates[0]!;
    expect(JSON.stringify(await dispatch('plate.lookup', { plate, state }))).toContain(vin);
    expect(await dispatch('plan.access', undefined)).toMatchObject({ plan: 'scale' });
    expect(await dispatch('cache.clear', undefined)).toMatchObject({ removed: expect.any(Number) });
  });
});

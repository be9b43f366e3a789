import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelName } from '../../../shared/ipc/contract';
import { NearestListingsInputSchema } from '../../../shared/schemas/listings-query-schema';
import { createNearestListingsHandlers } from '../../features/nearest/nearest-handlers';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { createServiceClient, type ServiceClient } from '../../service/create-service-client';
import { createServiceRouter, TRUSTED_FRAME } from '../../service/test-support/service-router';

// listings.search, listings.next and listings.nearest send the window only the results
// table's fields, checked against the sandbox's own HTTP answer for the same query.

/** The fields a results row shows (read from result-row.tsx, results-list.tsx and the deal-rating subject); its photo is asked for by VIN. */
const TOP = ['vin', 'createdAt', 'location'];
const VEHICLE = ['year', 'make', 'model', 'trim'];
const RETAIL = ['price', 'miles', 'used', 'cpo', 'dealer', 'city', 'state'];
/** A 500-row page crosses IPC as at most 160 KB. */
const PAGE_BUDGET_BYTES = 160 * 1024;

type Row = Record<string, unknown> & { vehicle: Record<string, unknown>; retailListing: Record<string, unknown> };

let sandbox: RunningSandbox;
let dirs: string[] = [];
let client: ServiceClient;
let dispatch: (channel: ChannelName, input: unknown) => Promise<{ ok: boolean; data?: unknown }>;

beforeAll(async () => {
  const cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-summary-cache-'));
  dirs = [cacheDir];
  // The dataset cache other sandbox tests share, so it is built once per machine.
  const dataDir = join(tmpdir(), 'vindesk-test-sandbox-cache');
  sandbox = await startSandbox({ port: 0, listings: 3000, rateLimit: false, cacheDir: dataDir });
  client = createServiceClient({
    getConfig: () => ({ baseUrl: sandbox.url, v1BaseUrl: '', apiKey: DEMO_KEYS.scale, plan: 'scale', dialect: 'spec' }),
    cacheDir,
  });
  const router = createServiceRouter(client);
  dispatch = (channel, input) => router.dispatch(channel, { input }, TRUSTED_FRAME);
}, 300_000);
afterAll(async () => {
  await sandbox?.close();
  // The cache writes behind each answer: the folder goes once those writes have landed.
  await client?.settled();
  await Promise.all(dirs.map((dir) => rm(dir, { recursive: true, force: true })));
});

/** The sandbox's answer, straight over HTTP: the independent source of each row's values. */
async function rawPage(query: string): Promise<{ data: Row[] }> {
  const response = await fetch(`${sandbox.url}/listings?${query}`, {
    headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { data: Row[] };
}

/** What a summary of `raw` must be: the table's fields that the row has, nothing else. */
function expectedSummary(raw: Row): Row {
  const keep = (from: Record<string, unknown>, keys: string[]) =>
    Object.fromEntries(
      keys.filter((key) => from[key] !== undefined && from[key] !== null).map((key) => [key, from[key]]),
    );
  return {
    ...keep(raw, TOP),
    vehicle: keep(raw.vehicle, VEHICLE),
    // price null (no price) is a value the row shows as "No price".
    retailListing: { ...keep(raw.retailListing, RETAIL), price: raw.retailListing.price ?? null },
  };
}

describe('listings over IPC carry the results table’s fields only', () => {
  it('a 500-row listings.search page is the table’s fields of each row, within 160 KB', async () => {
    const result = await dispatch('listings.search', { limit: 500 });
    expect(result.ok).toBe(true);
    const page = result.data as { data: { data: Row[]; next: string | null }; stale: boolean; fetchedAt: string };
    const raw = await rawPage('limit=500');
    expect(page.data.data).toHaveLength(500);
    expect(page.data.data).toEqual(raw.data.map(expectedSummary));
    // The whole answer as it crosses IPC.
    const bytes = Buffer.byteLength(JSON.stringify(result));
    expect(bytes).toBeLessThanOrEqual(PAGE_BUDGET_BYTES);
    // Main's own callers still get whole listings (the CSV export, deal ratings, the distance sort).
    const whole = await client.searchListings({ limit: 500 });
    expect(whole.data.data[0]).toMatchObject({ vehicle: { engine: raw.data[0]!.vehicle.engine } });
    expect(Buffer.byteLength(JSON.stringify(whole))).toBeGreaterThan(2 * bytes);
    // Paging and freshness come through untouched.
    expect(page.data.next).toEqual(expect.any(String));
    expect(page).toMatchObject({ stale: false, fetchedAt: expect.any(String) });
  });

  it('a page followed by links.next is trimmed the same way', async () => {
    const first = await dispatch('listings.search', { limit: 20, sort: { field: 'price', direction: 'asc' } });
    const next = (first.data as { data: { next: string } }).data.next;
    const followed = await dispatch('listings.next', { url: next });
    expect(followed.ok).toBe(true);
    const raw = (await (await fetch(next, { headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` } })).json()) as {
      data: Row[];
    };
    expect((followed.data as { data: { data: Row[] } }).data.data).toEqual(raw.data.map(expectedSummary));
  });

  it('a distance-sorted page (listings.nearest) is trimmed after main sorted whole listings', async () => {
    const handlers = createNearestListingsHandlers(client);
    // Around the ZIP of a listing the sandbox has, so the page is full whichever towns its dealers are in.
    const first = (await (
      await fetch(`${sandbox.url}/listings?limit=1`, { headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` } })
    ).json()) as { data: { retailListing: { zip: string } }[] };
    const input = NearestListingsInputSchema.parse({ zip: first.data[0]!.retailListing.zip, limit: 25 });
    const page = await handlers['listings.nearest'](input, { signal: new AbortController().signal });
    expect(page.data.data).toHaveLength(25);
    for (const row of page.data.data) {
      const response = await fetch(`${sandbox.url}/listings/${row.vin}`, {
        headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
      });
      expect(row).toEqual(expectedSummary(((await response.json()) as { data: Row }).data));
    }
    expect(page.nearest.sorted).toBeGreaterThan(25);
  });
});

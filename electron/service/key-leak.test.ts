import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelName } from '../../shared/ipc/contract';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { createTestClient, TEST_KEY, type TestClient } from './test-support/test-client';
import { createServiceRouter, TRUSTED_FRAME } from './test-support/service-router';
import { errorBody, listingBody, recallBody, SAMPLE_VIN } from './test-support/sample-bodies';

// A whole session with a known key: every IPC result, every log line, every cache
// file (name and content) is captured, and the key must appear in none of them —
// even when the service echoes it back.

let service: FakeService;
let t: TestClient;
const captured: string[] = [];

beforeEach(async () => {
  captured.length = 0;
  service = await startFakeService();
  const logged = (...args: unknown[]) => captured.push(args.map(String).join(' '));
  for (const method of ['log', 'info', 'warn', 'error', 'debug'] as const)
    vi.spyOn(console, method).mockImplementation(logged);
  t = await createTestClient(service.url);
});
afterEach(async () => {
  vi.restoreAllMocks();
  await service.close();
  await t.dispose();
});

function answer(path: string, query: URLSearchParams) {
  const echo = `key was ${TEST_KEY}`;
  if (path.startsWith('/listings/')) return { status: 200, body: { data: { ...listingBody(), note: echo } } };
  if (path === '/listings') {
    return query.has('cursor')
      ? { status: 200, body: { data: [listingBody()] } }
      : { status: 200, body: { data: [listingBody()], links: { next: `${service.url}/listings?cursor=abc` } } };
  }
  if (path.startsWith('/photos/')) return { status: 404, body: errorBody(404, 'RESOURCE_NOT_FOUND', path) };
  if (path.startsWith('/recalls/')) return { status: 200, body: { data: [recallBody({ notes: echo })] } };
  if (path.startsWith('/apr/'))
    return { status: 404, body: { error: errorBody(404, 'VIN_NOT_FOUND', path, { error: echo }) } };
  if (path.startsWith('/plate/'))
    return { status: 401, body: errorBody(401, 'UNAUTHORIZED', path, { error: `Bad key ${TEST_KEY}` }) };
  if (path.startsWith('/payments/')) return { status: 503, body: errorBody(503, 'SOURCE_ERROR', path) };
  return { status: 500, raw: `internal error for Bearer ${TEST_KEY}` };
}

const calls: [ChannelName, unknown][] = [
  ['listings.search', { 'vehicle.make': 'Honda' }],
  ['listings.next', { url: 'PLACEHOLDER' }],
  ['listings.get', { vin: SAMPLE_VIN }],
  ['vehicle.photos', { vin: SAMPLE_VIN }],
  ['vehicle.decode', { vin: SAMPLE_VIN }],
  ['vehicle.build', { vin: SAMPLE_VIN }],
  ['vehicle.specs', { vin: SAMPLE_VIN }],
  ['vehicle.recalls', { vin: SAMPLE_VIN }],
  ['vehicle.openRecalls', { vin: SAMPLE_VIN, recalls: true }],
  ['plate.lookup', { plate: 'ABC123', state: 'TX' }],
  ['finance.payments', { vin: SAMPLE_VIN, price: '20000', zip: '78701' }],
  ['finance.apr', { vin: SAMPLE_VIN, year: 2021, make: 'Honda', model: 'Accord', zip: '78701', creditScore: '700' }],
  ['finance.taxes', { vin: SAMPLE_VIN }],
  ['finance.tco', { vin: SAMPLE_VIN }],
  ['plan.access', undefined],
  ['vehicle.recalls', { vin: 'NOT-A-VIN' }],
];

describe('the API key', () => {
  it('appears in no IPC result, log line or cache file', async () => {
    service.setRoute((req) => answer(req.path, req.url.searchParams));
    const router = createServiceRouter(t.client, (channel, error) => captured.push(`${channel} ${String(error)}`));
    for (const [channel, input] of calls) {
      const actual = channel === 'listings.next' ? { url: `${service.url}/listings?cursor=abc` } : input;
      captured.push(JSON.stringify(await router.dispatch(channel, { input: actual }, TRUSTED_FRAME)));
    }
    // Offline: stale answers come from the cache.
    const session = service;
    await service.close();
    captured.push(
      JSON.stringify(await router.dispatch('vehicle.recalls', { input: { vin: SAMPLE_VIN } }, TRUSTED_FRAME)),
    );
    service = await startFakeService();

    captured.push(...t.logs);
    const files = await readdir(t.cacheDir);
    expect(files.length).toBeGreaterThan(2);
    for (const name of files) captured.push(name, await readFile(join(t.cacheDir, name), 'utf8'));

    // The test can fail: the key really was used, and really was echoed back.
    expect(
      session.seen.filter((request) => request.headers.authorization === `Bearer ${TEST_KEY}`).length,
    ).toBeGreaterThan(10);
    expect(captured.join('\n')).toContain('[redacted]');
    const leaks = captured.filter((text) => text.includes(TEST_KEY));
    expect(leaks).toEqual([]);
  });

  it('is sent, as a Bearer header only', async () => {
    service.setRoute((req) => answer(req.path, req.url.searchParams));
    await t.client.getRecalls(SAMPLE_VIN);
    const [request] = service.seen;
    expect(request!.headers.authorization).toBe(`Bearer ${TEST_KEY}`);
    expect(request!.url.href).not.toContain(TEST_KEY);
  });
});

// The engine under every service call, against a real local HTTP service: how long an
// answer is served from the cache, what a body that is not JSON becomes, what a refused
// key forgets, which answers are never cached, and what every call tells the connection
// badge (onOutcome).
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AppErrorException } from '../../shared/ipc/app-error';
import { createServiceClient, type ServiceClient } from './create-service-client';
import type { CallOutcome } from './service-engine';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { listingBody, SAMPLE_VIN } from './test-support/sample-bodies';

const KEY = 'sk_ad_engine_test_7';
const MINUTE = 60_000;
let service: FakeService;
let cacheDir: string;
let clock: number;
let outcomes: CallOutcome[];

beforeEach(async () => {
  service = await startFakeService();
  cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-engine-cache-'));
  clock = Date.UTC(2026, 10, 23, 12);
  outcomes = [];
});
afterEach(async () => {
  await service.close();
  // The cache writes behind each answer: the folder goes once those writes have landed.
  await Promise.all(clients.splice(0).map((made) => made.settled()));
  await rm(cacheDir, { recursive: true, force: true });
});

const clients: ServiceClient[] = [];

function client() {
  const made = createServiceClient({
    getConfig: () => ({ baseUrl: service.url, v1BaseUrl: '', apiKey: KEY, plan: 'unknown', dialect: 'autodev' }),
    cacheDir,
    sleep: async () => undefined,
    now: () => clock,
    timeoutMs: 2_000,
    onOutcome: (outcome) => outcomes.push(outcome),
  });
  clients.push(made);
  return made;
}

const listingAnswer = (extra: Record<string, unknown> = {}) => ({
  status: 200,
  body: { data: listingBody(), ...extra },
});

async function refusal(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof AppErrorException) return error.appError;
    throw error;
  }
  throw new Error('expected a refusal');
}

describe('the service engine', () => {
  it('serves a listing from the cache for ten minutes, then asks again', async () => {
    service.setRoute(() => listingAnswer());
    const vds = client();
    const first = await vds.getListing(SAMPLE_VIN);
    clock += 10 * MINUTE - 1;
    expect(await vds.getListing(SAMPLE_VIN)).toEqual(first);
    expect(service.seen).toHaveLength(1);
    clock += 1;
    const again = await vds.getListing(SAMPLE_VIN);
    expect(service.seen).toHaveLength(2);
    expect(again.fetchedAt).toBe(new Date(clock).toISOString());
  });

  it('answers before its copy is on disk, and a repeat meanwhile is served from the cache', async () => {
    service.setRoute(() => listingAnswer());
    const vds = client();
    const first = await vds.getListing(SAMPLE_VIN);
    // The file is renamed into place only after several turns of the loop on the disk's
    // thread pool; an engine that waited for the write would answer with it already there.
    const answersOnDisk = async () => (await readdir(cacheDir)).filter((name) => name.endsWith('.json'));
    expect(await answersOnDisk()).toEqual([]);
    expect(await vds.getListing(SAMPLE_VIN)).toEqual(first);
    expect(service.seen).toHaveLength(1);
    await vds.settled();
    expect(await answersOnDisk()).toHaveLength(1);
  });

  it('asks again when the clock has gone back before the cached answer', async () => {
    service.setRoute(() => listingAnswer());
    const vds = client();
    await vds.getListing(SAMPLE_VIN);
    clock -= MINUTE;
    await vds.getListing(SAMPLE_VIN);
    expect(service.seen).toHaveLength(2);
  });

  it('a 200 whose body is not JSON is a bad response that says so; a 500 without JSON is the server’s failure', async () => {
    service.setRoute(() => ({ status: 200, raw: '<html>maintenance</html>' }));
    const bad = await refusal(client().getListing(SAMPLE_VIN));
    expect(bad).toMatchObject({ kind: 'bad-response', code: 'BAD_RESPONSE' });
    expect(bad.service?.message).toBe('The body is not JSON.');
    service.setRoute(() => ({ status: 500, raw: '<html>oops</html>' }));
    expect((await refusal(client().getListing(SAMPLE_VIN))).kind).not.toBe('bad-response');
  });

  it('forgets the plan an answer named once the key is refused', async () => {
    service.setRoute(() => listingAnswer({ user: { plan: 'Growth' } }));
    const vds = client();
    await vds.getListing(SAMPLE_VIN);
    expect((await vds.planAccess()).plan).toBe('growth');
    service.setRoute(() => ({ status: 401, body: { status: 401, error: { message: 'Invalid API key.' } } }));
    expect((await refusal(vds.searchListings({ limit: 1 }))).kind).toBe('unauthorized');
    expect((await vds.planAccess()).plan).toBe('unknown');
  });

  it('never caches an answer that echoed the key, and shows it with the key cut out', async () => {
    service.setRoute(() => listingAnswer({ debug: `key ${KEY} accepted` }));
    const vds = client();
    const shown = await vds.getListing(SAMPLE_VIN);
    expect(JSON.stringify(shown)).not.toContain(KEY);
    await vds.getListing(SAMPLE_VIN);
    expect(service.seen).toHaveLength(2);
  });

  it('tells the connection what each call proved: an answer, a refusal, no connection', async () => {
    service.setRoute(() => listingAnswer());
    const vds = client();
    await vds.getListing(SAMPLE_VIN);
    expect(outcomes).toEqual([{ ok: true }]);
    // From the cache: nothing reached the service, nothing to tell.
    await vds.getListing(SAMPLE_VIN);
    expect(outcomes).toHaveLength(1);
    service.setRoute(() => ({ status: 401, body: { status: 401, error: { message: 'Invalid API key.' } } }));
    await refusal(vds.searchListings({ limit: 2 }));
    expect(outcomes[1]).toMatchObject({ ok: false, error: { kind: 'unauthorized' } });
    service.setRoute(() => ({ destroy: true }));
    await refusal(vds.searchListings({ limit: 3 }));
    expect(outcomes[2]).toMatchObject({ ok: false, error: { kind: 'network' } });
  });
});

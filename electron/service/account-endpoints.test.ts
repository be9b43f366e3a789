// The account calls, against a real local HTTP service: what one cheap call says about a
// key (works, refused, or nothing proved), and the Free plan's allowance from GET /usage.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Dialect } from '../../shared/service/dialect';
import type { PlanSetting } from '../../shared/plan/plan-access';
import { createServiceClient, type ServiceClient } from './create-service-client';
import { startFakeService, type FakeService } from './test-support/fake-service';
import { listingBody } from './test-support/sample-bodies';

const KEY = 'sk_ad_account_test_1';
let service: FakeService;
let cacheDir: string;

beforeEach(async () => {
  service = await startFakeService();
  cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-account-cache-'));
});
afterEach(async () => {
  await service.close();
  // The cache writes behind each answer: the folder goes once those writes have landed.
  await Promise.all(clients.splice(0).map((client) => client.settled()));
  await rm(cacheDir, { recursive: true, force: true });
});

const clients: ServiceClient[] = [];

function clientFor(dialect: Dialect, plan: PlanSetting = 'unknown', apiKey: string | null = KEY): ServiceClient {
  const client = createServiceClient({
    getConfig: () => ({ baseUrl: service.url, v1BaseUrl: '', apiKey, plan, dialect }),
    cacheDir,
    // Retries and pacing wait on nothing here: what is judged is the answer, not the timing.
    sleep: async () => undefined,
    timeoutMs: 2_000,
  });
  clients.push(client);
  return client;
}

const listings = { status: 200, body: { data: [listingBody()], user: { plan: 'Growth' } } };

describe('checkKey', () => {
  it('says the key works, naming the plan the service named, after one fresh one-row call', async () => {
    service.setRoute(() => listings);
    const client = clientFor('autodev');
    expect(await client.checkKey()).toEqual({ result: 'works', message: 'Key works (Growth plan)', plan: 'growth' });
    // Asked afresh the second time too: a cached answer proves nothing about a key.
    expect((await client.checkKey()).result).toBe('works');
    expect(service.seen.map((request) => request.url.pathname + request.url.search)).toEqual([
      '/listings?limit=1',
      '/listings?limit=1',
    ]);
    expect(service.seen[0]!.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('says "Key works" without a plan when the answer names none', async () => {
    service.setRoute(() => ({ status: 200, body: { data: [listingBody()] } }));
    expect(await clientFor('autodev').checkKey()).toEqual({ result: 'works', message: 'Key works' });
  });

  it('says "Key refused" on a 401', async () => {
    service.setRoute(() => ({ status: 401, body: { status: 401, error: { message: 'Authentication required.' } } }));
    expect(await clientFor('autodev').checkKey()).toEqual({ result: 'refused', message: 'Key refused' });
  });

  it('counts a rate limit as a key the service took', async () => {
    service.setRoute(() => ({
      status: 429,
      headers: { 'Retry-After': '0' },
      body: { status: 429, error: { message: 'Too many requests.' } },
    }));
    expect((await clientFor('autodev', 'starter').checkKey()).result).toBe('works');
  });

  it('says a 404 or a 503 proves nothing about the key', async () => {
    service.setRoute(() => ({ status: 404, body: { status: 404, error: { message: 'Not here.' } } }));
    expect(await clientFor('autodev').checkKey()).toEqual({
      result: 'unreachable',
      message: 'The service did not confirm the key',
    });
    service.setRoute(() => ({ destroy: true }));
    expect(await clientFor('autodev').checkKey()).toEqual({
      result: 'unreachable',
      message: 'Could not reach the service',
    });
  });
});

describe('the Free plan allowance (GET /usage)', () => {
  it('is read on auto.dev and shown with the plan', async () => {
    service.setRoute((request) =>
      request.url.pathname === '/usage'
        ? { status: 200, body: { used: 120, limit: 1000, resetsAt: '2026-12-01T00:00:00.000Z' } }
        : listings,
    );
    const access = await clientFor('autodev', 'free').planAccess();
    expect(access.usage).toEqual({ used: 120, limit: 1000, resetsAt: '2026-12-01T00:00:00.000Z' });
    const usage = service.seen.find((request) => request.url.pathname === '/usage');
    expect(usage?.headers.authorization).toBe(`Bearer ${KEY}`);
  });

  it('keeps an allowance without a reset date, and leaves out numbers that are not an allowance', async () => {
    const answers: unknown[] = [{ used: '7', limit: '50' }, { used: 'many', limit: 1000 }, { used: 3, limit: 0 }, null];
    const seen: unknown[] = [];
    for (const body of answers) {
      service.setRoute((request) => (request.url.pathname === '/usage' ? { status: 200, body } : listings));
      seen.push((await clientFor('autodev', 'free').planAccess()).usage);
    }
    expect(seen).toEqual([{ used: 7, limit: 50 }, undefined, undefined, undefined]);
  });

  it('is never asked of the spec dialect, which has no /usage, nor without a key', async () => {
    service.setRoute(() => ({ status: 200, body: { used: 1, limit: 10 } }));
    expect((await clientFor('spec', 'free').planAccess()).usage).toBeUndefined();
    expect((await clientFor('autodev', 'free', null).planAccess()).usage).toBeUndefined();
    expect(service.seen.filter((request) => request.url.pathname === '/usage')).toEqual([]);
  });
});

describe('GET /usage, asked by the plan summary, the Usage view and the top bar', () => {
  const usageRequests = () => service.seen.filter((request) => request.url.pathname === '/usage').length;

  function clockedClient(clock: { ms: number }, apiKey = KEY): ServiceClient {
    const client = createServiceClient({
      getConfig: () => ({ baseUrl: service.url, v1BaseUrl: '', apiKey, plan: 'free', dialect: 'autodev' }),
      cacheDir,
      sleep: async () => undefined,
      timeoutMs: 2_000,
      now: () => clock.ms,
    });
    clients.push(client);
    return client;
  }

  it('is asked of the service once in five minutes, however often the window re-reads', async () => {
    service.setRoute((request) =>
      request.url.pathname === '/usage' ? { status: 200, body: { used: 40, limit: 1000 } } : listings,
    );
    const clock = { ms: Date.parse('2026-11-27T12:00:00Z') };
    const client = clockedClient(clock);
    // The top bar every five seconds for a minute, with the plan summary beside it.
    for (let tick = 0; tick < 12; tick++) {
      expect(await client.readUsage()).toEqual({ available: true, used: 40, limit: 1000 });
      await client.planAccess();
      clock.ms += 5_000;
    }
    expect(usageRequests()).toBe(1);
    clock.ms += 4 * 60_000; // 5 minutes after the first read
    await client.readUsage();
    expect(usageRequests()).toBe(2);
  });

  it('asks again at once after an answer it could not read, and apart for another key', async () => {
    let status = 500;
    service.setRoute((request) =>
      request.url.pathname === '/usage' ? { status, body: { used: 2, limit: 1000 } } : listings,
    );
    const clock = { ms: Date.parse('2026-11-27T12:00:00Z') };
    const client = clockedClient(clock);
    expect((await client.readUsage()).available).toBe(false);
    const afterFailure = usageRequests();
    status = 200;
    expect(await client.readUsage()).toEqual({ available: true, used: 2, limit: 1000 });
    expect(usageRequests()).toBe(afterFailure + 1);
    await clockedClient(clock, 'sk_ad_account_test_2').readUsage();
    expect(usageRequests()).toBe(afterFailure + 2);
  });
});

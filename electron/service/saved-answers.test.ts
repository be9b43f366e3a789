// What the offline cache holds for the service address in force, as Settings asks it through
// the 'cache.saved' channel (issue 38 item 13): answers fetched from the sandbox, kept in a real
// cache folder, counted for the address they came from and for no other, across a restart.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChannelName } from '../../shared/ipc/contract';
import { DEMO_KEYS, type RunningSandbox } from '../../sandbox/start-sandbox';
import { createServiceClient, type ServiceConfig } from './create-service-client';
import { createServiceRouter, TRUSTED_FRAME } from './test-support/service-router';
import { startServiceSandbox } from './test-support/service-sandbox';

let sandbox: RunningSandbox;
let cacheDir: string;
/** The sandbox under another name: the same server, another origin (as a changed service address is). */
let otherName: string;
/** A loopback address nothing listens on: the service out of reach. */
let unreachable: string;

beforeAll(async () => {
  sandbox = await startServiceSandbox();
  cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-saved-answers-'));
  otherName = sandbox.url.replace('127.0.0.1', 'localhost');
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  unreachable = `http://127.0.0.1:${(probe.address() as AddressInfo).port}`;
  await new Promise<void>((resolve) => probe.close(() => resolve()));
}, 300_000);

afterAll(async () => {
  await sandbox?.close();
  await rm(cacheDir, { recursive: true, force: true });
});

/** A client as main makes one, on the shared cache folder, at the address `at()` names; its clock is `clock.now`. */
function connect(at: () => string, clock: { now: number }) {
  const config = (): ServiceConfig => ({
    baseUrl: at(),
    v1BaseUrl: '',
    apiKey: DEMO_KEYS.scale,
    plan: 'scale',
    dialect: 'spec',
  });
  const client = createServiceClient({
    getConfig: config,
    cacheDir,
    now: () => clock.now,
    // The plan pacer waits on this clock, not on real time.
    paceSleep: async (ms) => {
      clock.now += ms;
    },
    sleep: async () => undefined,
    timeoutMs: 2_000,
  });
  const router = createServiceRouter(client);
  const dispatch = async (channel: ChannelName, input: unknown) => {
    const result = await router.dispatch(channel, { input }, TRUSTED_FRAME);
    if (!result.ok) throw new Error(`${channel}: ${result.error.code}`);
    return result.data;
  };
  return { client, dispatch };
}

describe("the 'cache.saved' channel", () => {
  it('counts the answers saved from the address in force, says when the newest came, and nothing of the key', async () => {
    let address = sandbox.url;
    const clock = { now: Date.parse('2026-11-27T21:12:00Z') };
    const { client, dispatch } = connect(() => address, clock);
    expect(await dispatch('cache.saved', undefined)).toEqual({ count: 0, newestAt: null });

    await client.getListing(sandbox.samples.priced);
    clock.now = Date.parse('2026-11-27T22:40:00Z');
    await client.getPhotos(sandbox.samples.priced);
    const newest = clock.now;
    await client.settled();
    const saved = await dispatch('cache.saved', undefined);
    expect(saved).toEqual({ count: 2, newestAt: new Date(newest).toISOString() });
    expect(JSON.stringify(saved)).not.toContain(DEMO_KEYS.scale);

    // Another address: none of those answers would be shown for it, so none count.
    address = otherName;
    expect(await dispatch('cache.saved', undefined)).toEqual({ count: 0, newestAt: null });
    clock.now = Date.parse('2026-11-28T09:00:00Z');
    await client.getListing(sandbox.samples.priced);
    await client.settled();
    expect(await dispatch('cache.saved', undefined)).toEqual({
      count: 1,
      newestAt: '2026-11-28T09:00:00.000Z',
    });

    // The first address's answers are still there after a restart, and still its own.
    address = sandbox.url;
    const restarted = connect(() => address, { now: Date.parse('2026-11-29T08:00:00Z') });
    expect(await restarted.dispatch('cache.saved', undefined)).toEqual({
      count: 2,
      newestAt: new Date(newest).toISOString(),
    });
  });

  it('with the service out of reach, counts what is saved for that address: none until it has answered', async () => {
    const { client, dispatch } = connect(() => unreachable, { now: Date.parse('2026-11-27T21:12:00Z') });
    await expect(client.getListing(sandbox.samples.priced)).rejects.toMatchObject({
      appError: { kind: 'network' },
    });
    expect(await dispatch('cache.saved', undefined)).toEqual({ count: 0, newestAt: null });
  });

  it('takes no input: anything else is refused before the cache is read', async () => {
    const { dispatch } = connect(() => sandbox.url, { now: Date.now() });
    await expect(dispatch('cache.saved', { origin: 'https://elsewhere.example' })).rejects.toThrow(/cache.saved/);
  });
});

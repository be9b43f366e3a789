// The sandbox process's message handling, run in this process over an in-memory channel
// (the forked process itself is sandbox-process-host.test.ts's): a real sandbox over HTTP.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { inMemoryParentChannel } from '../node/child-process/test-support/in-memory-parent-channel';
import type { ChildMessage } from './sandbox-protocol';
import { serveSandbox } from './sandbox-service';
import { DEMO_KEYS } from './start-sandbox';
import { TEST_CACHE_DIR, TEST_LISTINGS } from './data/test-support/test-dataset';

const NOT_UNDERSTOOD = 'The demo data process received a message it does not understand.';
const START = {
  type: 'start',
  options: { listings: TEST_LISTINGS, seed: 7, cacheDir: TEST_CACHE_DIR, rateLimit: false },
} as const;

type Reply<T extends ChildMessage['type']> = Extract<ChildMessage, { type: T }>;

/** The service on an in-memory channel: what it sent, and ways to wait for what it sends next. */
function served() {
  const { channel, sent, post, next: nextMatching } = inMemoryParentChannel<ChildMessage>();
  const exits: number[] = [];
  let exited: (code: number) => void = () => undefined;
  const exit = new Promise<number>((done) => (exited = done));
  serveSandbox(channel, {
    exit: (code) => {
      exits.push(code);
      exited(code);
    },
  });
  const next = <T extends ChildMessage['type']>(type: T, id?: number) =>
    nextMatching((m): m is Reply<T> => m.type === type && (id === undefined || ('id' in m && m.id === id)));
  const service = {
    sent,
    exits,
    exit,
    post,
    next,
    /** Posts a ping and resolves with its pong: the messages before it have been acted on. */
    ping: async (id: number) => {
      const pong = next('pong', id);
      post({ type: 'ping', id });
      return pong;
    },
    /** Starts the sandbox and resolves with its ready message; or with its error, when it fails. */
    start: (message: unknown = START) => {
      const outcome = Promise.race([next('ready'), next('error')]);
      post(message);
      return outcome;
    },
    /** Starts the sandbox with the usual message and resolves with its ready message; a failed start fails the test. */
    started: async () => {
      const outcome = await service.start();
      if (outcome.type !== 'ready') throw new Error(`the start failed: ${outcome.message}`);
      return outcome;
    },
  };
  services.push(service);
  return service;
}

/** What the clean-up after each test needs of a service. */
interface Served {
  sent: ChildMessage[];
  exits: number[];
  exit: Promise<number>;
  post(message: unknown): void;
}
const services: Served[] = [];
afterEach(async () => {
  // A sandbox started by a test is closed, as main closes it, so no server outlives its test.
  for (const service of services.splice(0)) {
    if (service.sent.some((m) => m.type === 'ready') && service.exits.length === 0) {
      service.post({ type: 'close' });
      await service.exit;
    }
  }
});

/** The status of a GET of the sandbox with the Scale key. */
async function statusOf(url: string): Promise<number> {
  const response = await fetch(url, { headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` } });
  await response.arrayBuffer();
  return response.status;
}

describe('the sandbox process’s answers', () => {
  it.each([
    ['no message at all', undefined],
    ['a type it does not know', { type: 'restart' }],
    ['a start with a listing count that is not whole', { type: 'start', options: { listings: 1.5 } }],
    ['a fault of a kind it does not know', { type: 'addFault', rule: { kind: '500' } }],
    ['a ping without an id', { type: 'ping' }],
  ])('answers %s with an error and acts on nothing', (_, message) => {
    const sandbox = served();
    sandbox.post(message);
    expect(sandbox.sent).toEqual([{ type: 'error', message: NOT_UNDERSTOOD }]);
  });

  it('answers a ping before it was started, with nothing throttled', async () => {
    const sandbox = served();
    const before = process.memoryUsage().rss;
    const pong = await sandbox.ping(1);
    const after = process.memoryUsage().rss;
    expect(pong).toMatchObject({ type: 'pong', id: 1, throttled: 0 });
    // This process's own memory, read between the two readings, give or take a little.
    expect(pong.rss).toBeGreaterThanOrEqual(Math.min(before, after) * 0.9);
    expect(pong.rss).toBeLessThanOrEqual(Math.max(before, after) * 1.1);
  });

  it('starts the sandbox, reports its progress, and says where it serves once it is ready', async () => {
    const sandbox = served();
    const ready = await sandbox.started();
    expect(sandbox.sent.filter((m) => m.type === 'progress').length).toBeGreaterThan(0);
    expect(sandbox.sent.at(-1)).toBe(ready);
    expect(ready.url).toBe(`http://127.0.0.1:${ready.port}`);
    expect(ready.v1Url).toBe(`${ready.url}/v1`);
    // The samples are VINs of the data it serves.
    expect(await statusOf(`${ready.url}/listings/${ready.samples.priced}`)).toBe(200);
  }, 120_000);

  it('ignores a second start while the first stands', async () => {
    const sandbox = served();
    await sandbox.started();
    const before = sandbox.sent.length;
    sandbox.post(START);
    await sandbox.ping(2);
    expect(sandbox.sent.slice(before)).toEqual([expect.objectContaining({ type: 'pong', id: 2 })]);
    const closed = sandbox.next('closed');
    sandbox.post({ type: 'close' });
    await closed;
    // Closing waits for the start in force: a second start would have come ready by now.
    expect(sandbox.sent.filter((m) => m.type === 'ready')).toHaveLength(1);
  }, 120_000);

  it('applies fault rules sent before it was ready once it is, and counts the 429s it gave', async () => {
    const sandbox = served();
    sandbox.post({ type: 'addFault', rule: { kind: '503', path: '/specs/' } });
    sandbox.post({ type: 'addFault', rule: { kind: '429', path: { pattern: '^/build/', flags: '' }, times: 1 } });
    const ready = await sandbox.started();
    const vin = ready.samples.priced;
    expect(await statusOf(`${ready.url}/specs/${vin}`)).toBe(503);
    expect(await statusOf(`${ready.url}/build/${vin}`)).toBe(429);
    // `times: 1`: the second request is answered.
    expect(await statusOf(`${ready.url}/build/${vin}`)).toBe(200);
    expect(await statusOf(`${ready.url}/vin/${vin}`)).toBe(200);
    expect((await sandbox.ping(3)).throttled).toBe(1);
  }, 120_000);

  it('adds a fault rule to a sandbox that is ready, and clears every rule on request', async () => {
    const sandbox = served();
    const ready = await sandbox.started();
    const vin = ready.samples.priced;
    sandbox.post({ type: 'addFault', rule: { kind: '503', path: { pattern: `/${vin}$`, flags: 'i' } } });
    await sandbox.ping(4);
    expect(await statusOf(`${ready.url}/vin/${vin.toLowerCase()}`)).toBe(503);
    expect(await statusOf(`${ready.url}/vin/${ready.samples.unpriced}`)).toBe(200);
    sandbox.post({ type: 'clearFaults' });
    await sandbox.ping(5);
    expect(await statusOf(`${ready.url}/vin/${vin}`)).toBe(200);
  }, 120_000);

  it('clears fault rules sent before it was ready, so none applies once it is', async () => {
    const sandbox = served();
    sandbox.post({ type: 'addFault', rule: { kind: '503' } });
    sandbox.post({ type: 'clearFaults' });
    const ready = await sandbox.started();
    expect(await statusOf(`${ready.url}/vin/${ready.samples.priced}`)).toBe(200);
  }, 120_000);

  it('says why a start failed and ends with code 1 once the message has left', async () => {
    // A cache folder under a regular file cannot be made.
    const file = join(await mkdtemp(join(tmpdir(), 'vindesk-sandbox-service-')), 'a-file');
    await writeFile(file, '');
    const sandbox = served();
    const failed = await sandbox.start({ type: 'start', options: { ...START.options, cacheDir: join(file, 'cache') } });
    expect(failed).toEqual({ type: 'error', message: expect.stringMatching(/ENOTDIR|not a directory/i) });
    expect(sandbox.exits).toEqual([]);
    expect(await sandbox.exit).toBe(1);
  }, 120_000);

  it('on close, stops serving, then says so, then ends with code 0', async () => {
    const sandbox = served();
    const ready = await sandbox.started();
    const closed = sandbox.next('closed');
    sandbox.post({ type: 'close' });
    await closed;
    expect(sandbox.exits).toEqual([]);
    await expect(fetch(`${ready.url}/vin/${ready.samples.priced}`)).rejects.toThrow();
    expect(await sandbox.exit).toBe(0);
  }, 120_000);

  it('closes at once when it was never started', async () => {
    const sandbox = served();
    sandbox.post({ type: 'close' });
    expect(await sandbox.exit).toBe(0);
    expect(sandbox.sent).toEqual([{ type: 'closed' }]);
  });
});

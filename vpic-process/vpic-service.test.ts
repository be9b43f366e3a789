// The vPIC process's message handling, run in this process over an in-memory channel (the
// forked process itself is offline-decode-host.test.ts's). Real vPIC: the Honda Accord is
// NHTSA's own example VIN.
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { withCheckDigit } from '../shared/vin/vin-rule';
import { inMemoryParentChannel } from '../node/child-process/test-support/in-memory-parent-channel';
import { TEST_CACHE_DIR } from '../sandbox/test-support/sandbox-fixture';
import { indexedVpicName, vpicVersion } from '../node/vpic/vpic-database';
import type { VpicChildMessage } from '../node/vpic/vpic-protocol';
import { serveVpicDecoder } from './vpic-service';

const ACCORD = '1HGCM82633A004352';
const NOT_UNDERSTOOD = 'The vPIC process received a message it does not understand.';

/** The service on an in-memory channel: what it sent, and a way to wait for its next reply. */
function served(prebuiltBesideEntry: () => string | undefined = () => undefined) {
  const { channel, sent, post, next } = inMemoryParentChannel<VpicChildMessage>();
  let exits = 0;
  let onExit = () => {};
  const exited = new Promise<void>((done) => (onExit = done));
  serveVpicDecoder(channel, {
    prebuiltBesideEntry,
    exit: () => {
      exits += 1;
      onExit();
    },
  });
  return {
    sent,
    exited,
    exits: () => exits,
    post,
    /** Posts the message and resolves with the first reply that carries its id, whatever its type. */
    ask(message: { type: string; id: number; vin?: string }) {
      const reply = next((m): m is VpicChildMessage => 'id' in m && m.id === message.id);
      post(message);
      return reply;
    },
  };
}

/** A prebuilt data folder whose vPIC file is not gzip at all. */
async function brokenPrebuilt(): Promise<string> {
  const dir = await mkdtemp(join(tmpdir(), 'vindesk-vpic-prebuilt-'));
  await writeFile(join(dir, `${indexedVpicName(vpicVersion())}.gz`), 'not a gzip file');
  return dir;
}

describe('the vPIC process’s answers', () => {
  it.each([
    ['no message at all', null],
    ['a type it does not know', { type: 'shutdown' }],
    ['a decode of a VIN that is not 17 characters', { type: 'decode', id: 1, vin: '1HGCM82633A00435' }],
    ['a decode whose id is not a whole number', { type: 'decode', id: 1.5, vin: ACCORD }],
    ['a start with no cache folder', { type: 'start', cacheDir: '' }],
  ])('answers %s with an error and acts on nothing', (_, message) => {
    const vpic = served();
    vpic.post(message);
    expect(vpic.sent).toEqual([{ type: 'error', message: NOT_UNDERSTOOD }]);
  });

  it('refuses a decode before it was started, naming the request', async () => {
    const vpic = served();
    expect(await vpic.ask({ type: 'decode', id: 7, vin: ACCORD })).toEqual({
      type: 'failed',
      id: 7,
      message: 'The vPIC process was asked to decode before it was started.',
    });
  });

  it('once started, decodes by vPIC and answers each decode under its own id', async () => {
    const vpic = served();
    vpic.post({ type: 'start', cacheDir: TEST_CACHE_DIR });
    const unknownPattern = withCheckDigit('ZZZZZZZZ0TZ000001');
    const [accord, unknown] = await Promise.all([
      vpic.ask({ type: 'decode', id: 1, vin: ACCORD }),
      vpic.ask({ type: 'decode', id: 2, vin: unknownPattern }),
    ]);
    expect(accord).toMatchObject({
      type: 'decoded',
      id: 1,
      decode: {
        vin: ACCORD,
        checksum: true,
        make: expect.stringMatching(/^honda$/i),
        model: expect.stringMatching(/accord/i),
      },
    });
    expect(accord).toMatchObject({ decode: { vehicle: { year: 2003 } } });
    expect(unknown).toEqual({ type: 'decoded', id: 2, decode: null });
  }, 120_000);

  it('keeps the decoder of its first start when asked to start again', async () => {
    const vpic = served();
    vpic.post({ type: 'start', cacheDir: TEST_CACHE_DIR });
    // A second start pointing at a folder vPIC cannot be read from changes nothing.
    vpic.post({ type: 'start', cacheDir: join(await brokenPrebuilt(), 'empty'), prebuiltDir: await brokenPrebuilt() });
    expect(await vpic.ask({ type: 'decode', id: 3, vin: ACCORD })).toMatchObject({
      type: 'decoded',
      decode: { make: expect.stringMatching(/^honda$/i) },
    });
  }, 120_000);

  it('reads vPIC from the start’s own prebuilt folder before the one beside its entry', async () => {
    let besideAsked = 0;
    const vpic = served(() => {
      besideAsked += 1;
      return undefined;
    });
    const cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-vpic-cache-'));
    vpic.post({ type: 'start', cacheDir, prebuiltDir: await brokenPrebuilt() });
    const answer = await vpic.ask({ type: 'decode', id: 4, vin: ACCORD });
    // zlib's own words for a file that is not gzip: the broken prebuilt file was the one read.
    expect(answer).toEqual({ type: 'failed', id: 4, message: expect.stringMatching(/header/i) });
    expect(besideAsked).toBe(0);
  });

  it('with no prebuilt folder named, reads the one beside its entry, and goes on serving after a failed decode', async () => {
    const beside = await brokenPrebuilt();
    const vpic = served(() => beside);
    const cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-vpic-cache-'));
    vpic.post({ type: 'start', cacheDir });
    const answer = await vpic.ask({ type: 'decode', id: 5, vin: ACCORD });
    expect(answer).toEqual({ type: 'failed', id: 5, message: expect.stringMatching(/header/i) });
    expect(await vpic.ask({ type: 'ping', id: 6 })).toMatchObject({ type: 'pong', id: 6 });
  });

  it('answers a ping with its own memory in use', async () => {
    const vpic = served();
    const before = process.memoryUsage().rss;
    const pong = await vpic.ask({ type: 'ping', id: 9 });
    const after = process.memoryUsage().rss;
    if (pong.type !== 'pong') throw new Error(`a ping was answered with ${pong.type}`);
    // The same process: its RSS, read between these two readings, give or take a little.
    expect(pong.rss).toBeGreaterThanOrEqual(Math.min(before, after) * 0.9);
    expect(pong.rss).toBeLessThanOrEqual(Math.max(before, after) * 1.1);
  });

  it('on close, says so first and ends only after the message has left', async () => {
    const vpic = served();
    vpic.post({ type: 'close' });
    expect(vpic.sent).toEqual([{ type: 'closed' }]);
    expect(vpic.exits()).toBe(0);
    await vpic.exited;
    expect(vpic.exits()).toBe(1);
  });
});

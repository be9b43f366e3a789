// The vPIC decoder in its own process, forked from source the way the app runs the built
// entry in a utilityProcess: real child processes, real kills, real vPIC. Expected names
// come from public VINs: the Honda Accord of NHTSA's own examples and the decodes recorded
// from vPIC in fixtures/vpic-model-names.json.
import { readFileSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { constants, getPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/app-error';
import { withCheckDigit } from '../../../shared/vin/vin-rule';
import { createMainContext } from '../main-context';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { TEST_CACHE_DIR } from '../../../sandbox/test-support/sandbox-fixture';
import { forkChild } from '../../../node/child-process/fork-child';
import type { ChildPort, SpawnChild } from '../../../node/child-process/child-port';
import { ManualClock } from '../../features/sweep/test-support/manual-clock';
import type { VpicParentMessage } from '../../../node/vpic/vpic-protocol';
import { indexedVpicName, vpicVersion } from '../../../node/vpic/vpic-database';
import {
  createOfflineDecodeHost,
  type OfflineDecodeHost,
  type OfflineDecodeHostOptions,
} from '../../features/offline-decode/offline-decode-host';

const LOWEST_PRIORITY = constants.priority.PRIORITY_LOW;

const ENTRY = resolve(__dirname, '../../../vpic-process/vpic-process.ts');
const fromSource = forkChild<VpicParentMessage>(ENTRY, ['--import', 'tsx']);
const ACCORD = '1HGCM82633A004352';
const recorded = (
  JSON.parse(readFileSync(join(__dirname, '../../../test-fixtures/vpic/vpic-model-names.json'), 'utf8')) as {
    decodes: { vin: string; make: string; modelYear: number; trim: string }[];
  }
).decodes;

const hosts: OfflineDecodeHost[] = [];
afterEach(async () => {
  await Promise.all(hosts.splice(0).map((host) => host.close()));
});

/** An entry that ends at once, as a process whose code cannot load does. */
async function failingEntry(): Promise<string> {
  const path = join(await mkdtemp(join(tmpdir(), 'vindesk-vpic-failing-')), 'vpic-process.js');
  await writeFile(path, 'process.exit(3);\n');
  return path;
}

/** A spawn that remembers every process it started. */
function recording(spawn: SpawnChild<VpicParentMessage> = fromSource) {
  const children: ChildPort<VpicParentMessage>[] = [];
  return {
    children,
    spawn: () => {
      const child = spawn();
      children.push(child);
      return child;
    },
  };
}

function host(options: Partial<OfflineDecodeHostOptions> & Pick<OfflineDecodeHostOptions, 'spawn'>) {
  const created = createOfflineDecodeHost({ cacheDir: TEST_CACHE_DIR, ...options });
  hosts.push(created);
  return created;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function until(check: () => boolean, what: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 5));
  }
}

describe('the offline decoder in its own process', () => {
  it('decodes a real VIN in another process, and answers null for a pattern vPIC does not know', async () => {
    const { spawn, children } = recording();
    const decoder = host({ spawn });
    expect(decoder.pid).toBeUndefined();
    const accord = await decoder.decode(ACCORD);
    expect(accord).toMatchObject({ vin: ACCORD, checksum: true, vehicle: { year: 2003 } });
    expect(accord?.make?.toUpperCase()).toBe('HONDA');
    expect(accord?.model).toMatch(/Accord/i);
    expect(children).toHaveLength(1);
    expect(decoder.pid).toBe(children[0]!.pid);
    expect(decoder.pid).not.toBe(process.pid);
    // Below main's priority (a higher nice value), so a sweep's decoding gives way to main's timers.
    // A main already at the lowest priority (nice 19, as under `nice npm run mutate`) has none below it.
    expect(getPriority(decoder.pid!)).toBeGreaterThanOrEqual(Math.min(getPriority(process.pid) + 1, LOWEST_PRIORITY));
    // vPIC's few hundred MB are the child's, not this process's.
    expect(await decoder.rss()).toBeGreaterThan(100 * 1024 * 1024);
    expect(await decoder.decode(withCheckDigit('ZZZZZZZZ0TZ000001'))).toBeNull();
  }, 180_000);

  it('multiplexes concurrent decodes over one process, each answer to its own VIN', async () => {
    const { spawn, children } = recording();
    const decoder = host({ spawn });
    const results = await Promise.all(recorded.map((d) => decoder.decode(d.vin)));
    expect(children).toHaveLength(1);
    results.forEach((result, i) => {
      const d = recorded[i]!;
      expect(result?.vin, d.vin).toBe(d.vin);
      expect(result?.make?.toLowerCase(), d.vin).toBe(d.make.toLowerCase());
      expect(result?.vehicle?.year, d.vin).toBe(d.modelYear);
      expect(result?.trim, d.vin).toBe(d.trim);
    });
  }, 180_000);

  it('fails a decode the killed process cannot answer, then starts a new process on the next one', async () => {
    const { spawn, children } = recording();
    const decoder = host({ spawn });
    await decoder.decode(ACCORD);
    const first = children[0]!.pid!;
    // Stopped, the process holds the request unanswered until it is killed.
    process.kill(first, 'SIGSTOP');
    const unanswered = decoder.decode(recorded[0]!.vin);
    process.kill(first, 'SIGKILL');
    await expect(unanswered).rejects.toThrow(/offline VIN decoder stopped before answering: it was ended by a signal/);
    expect(decoder.pid).toBeUndefined();

    const again = await decoder.decode(recorded[0]!.vin);
    expect(again?.make?.toLowerCase()).toBe(recorded[0]!.make.toLowerCase());
    expect(children).toHaveLength(2);
    expect(decoder.pid).toBe(children[1]!.pid);
    expect(decoder.pid).not.toBe(first);
  }, 180_000);

  it('fails a decode a hung process leaves unanswered, ends that process and starts afresh', async () => {
    const clock = new ManualClock();
    const { spawn, children } = recording();
    const decoder = host({ spawn, timers: clock, answerWithinMs: 30_000 });
    await decoder.decode(ACCORD);
    const hung = children[0]!.pid!;
    process.kill(hung, 'SIGSTOP');
    const unanswered = decoder.decode(recorded[3]!.vin);
    clock.advance(29_999);
    expect(isAlive(hung)).toBe(true);
    clock.advance(1);
    await expect(unanswered).rejects.toThrow('The offline VIN decoder did not answer within 30 s.');
    await until(() => !isAlive(hung), 'the hung process to be ended');
    expect((await decoder.decode(recorded[3]!.vin))?.vehicle?.year).toBe(recorded[3]!.modelYear);
    expect(children).toHaveLength(2);
  }, 180_000);

  it('rejects clearly when the process cannot start, and tries again on the next decode', async () => {
    const failing = host({ spawn: forkChild<VpicParentMessage>(await failingEntry()) });
    await expect(failing.decode(ACCORD)).rejects.toThrow(
      'The offline VIN decoder stopped before answering: it exited with code 3.',
    );
    let attempts = 0;
    const throwing = host({
      spawn: () => {
        attempts++;
        throw new Error('spawn EACCES');
      },
    });
    await expect(throwing.decode(ACCORD)).rejects.toThrow(
      'The offline VIN decoder could not be started: spawn EACCES.',
    );
    await expect(throwing.decode(ACCORD)).rejects.toThrow(/could not be started/);
    expect(attempts).toBe(2);
  }, 60_000);

  it('refuses an answer of the wrong shape instead of passing it on, and ends that process', async () => {
    const path = join(await mkdtemp(join(tmpdir(), 'vindesk-vpic-garbled-')), 'vpic-process.js');
    // Answers every decode with a make that is a number: a bug on the process's side.
    await writeFile(
      path,
      "process.on('message', (m) => { if (m.type === 'decode') process.send({ type: 'decoded', id: m.id, decode: { vin: m.vin, make: 42 } }); });\n",
    );
    const { spawn, children } = recording(forkChild<VpicParentMessage>(path));
    const decoder = host({ spawn });
    await expect(decoder.decode(ACCORD)).rejects.toThrow(
      'The offline VIN decoder sent a message VinDesk does not understand.',
    );
    await until(() => !isAlive(children[0]!.pid!), 'the garbling process to be ended');
  }, 60_000);

  it('the process answers a message it cannot read with an error, and goes on serving', async () => {
    const child = fromSource();
    const replies: unknown[] = [];
    child.onMessage((message) => replies.push(message));
    try {
      child.postMessage({ type: 'decode', id: 1, vin: 'short' } as unknown as VpicParentMessage);
      await until(() => replies.length === 1, 'the error reply');
      expect(replies[0]).toEqual({
        type: 'error',
        message: 'The vPIC process received a message it does not understand.',
      });
      child.postMessage({ type: 'ping', id: 2 });
      await until(() => replies.length === 2, 'the pong');
      expect(replies[1]).toMatchObject({ type: 'pong', id: 2 });
    } finally {
      child.kill();
    }
  }, 60_000);

  it('passes on the process’s own failure of a decode, and keeps that process for the next', async () => {
    // A prebuilt vPIC file that is not gzip, and no cached copy: the process cannot open vPIC.
    const prebuiltDir = await mkdtemp(join(tmpdir(), 'vindesk-vpic-prebuilt-'));
    await writeFile(join(prebuiltDir, `${indexedVpicName(vpicVersion())}.gz`), 'not a gzip file');
    const cacheDir = await mkdtemp(join(tmpdir(), 'vindesk-vpic-cache-'));
    const { spawn, children } = recording();
    const decoder = host({ spawn, cacheDir, prebuiltDir });
    await expect(decoder.decode(ACCORD)).rejects.toThrow(/^The offline VIN decoder failed: .*header/i);
    // A failed decode is the decode's, not the process's: the same process answers the next.
    await expect(decoder.decode(recorded[1]!.vin)).rejects.toThrow(/^The offline VIN decoder failed: /);
    expect(children).toHaveLength(1);
    expect(decoder.pid).toBe(children[0]!.pid);
  }, 60_000);

  it('fails every decode waiting when the process says it could not read a message, and starts afresh', async () => {
    // The real process, reached through a channel that garbles the ids of its decodes.
    const garbling: SpawnChild<VpicParentMessage> = () => {
      const child = fromSource();
      return {
        get pid() {
          return child.pid;
        },
        postMessage: (message) =>
          child.postMessage(
            (message.type === 'decode' ? { ...message, id: 'one' } : message) as unknown as VpicParentMessage,
          ),
        onMessage: (listener) => child.onMessage(listener),
        onExit: (listener) => child.onExit(listener),
        kill: () => child.kill(),
      };
    };
    const { spawn, children } = recording(garbling);
    const decoder = host({ spawn });
    await expect(decoder.decode(ACCORD)).rejects.toThrow(
      'The offline VIN decoder failed: The vPIC process received a message it does not understand.',
    );
    await until(() => !isAlive(children[0]!.pid!), 'the process to be ended');
    await expect(decoder.decode(recorded[1]!.vin)).rejects.toThrow(/does not understand/);
    expect(children).toHaveLength(2);
  }, 60_000);

  it('ends the process after two idle minutes, and answers a VIN it already decoded without one', async () => {
    const clock = new ManualClock();
    const { spawn, children } = recording();
    const decoder = host({ spawn, timers: clock, idleMs: 120_000 });
    await decoder.decode(ACCORD);
    const pid = children[0]!.pid!;
    clock.advance(119_999);
    expect(decoder.pid).toBe(pid);
    expect(isAlive(pid)).toBe(true);
    clock.advance(1);
    await until(() => !isAlive(pid), 'the idle process to end');
    expect(decoder.pid).toBeUndefined();

    // Kept in main's cache: no process is started for it.
    expect((await decoder.decode(ACCORD))?.model).toMatch(/Accord/i);
    expect(children).toHaveLength(1);
    // A new VIN starts one again.
    expect((await decoder.decode(recorded[1]!.vin))?.vehicle?.year).toBe(recorded[1]!.modelYear);
    expect(children).toHaveLength(2);
  }, 180_000);

  it('is ended by close, and refuses decodes afterwards', async () => {
    const { spawn, children } = recording();
    const decoder = host({ spawn });
    await decoder.decode(ACCORD);
    const pid = children[0]!.pid!;
    await decoder.close();
    await until(() => !isAlive(pid), 'the closed process to end');
    await expect(decoder.decode(recorded[2]!.vin)).rejects.toThrow(/closed/);
  }, 180_000);
});

describe('main context with the vPIC process', () => {
  const own = { url: 'http://127.0.0.1:5999/index.html', isMainFrame: true };

  async function liveContext(spawnOfflineDecoder: SpawnChild<VpicParentMessage>) {
    // Live mode (a key in the environment): no demo sandbox is started, nothing leaves this machine.
    return createMainContext({
      userDataDir: await mkdtemp(join(tmpdir(), 'vindesk-vpic-host-')),
      keyStore: new MemoryKeyStore(),
      env: { VINDESK_API_KEY: 'test-key' },
      appUrl: own.url,
      sandbox: { cacheDir: TEST_CACHE_DIR },
      spawnOfflineDecoder,
    });
  }

  it('answers vehicle.offlineDecode from the process, and ends it on close', async () => {
    const { spawn, children } = recording();
    const main = await liveContext(spawn);
    const result = (await main.router.dispatch('vehicle.offlineDecode', { input: { vin: ACCORD } }, own)) as Result<{
      decode: { make?: string; vehicle?: { year?: number } } | null;
    }>;
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.data.decode?.make?.toUpperCase()).toBe('HONDA');
      expect(result.data.decode?.vehicle?.year).toBe(2003);
    }
    expect(children).toHaveLength(1);
    const pid = children[0]!.pid!;
    await main.close();
    await until(() => !isAlive(pid), 'the process to end with main');
  }, 180_000);

  it('answers a clear OFFLINE_DECODE_UNAVAILABLE when the process cannot start', async () => {
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const main = await liveContext(forkChild<VpicParentMessage>(await failingEntry()));
    try {
      const result = await main.router.dispatch('vehicle.offlineDecode', { input: { vin: ACCORD } }, own);
      expect(result.ok).toBe(false);
      if (!result.ok) {
        expect(result.error.code).toBe('OFFLINE_DECODE_UNAVAILABLE');
        expect(result.error.message).toBe('The offline VIN decoder is not available right now.');
        expect(result.error.service?.message).toMatch(/exited with code 3/);
      }
      await new Promise((r) => setImmediate(r));
      expect(unhandled).toEqual([]);
    } finally {
      process.off('unhandledRejection', onUnhandled);
      await main.close();
    }
  }, 60_000);
});

// The sandbox in its own process, forked from source the way the app runs the built
// entry in a utilityProcess: real HTTP, real child processes, real kills.
import { mkdtemp } from 'node:fs/promises';
import { createServer, type AddressInfo } from 'node:net';
import { constants, getPriority, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { AppInfo, SettingsSnapshot } from '../../../shared/ipc/app-channels';
import type { Result } from '../../../shared/ipc/app-error';
import { createMainContext, type MainContext } from '../main-context';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { DEMO_KEYS, type SandboxOptions } from '../../../sandbox/start-sandbox';
import { TEST_CACHE_DIR, TEST_LISTINGS } from '../../../sandbox/test-support/sandbox-fixture';
import { forkChild } from '../../../node/child-process/fork-child';
import { startSandboxProcess, type SandboxProcess } from './sandbox-process-host';

const LOWEST_PRIORITY = constants.priority.PRIORITY_LOW;

const ENTRY = resolve(__dirname, '../../../sandbox/sandbox-process.ts');
const spawn = forkChild(ENTRY, ['--import', 'tsx']);
const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const options: SandboxOptions = { listings: TEST_LISTINGS, seed: 7, cacheDir: TEST_CACHE_DIR, rateLimit: false };

const running: { close(): Promise<void> }[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((r) => r.close()));
});

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
    await new Promise((r) => setImmediate(r));
  }
}

describe('the sandbox process (child_process.fork of sandbox-process.ts)', () => {
  it('serves listings over HTTP from another process, reports progress, and ends on close', async () => {
    const phases = new Set<string>();
    const sandbox = await startSandboxProcess({ ...options, onProgress: (p) => phases.add(p.phase) }, spawn);
    running.push(sandbox);
    expect(sandbox.pid).toBeDefined();
    expect(sandbox.pid).not.toBe(process.pid);
    expect(sandbox.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(sandbox.v1Url).toBe(`${sandbox.url}/v1`);
    expect(phases.has('dataset')).toBe(true);

    const response = await fetch(`${sandbox.url}/listings?limit=3`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
    });
    expect(response.status).toBe(200);
    const body = (await response.json()) as { data: unknown[] };
    expect(body.data).toHaveLength(3);
    // The samples came across the channel: a listed VIN answers /listings/{vin}.
    const listed = await fetch(`${sandbox.url}/listings/${sandbox.samples.priced}`, {
      headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
    });
    expect(listed.status).toBe(200);
    await listed.arrayBuffer();

    const rss = await sandbox.rss();
    expect(rss).toBeGreaterThan(20 * 1024 * 1024);

    const pid = sandbox.pid!;
    await sandbox.close();
    await until(() => !isAlive(pid), 'the closed process to end');
  });

  it('starts on the day main asks (the demo moves over real days, issue #39)', async () => {
    const sandbox = await startSandboxProcess({ ...options, day: 3 }, spawn);
    running.push(sandbox);
    const clock = await fetch(`${sandbox.url}/_sandbox/clock`);
    expect(((await clock.json()) as { day: number }).day).toBe(3);
  });

  it('takes fault rules over the channel: a 429 it then counts, a 503 once on a path pattern, then none', async () => {
    const sandbox = await startSandboxProcess(options, spawn);
    running.push(sandbox);
    const get = async (path: string) => {
      const response = await fetch(`${sandbox.url}${path}`, {
        headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` },
      });
      await response.arrayBuffer();
      return response.status;
    };
    expect(await sandbox.throttledCount()).toBe(0);
    sandbox.faults.add({ path: '/listings', kind: '429', times: 1 });
    sandbox.faults.add({ path: /^\/vin\//, kind: '503', times: 1 });
    // The channel keeps its order: once a later ping is answered, both rules are in force.
    await sandbox.rss();
    expect(await get('/listings?limit=1')).toBe(429);
    expect(await get('/listings?limit=1')).toBe(200);
    expect(await sandbox.throttledCount()).toBe(1);
    expect(await get(`/vin/${sandbox.samples.priced}`)).toBe(503);
    expect(await get(`/vin/${sandbox.samples.priced}`)).toBe(200);

    sandbox.faults.add({ kind: '503' });
    await sandbox.rss();
    expect(await get('/listings?limit=1')).toBe(503);
    sandbox.faults.clear();
    await sandbox.rss();
    expect(await get('/listings?limit=1')).toBe(200);
  });

  it('runs the sandbox at a lower priority than main, so its build gives way when the CPU is busy', async () => {
    const sandbox = await startSandboxProcess(options, spawn);
    running.push(sandbox);
    // A higher nice value is a lower priority; the OS reports both processes' own values.
    // A main already at the lowest priority (nice 19, as under `nice npm run mutate`) has none below it.
    expect(getPriority(sandbox.pid!)).toBeGreaterThanOrEqual(Math.min(getPriority(process.pid) + 1, LOWEST_PRIORITY));
  });

  it('reports a child that dies, and ends a child that stops answering its health check', async () => {
    const sandbox: SandboxProcess = await startSandboxProcess(options, spawn, { pingEveryMs: 50, pongWithinMs: 500 });
    running.push(sandbox);
    const reasons: string[] = [];
    sandbox.onExit((reason) => reasons.push(reason));
    // SIGSTOP: the process is there but answers nothing, like a hung one.
    process.kill(sandbox.pid!, 'SIGSTOP');
    await until(() => reasons.length > 0, 'the hung process to be ended');
    expect(reasons[0]).toMatch(/signal/);
  });

  it('fails to start with the child’s own reason, and leaves no process behind', async () => {
    const taken = createServer();
    await new Promise<void>((done) => taken.listen(0, '127.0.0.1', done));
    const port = (taken.address() as AddressInfo).port;
    const pids: number[] = [];
    const recordingSpawn = () => {
      const child = spawn();
      if (child.pid) pids.push(child.pid);
      return child;
    };
    try {
      await expect(startSandboxProcess({ ...options, port }, recordingSpawn)).rejects.toThrow(/EADDRINUSE/);
      expect(pids).toHaveLength(1);
      await until(() => !isAlive(pids[0]!), 'the failed process to end');
    } finally {
      taken.close();
    }
  });

  it('refuses options the process could not honour before starting anything', async () => {
    await expect(startSandboxProcess({ ...options, listings: 0 }, spawn)).rejects.toThrow(/does not understand/);
  });
});

describe('ServiceTarget over the sandbox process', () => {
  let userDataDir = '';
  const contexts: MainContext[] = [];
  afterAll(async () => {
    await Promise.all(contexts.map((c) => c.close()));
  });

  it('restarts a killed sandbox once with a notice, then answers DEMO_DATA_UNAVAILABLE', async () => {
    userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-sandbox-host-'));
    const launched: SandboxProcess[] = [];
    const unhandled: unknown[] = [];
    const onUnhandled = (reason: unknown) => unhandled.push(reason);
    process.on('unhandledRejection', onUnhandled);
    const settingsEvents: SettingsSnapshot[] = [];
    const main = await createMainContext({
      userDataDir,
      keyStore: new MemoryKeyStore(),
      env: {},
      appUrl: APP_URL,
      sandbox: { listings: TEST_LISTINGS, seed: 7, cacheDir: TEST_CACHE_DIR, rateLimit: false },
      startSandbox: async (startOptions) => {
        const sandbox = await startSandboxProcess(startOptions, spawn);
        launched.push(sandbox);
        return sandbox;
      },
    });
    contexts.push(main);
    main.onEvent((name, payload) => {
      if (name === 'settings.changed') settingsEvents.push(payload as SettingsSnapshot);
    });
    const search = () => main.router.dispatch('listings.search', { input: { limit: 2 } }, own);
    const info = async () => {
      const result = (await main.router.dispatch('app.info', { input: undefined }, own)) as Result<AppInfo>;
      if (!result.ok) throw new Error(result.error.message);
      return result.data;
    };

    expect((await search()).ok).toBe(true);
    expect(launched).toHaveLength(1);
    const firstUrl = main.sandboxUrl;

    process.kill(launched[0]!.pid!, 'SIGKILL');
    await until(() => launched.length === 2, 'the restart');
    const afterRestart = await search();
    expect(afterRestart.ok).toBe(true);
    expect(main.sandboxUrl).not.toBe(firstUrl);
    expect(settingsEvents.at(-1)?.notice).toMatch(/demo data service stopped unexpectedly .* and was restarted/);
    expect((await info()).sandbox?.state).toBe('ready');

    process.kill(launched[1]!.pid!, 'SIGKILL');
    await until(() => main.sandboxUrl === null, 'the second death to be seen');
    const failed = await search();
    expect(failed.ok).toBe(false);
    if (!failed.ok) expect(failed.error.code).toBe('DEMO_DATA_UNAVAILABLE');
    // Not restarted a second time.
    expect(launched).toHaveLength(2);
    const state = (await info()).sandbox;
    expect(state?.state).toBe('failed');
    expect(state?.detail).toMatch(/stopped again/);
    await new Promise((r) => setImmediate(r));
    process.off('unhandledRejection', onUnhandled);
    expect(unhandled).toEqual([]);
  });
});

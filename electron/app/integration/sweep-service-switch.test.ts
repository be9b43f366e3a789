import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { SweepDelta, SweepStatus } from '../../../shared/ipc/sweep-channels';
import type { Result } from '../../../shared/ipc/app-error';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { createMainContext, type MainContext } from '../main-context';

// Issue 37 item 5, through main as the app runs it: a sweep started with a key (the live
// service, here a sandbox playing it at its own address) pauses when the key is cleared and
// VinDesk falls back to demo data, records nothing from then on, and goes on when the key is back.

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');

let live: RunningSandbox;
let main: MainContext;
const deltas: SweepDelta[] = [];

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}
const status = async () => data<SweepStatus>(await main.router.dispatch('sweep.status', { input: undefined }, own));
const setKey = (key: string) =>
  main.router.dispatch('keychain.setKey', { input: { key, store: 'session-memory' } }, own);

beforeAll(async () => {
  live = await startSandbox({ port: 0, listings: 2000, rateLimit: false, cacheDir: CACHE });
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-switch-'));
  // A loopback base URL already in settings.json at start is trusted as is.
  await writeFile(join(userDataDir, 'settings.json'), JSON.stringify({ baseUrl: live.url, plan: 'scale' }));
  main = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: CACHE },
  });
  main.onEvent((name, payload) => {
    if (name === 'sweep.changed') deltas.push(payload as SweepDelta);
  });
});

afterAll(async () => {
  await main?.close();
  await live?.close();
});

describe('a sweep when the key is cleared mid-sweep', () => {
  it('pauses on demo data, asks nothing more, and goes on by itself when the key is back', async () => {
    expect((await setKey(DEMO_KEYS.scale)).ok).toBe(true);
    const vins = live.samples.recallSweep.slice(0, 80);
    data(await main.router.dispatch('sweep.start', { input: { text: vins.join('\n') } }, own));
    await vi.waitFor(async () => expect((await status()).checked).toBeGreaterThan(10), { timeout: 20_000 });

    data(await main.router.dispatch('keychain.clearKey', { input: undefined }, own));
    await vi.waitFor(() => expect(deltas.at(-1)?.state).toBe('paused'));
    const paused = await status();
    expect(paused.pausedFor).toEqual({
      reason: 'service',
      sweptOn: { mode: 'live', origin: new URL(live.url).origin },
      nowOn: { mode: 'demo', origin: 'demo' },
    });
    const liveAsked = live.requestCount();
    expect(paused.checked).toBeLessThan(vins.length);

    // Resume on demo data: still paused, and nothing is asked of any service for it.
    const resumed = data<SweepStatus>(await main.router.dispatch('sweep.resume', { input: undefined }, own));
    expect(resumed).toMatchObject({ state: 'paused', checked: paused.checked });
    expect(live.requestCount()).toBe(liveAsked);

    // The key is back: the sweep goes on, on the live service, to the end.
    expect((await setKey(DEMO_KEYS.scale)).ok).toBe(true);
    await vi.waitFor(async () => expect((await status()).state).toBe('done'), { timeout: 30_000 });
    const done = await status();
    expect(done.checked).toBe(vins.length);
    expect(new Set(done.results.map((row) => row.vin))).toEqual(new Set(vins));
    expect(live.requestCount()).toBeGreaterThan(liveAsked);
  });
});

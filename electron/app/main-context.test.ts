import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WatchedVin, WatchlistDelta } from '../../shared/ipc/watchlist-channels';
import { applyWatchlistDelta } from '../../shared/watchlist/watchlist-delta';
import { afterEach, describe, expect, it } from 'vitest';
import type { AppInfo } from '../../shared/ipc/app-channels';
import type { Result } from '../../shared/ipc/app-error';
import { FakeOsKeychain } from '../platform/keychain/test-support/fake-os-keychain';
import { createMainContext, type MainContext } from './main-context';

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const sandboxCache = join(tmpdir(), 'vindesk-test-sandbox-cache');
const contexts: MainContext[] = [];

async function context(
  env: Record<string, string> = {},
  opened: string[] = [],
  settingsJson?: object,
  keyStore = new FakeOsKeychain(),
) {
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-main-'));
  if (settingsJson) await writeFile(join(userDataDir, 'settings.json'), JSON.stringify(settingsJson));
  const created = await createMainContext({
    userDataDir,
    keyStore,
    env,
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: sandboxCache },
    openExternal: async (url) => {
      opened.push(url);
    },
  });
  contexts.push(created);
  return created;
}

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((c) => c.close()));
});

describe('main context', () => {
  it('runs live, with no sandbox, when VINDESK_API_KEY is set', async () => {
    const main = await context({ VINDESK_API_KEY: 'env-key-123456' });
    const info = data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own));
    expect(info.mode).toBe('live');
    expect(main.sandboxUrl).toBeNull();
    const status = await main.router.dispatch('keychain.status', { input: undefined }, own);
    expect(status).toMatchObject({ ok: true, data: { hasKey: true, source: 'env' } });
    expect(JSON.stringify(status)).not.toContain('env-key-123456');
  });

  it('runs on the embedded sandbox with no key, and switches to live when a key is set', async () => {
    // Live mode points at a closed loopback port: the key check must not reach the real service.
    const main = await context({}, [], { baseUrl: 'http://127.0.0.1:9' });
    const events: string[] = [];
    main.onEvent((name) => events.push(name));
    const info = data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own));
    expect(info.mode).toBe('demo');
    expect(info.plan).toBe('scale');

    await expect.poll(() => main.sandboxUrl, { timeout: 90_000, interval: 200 }).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const ready = data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own));
    expect(ready.sandbox?.state).toBe('ready');

    const set = await main.router.dispatch('keychain.setKey', { input: { key: 'user-key-abcdef12' } }, own);
    expect(set).toMatchObject({ ok: true, data: { hasKey: true, source: 'keychain', hint: 'ef12' } });
    const live = data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own));
    expect(live.mode).toBe('live');
    // The demo data's progress belongs to demo mode: live shows none, though the sandbox ran.
    expect(live.sandbox).toBeUndefined();
    expect(events).toEqual(expect.arrayContaining(['keychain.changed', 'app.changed']));

    await main.router.dispatch('keychain.clearKey', { input: undefined }, own);
    expect(data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own)).mode).toBe('demo');
  }, 120_000);

  it('starts the demo data as soon as the stored key is removed, telling the window in order', async () => {
    const keyStore = new FakeOsKeychain();
    await keyStore.write('user-key-abcdef12');
    const main = await context({}, [], { baseUrl: 'http://127.0.0.1:9' }, keyStore);
    expect(data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own)).mode).toBe('live');
    expect(main.sandboxUrl).toBeNull();

    const events: string[] = [];
    main.onEvent((name) => events.push(name));
    await main.router.dispatch('keychain.clearKey', { input: undefined }, own);
    // The key's status, then the settings (which addresses wait on a confirmation depends on
    // the key), then the app's mode; the demo data then starts without a lookup asking for it.
    expect(events.slice(0, 3)).toEqual(['keychain.changed', 'settings.changed', 'app.changed']);
    await expect.poll(() => main.sandboxUrl, { timeout: 90_000, interval: 100 }).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  }, 120_000);

  it('says the demo data could not be prepared, and what to do, when the sandbox cannot start', async () => {
    // A file where the demo data's folder should be: the sandbox cannot write its dataset.
    const blocked = join(await mkdtemp(join(tmpdir(), 'vindesk-blocked-')), 'demo-data');
    await writeFile(blocked, 'not a folder');
    const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-main-'));
    const main = await createMainContext({
      userDataDir,
      keyStore: new FakeOsKeychain(),
      env: {},
      appUrl: APP_URL,
      sandbox: { listings: 2000, cacheDir: blocked },
      openExternal: async () => undefined,
    });
    contexts.push(main);
    const refused = await main.router.dispatch('listings.search', { input: { limit: 5 } }, own);
    expect(refused).toMatchObject({
      ok: false,
      error: {
        kind: 'unavailable',
        code: 'DEMO_DATA_UNAVAILABLE',
        message: 'The demo data could not be prepared, so demo lookups are unavailable.',
        suggestion: 'Restart VinDesk, or add an API key in Settings to use the live service.',
        service: { message: expect.stringMatching(/\S/) },
      },
    });
  }, 120_000);

  it('serves every lookup from the sandbox in demo mode, with the demo plan applied', async () => {
    const main = await context();
    const page = data<{ data: { data: { vin: string }[] } }>(
      await main.router.dispatch('listings.search', { input: { limit: 5 } }, own),
    );
    expect(page.data.data).toHaveLength(5);
    const vin = page.data.data[0]!.vin;
    const decode = data<{ data: { vin: string; vinValid: boolean } }>(
      await main.router.dispatch('vehicle.decode', { input: { vin } }, own),
    );
    expect(decode.data).toMatchObject({ vin, vinValid: true });

    // The Scale-only endpoint works on the default demo plan, and is refused on Starter.
    expect(await main.router.dispatch('vehicle.openRecalls', { input: { vin } }, own)).toMatchObject({ ok: true });
    await main.router.dispatch('settings.update', { input: { plan: 'starter' } }, own);
    expect(await main.router.dispatch('vehicle.openRecalls', { input: { vin } }, own)).toMatchObject({
      ok: false,
      error: { kind: 'plan-required', planRequired: 'scale' },
    });
  }, 120_000);

  it('uses the demo key of the plan chosen in Settings', async () => {
    const main = await context({ VINDESK_API_KEY: 'x-key-0000000' });
    await main.router.dispatch('settings.update', { input: { plan: 'starter' } }, own);
    expect(data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own)).plan).toBe('starter');
  });

  it('announces settings changes and refuses invalid ones field by field', async () => {
    const main = await context({ VINDESK_API_KEY: 'x-key-0000000' });
    const seen: unknown[] = [];
    main.onEvent((name, payload) => {
      if (name === 'settings.changed') seen.push(payload);
    });
    const bad = await main.router.dispatch('settings.update', { input: { baseUrl: 'ftp://x' } }, own);
    expect(bad).toMatchObject({ ok: false, error: { kind: 'invalid-input', issues: [{ path: 'baseUrl' }] } });
    await main.router.dispatch('settings.update', { input: { defaultZip: '30301' } }, own);
    expect(seen).toEqual([{ settings: expect.objectContaining({ defaultZip: '30301' }) }]);
  });

  it('opens only the service’s plan pages by address, never any https page the window names', async () => {
    const opened: string[] = [];
    const main = await context({ VINDESK_API_KEY: 'x-key-0000000' }, opened);
    expect(
      await main.router.dispatch('shell.openExternal', { input: { url: 'https://auto.dev/pricing' } }, own),
    ).toEqual({ ok: true, data: { opened: true } });
    for (const url of ['https://dealer.example/vdp', 'file:///etc/passwd', 'https://auto.dev.evil.example/']) {
      expect(await main.router.dispatch('shell.openExternal', { input: { url } }, own), url).toMatchObject({
        ok: false,
        error: {
          kind: 'invalid-input',
          code: 'UNSAFE_URL',
          message: 'VinDesk opens only the service’s own plan pages from here.',
        },
      });
    }
    expect(opened).toEqual(['https://auto.dev/pricing']);
  });

  it('tells the window of each change: the demo data starting, the watchlist and a sweep', async () => {
    const main = await context();
    const events: { name: string; payload: unknown }[] = [];
    main.onEvent((name, payload) => events.push({ name, payload }));
    const info = data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own));
    expect(info).toMatchObject({ mode: 'demo', connection: { state: 'demo' }, version: '0.0.0' });
    expect(info.platform).toBe(process.platform);
    // The first call waits for the demo data; its start is announced as it goes, ready last.
    const page = data<{ data: { data: { vin: string }[] } }>(
      await main.router.dispatch('listings.search', { input: { limit: 3 } }, own),
    );
    const appChanges = events.filter((event) => event.name === 'app.changed').map((event) => event.payload as AppInfo);
    expect(appChanges.at(-1)?.sandbox?.state).toBe('ready');
    expect(data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own)).sandbox?.state).toBe(
      'ready',
    );

    const vins = page.data.data.map((row) => row.vin);
    await main.router.dispatch('watchlist.add', { input: { vins: [vins[0]!] } }, own);
    // Deltas, not lists: applied in order to the empty list the window read, they give the list.
    const watched = events
      .filter((event) => event.name === 'watchlist.changed')
      .map((event) => event.payload as WatchlistDelta);
    expect(watched.map((delta) => delta.seq)).toEqual(watched.map((_, index) => index + 1));
    expect(watched.reduce<WatchedVin[]>(applyWatchlistDelta, [])).toEqual([
      expect.objectContaining({ vin: vins[0], lastCheckedAt: expect.any(String) }),
    ]);

    data(await main.router.dispatch('sweep.start', { input: { text: vins.join('\n') } }, own));
    await expect
      .poll(
        () => {
          const sweepEvents = events.filter((event) => event.name === 'sweep.changed');
          return (sweepEvents.at(-1)?.payload as { state?: string } | undefined)?.state;
        },
        { timeout: 60_000 },
      )
      .toBe('done');
  }, 120_000);
});

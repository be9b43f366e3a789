import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { AppInfo, KeychainStatus } from '../../shared/ipc/app-channels';
import type { Result } from '../../shared/ipc/app-error';
import { MemoryKeyStore } from '../platform/keychain/memory-key-store';
import { startFakeService, type FakeService } from '../service/test-support/fake-service';
import { listingBody } from '../service/test-support/sample-bodies';
import { createMainContext, type MainContext } from './main-context';

// The connection badge and the key check tell only what an answer proved: a key the
// service refuses, a service that cannot be reached and a key that works, each against
// a real local HTTP service.

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const GOOD_KEY = 'sk_ad_good_key_123';

let service: FakeService;
let main: MainContext;

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

async function contextFor(baseUrl: string): Promise<MainContext> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-conn-'));
  // A loopback base URL already in settings.json at start is trusted as is.
  await writeFile(join(userDataDir, 'settings.json'), JSON.stringify({ baseUrl, dialect: 'autodev' }));
  return createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    // Demo mode comes first (no key yet): a small dataset keeps its build short.
    sandbox: { listings: 2000, cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache') },
  });
}

const search = () => main.router.dispatch('listings.search', { input: {} }, own);
const info = async () => data<AppInfo>(await main.router.dispatch('app.info', { input: undefined }, own));
const setKey = async (key: string) =>
  data<KeychainStatus>(await main.router.dispatch('keychain.setKey', { input: { key, store: 'session-memory' } }, own));

beforeEach(async () => {
  service = await startFakeService((request) =>
    request.headers.authorization === `Bearer ${GOOD_KEY}`
      ? { status: 200, body: { data: [listingBody()], user: { plan: 'Growth' } } }
      : { status: 401, body: { status: 401, error: { message: 'Authentication required.' } } },
  );
  main = await contextFor(service.url);
});

afterEach(async () => {
  await main.close();
  await service.close();
});

describe('connection truth', () => {
  it('is unverified until an answer proves it, never Live on a saved key alone', async () => {
    await setKey('sk_ad_wrong_key_99');
    expect((await info()).connection.state).toBe('key-refused');
    // A new key starts unproven again, then the check proves it.
    const status = await setKey(GOOD_KEY);
    expect(status.check).toEqual({ result: 'works', message: 'Key works (Growth plan)', plan: 'growth' });
    expect((await info()).connection.state).toBe('ok');
  });

  it('says "Key refused" when the service answers 401', async () => {
    const status = await setKey('sk_ad_wrong_key_99');
    expect(status.check).toEqual({ result: 'refused', message: 'Key refused' });
    expect(JSON.stringify(status)).not.toContain('sk_ad_wrong_key_99');
  });

  it('says "Could not reach the service" when nothing answers, and the badge is not green', async () => {
    const address = service.url;
    await service.close();
    await main.close();
    main = await contextFor(address);
    const status = await setKey(GOOD_KEY);
    expect(status.check).toEqual({ result: 'unreachable', message: 'Could not reach the service' });
    expect((await info()).connection.state).toBe('unreachable');
    service = await startFakeService();
  });

  it('never says Live for a key that only reached a server that proved nothing (a 404 page)', async () => {
    // Another web server at the address (a typo, a captive portal): it never reads the key.
    service.setRoute(() => ({ status: 404, raw: '<html>Not Found</html>', headers: { 'content-type': 'text/html' } }));
    const status = await setKey('sk_ad_fake_key_000');
    expect(status.check).toEqual({ result: 'unreachable', message: 'The service did not confirm the key' });
    const result = await search();
    expect(result.ok).toBe(false);
    const connection = (await info()).connection;
    expect(connection.state).toBe('unverified');
    expect(connection.detail).toBe(
      'The service was reached (it answered 404) but has not accepted this key yet, so the key is not checked.',
    );
  });

  it('stays Live through a passing failure once the key was accepted', async () => {
    await setKey(GOOD_KEY);
    expect((await info()).connection.state).toBe('ok');
    // The service now answers a 404 that says nothing about the key: the key stays proven.
    service.setRoute(() => ({ status: 404, body: { status: 404, error: { message: 'Not here.' } } }));
    expect((await search()).ok).toBe(false);
    expect((await info()).connection.state).toBe('ok');
  });

  it('a key removed while its check runs stays removed: the late check reports nothing', async () => {
    let answer!: () => void;
    const held = new Promise<void>((resolve) => (answer = resolve));
    service.setRoute(async () => {
      await held;
      return { status: 200, body: { data: [listingBody()], user: { plan: 'Growth' } } };
    });
    const pushed: KeychainStatus[] = [];
    const offEvents = main.onEvent((name, payload) => {
      if (name === 'keychain.changed') pushed.push(payload as KeychainStatus);
    });
    const saving = setKey(GOOD_KEY);
    await expect.poll(() => service.seen.length).toBe(1);
    const cleared = data<KeychainStatus>(await main.router.dispatch('keychain.clearKey', { input: undefined }, own));
    expect(cleared.hasKey).toBe(false);
    answer();
    const status = await saving;
    offEvents();
    expect(status.hasKey).toBe(false);
    expect(status.check).toBeUndefined();
    expect(pushed.map((event) => event.hasKey)).toEqual([true, false]);
    expect((await info()).mode).toBe('demo');
  });

  it('a fake key against an address where nothing listens is Offline, never Live', async () => {
    const address = service.url;
    await service.close();
    await main.close();
    main = await contextFor(address);
    await setKey('sk_ad_fake_key_000');
    const result = await search();
    expect(result.ok).toBe(false);
    expect((await info()).connection.state).toBe('unreachable');
    service = await startFakeService();
  });
});

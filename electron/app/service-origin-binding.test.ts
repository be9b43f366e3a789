import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { createServer as createHttpServer, request as httpRequest, type Server } from 'node:http';
import { createServer as createTcpServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { SettingsSnapshot } from '../../shared/ipc/app-channels';
import type { Result } from '../../shared/ipc/app-error';
import type { KeyOriginQuestion } from '../platform/desktop/desktop-ports';
import { headlessDesktop } from '../platform/desktop/desktop-ports';
import { MemoryKeyStore } from '../platform/keychain/memory-key-store';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../sandbox/start-sandbox';
import { startFakeService, type FakeService } from '../service/test-support/fake-service';
import { listingBody } from '../service/test-support/sample-bodies';
import { createMainContext, type MainContext } from './main-context';

// Service origin: the stored API key is bound to the origin it was saved
// for; main asks in its own dialog before it goes anywhere else, and never sends it to
// the demo sandbox. Every service here is a real HTTP server on this machine that records
// what it was sent.

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const REAL_KEY = 'sk_ad_real_user_key_7781';
const ENV_KEY = 'sk_ad_env_script_key_4410';
const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

/** A service that answers every listings call with one listing, and records what it was sent. */
async function service(): Promise<FakeService> {
  const fake = await startFakeService(() => ({ status: 200, body: { data: [listingBody()] } }));
  cleanups.push(() => fake.close());
  return fake;
}

const hostOf = (url: string) => new URL(url).host;
const authorizations = (fake: FakeService) => fake.seen.map((seen) => seen.headers.authorization);

interface Started {
  main: MainContext;
  userDataDir: string;
  asked: KeyOriginQuestion[];
  /** What main's dialog answers next: true is "Send my key to …", false is Cancel. */
  answer: { send: boolean };
}

async function start(options: {
  settings?: Record<string, unknown>;
  storedKey?: string;
  env?: Record<string, string>;
  startSandbox?: typeof startSandbox;
}): Promise<Started> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-origin-'));
  if (options.settings) await writeFile(join(userDataDir, 'settings.json'), JSON.stringify(options.settings));
  const keyStore = new MemoryKeyStore();
  if (options.storedKey) await keyStore.write(options.storedKey);
  const asked: KeyOriginQuestion[] = [];
  const answer = { send: false };
  const main = await createMainContext({
    userDataDir,
    keyStore,
    env: options.env ?? {},
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: SANDBOX_CACHE },
    ...(options.startSandbox ? { startSandbox: options.startSandbox } : {}),
    desktop: {
      ...headlessDesktop,
      confirmKeyOrigin: async (question) => {
        asked.push(question);
        return answer.send;
      },
    },
  });
  cleanups.push(() => main.close());
  return { main, userDataDir, asked, answer };
}

/** A listings call; each limit is its own URL, so no answer comes from the response cache. */
const search = (main: MainContext, limit = 1) => main.router.dispatch('listings.search', { input: { limit } }, own);
const update = (main: MainContext, input: Record<string, unknown>) =>
  main.router.dispatch('settings.update', { input }, own);

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

async function settingsFile(userDataDir: string): Promise<Record<string, unknown>> {
  return JSON.parse(await readFile(join(userDataDir, 'settings.json'), 'utf8')) as Record<string, unknown>;
}

describe('service origin binding', () => {
  it('asks in main’s dialog, naming the new host, before a stored key goes to a new address; Cancel keeps the old one', async () => {
    const first = await service();
    const second = await service();
    const { main, userDataDir, asked, answer } = await start({
      settings: { baseUrl: first.url },
      storedKey: REAL_KEY,
    });
    // A loopback address already in settings.json at start takes the key without a question.
    expect(await search(main)).toMatchObject({ ok: true });
    expect(authorizations(first)).toEqual([`Bearer ${REAL_KEY}`]);
    expect(asked).toEqual([]);

    answer.send = false;
    const cancelled = await update(main, { baseUrl: second.url, defaultZip: '30301' });
    expect(cancelled).toMatchObject({
      ok: false,
      error: {
        code: 'ORIGIN_CHANGE_CANCELLED',
        message: expect.stringContaining('The service address was not changed'),
      },
    });
    expect(asked).toEqual([{ hosts: [hostOf(second.url)], currentHosts: [hostOf(first.url)] }]);
    // Nothing was saved, in memory or on disk, and the key still goes to the first service only.
    expect(
      data<SettingsSnapshot>(await main.router.dispatch('settings.get', { input: undefined }, own)).settings,
    ).toMatchObject({ baseUrl: first.url, defaultZip: '' });
    expect(await search(main, 2)).toMatchObject({ ok: true });
    expect(second.seen).toEqual([]);
    expect(authorizations(first)).toEqual([`Bearer ${REAL_KEY}`, `Bearer ${REAL_KEY}`]);

    answer.send = true;
    const confirmed = data<SettingsSnapshot>(await update(main, { baseUrl: second.url }));
    expect(confirmed.confirmedHosts).toEqual([hostOf(second.url)]);
    expect(confirmed.settings.baseUrl).toBe(second.url);
    expect((await settingsFile(userDataDir)).keyOrigins).toEqual([second.url]);
    expect(await search(main)).toMatchObject({ ok: true });
    expect(authorizations(second)).toEqual([`Bearer ${REAL_KEY}`]);
  });

  it('asks before a stored key goes to a new v1 address, and names that host', async () => {
    const first = await service();
    const v1 = await service();
    const { main, asked, answer } = await start({
      settings: { baseUrl: first.url, dialect: 'autodev' },
      storedKey: REAL_KEY,
    });
    const vin = '1HGCM82633A004352';
    answer.send = false;
    expect(await update(main, { v1BaseUrl: `${v1.url}/api` })).toMatchObject({
      ok: false,
      error: { code: 'ORIGIN_CHANGE_CANCELLED' },
    });
    expect(asked.map((question) => question.hosts)).toEqual([[hostOf(v1.url)]]);
    await main.router.dispatch('vehicle.decode', { input: { vin } }, own);
    expect(v1.seen).toEqual([]);

    answer.send = true;
    expect(await update(main, { v1BaseUrl: `${v1.url}/api` })).toMatchObject({ ok: true });
    await main.router.dispatch('vehicle.decode', { input: { vin } }, own);
    // auto.dev's v1 takes the key in the query: it arrived there, and only after the confirmation.
    expect(v1.seen.map((seen) => seen.url.searchParams.get('apikey'))).toEqual([REAL_KEY]);
  });

  it('sends a stored key to no address in settings.json it was not confirmed for, not even a connection', async () => {
    let connections = 0;
    const tcp = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => tcp.close(() => resolve())));
    const { port } = tcp.address() as AddressInfo;
    // 0.0.0.0 reaches this machine yet is not a loopback name, so no start-up exception covers it.
    const unconfirmed = `https://0.0.0.0:${port}`;
    const { main, asked, answer } = await start({
      settings: { baseUrl: unconfirmed, keyOrigins: ['https://api.auto.dev'] },
      storedKey: REAL_KEY,
    });

    const refused = await search(main);
    expect(refused).toMatchObject({
      ok: false,
      error: {
        code: 'ORIGIN_NOT_CONFIRMED',
        message: expect.stringContaining(`0.0.0.0:${port}`),
        suggestion: expect.stringContaining('Settings'),
      },
    });
    expect(await main.router.dispatch('vehicle.decode', { input: { vin: '1HGCM82633A004352' } }, own)).toMatchObject({
      ok: false,
      error: { code: 'ORIGIN_NOT_CONFIRMED' },
    });
    expect(connections).toBe(0);
    const snapshot = data<SettingsSnapshot>(await main.router.dispatch('settings.get', { input: undefined }, own));
    expect(snapshot.unconfirmedHosts).toEqual([`0.0.0.0:${port}`]);
    // A change that names no address saves without a question, and confirms nothing.
    expect(await update(main, { theme: 'dark' })).toMatchObject({ ok: true });
    expect(asked).toEqual([]);

    // Saving the address again asks; once confirmed, the request leaves (and here fails its TLS handshake).
    answer.send = true;
    const confirmed = data<SettingsSnapshot>(await update(main, { baseUrl: unconfirmed }));
    expect(asked).toEqual([{ hosts: [`0.0.0.0:${port}`], currentHosts: [] }]);
    expect(confirmed.unconfirmedHosts).toBeUndefined();
    expect(await search(main)).toMatchObject({ ok: false });
    expect(connections).toBeGreaterThan(0);
  });

  // Issue 37 item 1: a window that changes the address must not carry VINDESK_API_KEY's key away.
  it('sends a key from VINDESK_API_KEY to no host but the one in settings at start until main’s dialog confirms another', async () => {
    const first = await service();
    const other = await service();
    const { main, userDataDir, asked, answer } = await start({
      settings: { baseUrl: first.url },
      env: { VINDESK_API_KEY: ENV_KEY },
    });
    // The address in settings.json at start takes the key without a question.
    expect(await search(main)).toMatchObject({ ok: true });
    expect(authorizations(first)).toEqual([`Bearer ${ENV_KEY}`]);
    expect(asked).toEqual([]);

    answer.send = false;
    expect(await update(main, { baseUrl: other.url })).toMatchObject({
      ok: false,
      error: { code: 'ORIGIN_CHANGE_CANCELLED', message: expect.stringContaining(hostOf(first.url)) },
    });
    expect(asked).toEqual([{ hosts: [hostOf(other.url)], currentHosts: [hostOf(first.url)] }]);
    expect(await search(main, 2)).toMatchObject({ ok: true });
    expect(other.seen).toEqual([]);
    expect(authorizations(first)).toEqual([`Bearer ${ENV_KEY}`, `Bearer ${ENV_KEY}`]);

    answer.send = true;
    const confirmed = data<SettingsSnapshot>(await update(main, { baseUrl: other.url }));
    expect(confirmed.confirmedHosts).toEqual([hostOf(other.url)]);
    expect(await search(main, 3)).toMatchObject({ ok: true });
    expect(authorizations(other)).toEqual([`Bearer ${ENV_KEY}`]);
    // The confirmation is for this run's key: the stored key's binding on disk is not touched.
    expect((await settingsFile(userDataDir)).keyOrigins).toBeUndefined();
  });

  it('opens not even a connection with a key from VINDESK_API_KEY to an address a window saves unconfirmed', async () => {
    const first = await service();
    let connections = 0;
    const tcp = createTcpServer((socket) => {
      connections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => tcp.listen(0, '127.0.0.1', resolve));
    cleanups.push(() => new Promise<void>((resolve) => tcp.close(() => resolve())));
    const { port } = tcp.address() as AddressInfo;
    const { main, asked } = await start({ settings: { baseUrl: first.url }, env: { VINDESK_API_KEY: ENV_KEY } });
    // The headless dialog answers Cancel: the address is not saved and the key never leaves.
    expect(
      await update(main, { baseUrl: `http://127.0.0.1:${port}`, v1BaseUrl: `http://127.0.0.1:${port}/v1` }),
    ).toMatchObject({
      ok: false,
      error: { code: 'ORIGIN_CHANGE_CANCELLED' },
    });
    expect(asked).toEqual([{ hosts: [`127.0.0.1:${port}`], currentHosts: [hostOf(first.url)] }]);
    expect(await search(main)).toMatchObject({ ok: true });
    expect(connections).toBe(0);
  });

  it('binds a key saved in Settings to the address on screen', async () => {
    const first = await service();
    const second = await service();
    const { main, userDataDir, asked } = await start({ settings: { baseUrl: first.url } });
    expect(
      await main.router.dispatch('keychain.setKey', { input: { key: REAL_KEY, store: 'session-memory' } }, own),
    ).toMatchObject({ ok: true, data: { hasKey: true } });
    expect((await settingsFile(userDataDir)).keyOrigins).toEqual([first.url]);
    // Moving it on needs the question, which the headless answer here cancels.
    expect(await update(main, { baseUrl: second.url })).toMatchObject({ ok: false });
    expect(asked).toHaveLength(1);
    expect(second.seen).toEqual([]);
  });
});

/** A proxy that stands where the sandbox does and records every request's key, in header or URL. */
async function recordingProxy(
  target: string,
): Promise<{ url: string; seen: { auth: string; url: string }[] } & { server: Server }> {
  const seen: { auth: string; url: string }[] = [];
  const server = createHttpServer((req, res) => {
    seen.push({ auth: req.headers.authorization ?? '', url: req.url ?? '' });
    const upstream = httpRequest(
      `${target}${req.url ?? '/'}`,
      { method: req.method, headers: req.headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, seen, server };
}

describe('service origin binding: the demo sandbox', () => {
  it('never receives the user’s real key, even after the person confirms its address', async () => {
    let proxy: Awaited<ReturnType<typeof recordingProxy>> | null = null;
    const recordedStart: typeof startSandbox = async (options) => {
      const sandbox: RunningSandbox = await startSandbox(options);
      const front = await recordingProxy(sandbox.url);
      proxy = front;
      return {
        ...sandbox,
        url: front.url,
        v1Url: `${front.url}/v1`,
        close: async () => {
          front.server.closeAllConnections();
          await new Promise<void>((resolve) => front.server.close(() => resolve()));
          await sandbox.close();
        },
      };
    };
    const userService = await service();
    const { main, answer } = await start({ settings: { baseUrl: userService.url }, startSandbox: recordedStart });

    // Demo mode first: the sandbox answers, with a demo key.
    expect(await search(main)).toMatchObject({ ok: true });
    const front = proxy as Awaited<ReturnType<typeof recordingProxy>> | null;
    if (!front) throw new Error('the sandbox did not start');
    expect(front.seen.map((seen) => seen.auth)).toContain(`Bearer ${DEMO_KEYS.scale}`);

    // A real key (in memory, as a session key), then the sandbox's own address typed into Settings and confirmed.
    expect(
      await main.router.dispatch('keychain.setKey', { input: { key: REAL_KEY, store: 'session-memory' } }, own),
    ).toMatchObject({ ok: true });
    answer.send = true;
    expect(await update(main, { baseUrl: front.url, v1BaseUrl: `${front.url}/v1`, dialect: 'autodev' })).toMatchObject({
      ok: true,
    });
    const before = front.seen.length;
    expect(await search(main, 3)).toMatchObject({ ok: false, error: { code: 'KEY_NOT_FOR_SANDBOX' } });
    expect(await main.router.dispatch('vehicle.decode', { input: { vin: '1HGCM82633A004352' } }, own)).toMatchObject({
      ok: false,
      error: { code: 'KEY_NOT_FOR_SANDBOX' },
    });
    expect(front.seen.length).toBe(before);
    expect(JSON.stringify(front.seen)).not.toContain(REAL_KEY);
    // The user's own service got the key (the check when it was saved), so it was in force all along.
    expect(authorizations(userService)).toContain(`Bearer ${REAL_KEY}`);
  }, 120_000);
});

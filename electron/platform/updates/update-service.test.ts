import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUpdaterElectronStandIn, installElectronStandIn } from '../../test-support/electron-app-stand-in';
import { CHECK_INTERVAL_MS, createUpdateService, type AppUpdaterLike, type UpdateCheckResult } from './update-service';

const CURRENT_VERSION = '0.1.0';

/** The channel file electron-updater asks a generic feed for on this machine. */
function expectedChannelFile(): string {
  if (process.platform === 'darwin') return 'latest-mac.yml';
  if (process.platform === 'win32') return 'latest.yml';
  return process.arch === 'x64' ? 'latest-linux.yml' : `latest-linux-${process.arch}.yml`;
}

function channelFile(version: string): string {
  return [
    `version: ${version}`,
    'files:',
    `  - url: VinDesk-${version}.AppImage`,
    '    sha512: bm90LWEtcmVhbC1oYXNo',
    '    size: 1',
    `path: VinDesk-${version}.AppImage`,
    'sha512: bm90LWEtcmVhbC1oYXNo',
    "releaseDate: '2025-01-01T00:00:00.000Z'",
    '',
  ].join('\n');
}

let server: Server;
let origin: string;
const requested: string[] = [];
let root: string;
let uninstall: (() => void) | null = null;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vindesk-updates-'));
  const resourcesDir = join(root, 'resources');
  const userDataDir = join(root, 'userData');
  await mkdir(resourcesDir, { recursive: true });
  await mkdir(userDataDir, { recursive: true });
  // As in the .deb VinDesk ships: electron-updater picks its DebUpdater, which checks
  // when packaged (its AppImageUpdater would also need $APPIMAGE).
  await writeFile(join(resourcesDir, 'package-type'), 'deb');
  const standIn = createUpdaterElectronStandIn({ version: CURRENT_VERSION, userDataDir, resourcesDir });
  uninstall = installElectronStandIn(standIn, resourcesDir);

  server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    requested.push(path);
    const [, feed, file] = /^\/([a-z]+)\/([^/]+)$/.exec(path) ?? [];
    if (feed === 'moved') {
      response.writeHead(302, { location: `/new/${file ?? ''}` }).end();
      return;
    }
    if (feed === 'failing') {
      response.writeHead(500, { 'content-type': 'text/plain' }).end('the feed is down');
      return;
    }
    if (feed === 'garbled') {
      response.writeHead(200, { 'content-type': 'text/yaml' }).end('version: [9.9\n  files: {{{\n');
      return;
    }
    if (!file || !/^latest(-mac|-linux(-[a-z0-9]+)?)?\.yml$/.test(file) || (feed !== 'new' && feed !== 'same')) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not here');
      return;
    }
    response
      .writeHead(200, { 'content-type': 'text/yaml' })
      .end(channelFile(feed === 'new' ? '9.9.9' : CURRENT_VERSION));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  uninstall?.();
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await rm(root, { recursive: true, force: true });
});

afterEach(() => {
  // Which paths the updater asked for, to see the platform's channel file in the test output.
  if (requested.length > 0) console.warn(`update feed requests: ${requested.join(', ')}`);
  requested.length = 0;
});

describe('update service with the real electron-updater, against a local feed', () => {
  // The feed comes from Settings: the test swaps it between checks, as the user would.
  const settings = { enabled: false, feedUrl: '' };
  const logged: string[] = [];
  const service = createUpdateService({ getSettings: () => settings, log: (message) => logged.push(message) });

  it('when disabled, answers disabled without loading electron-updater or asking the feed', async () => {
    settings.feedUrl = `${origin}/new/`;
    await expect(service.checkNow()).resolves.toEqual({ state: 'disabled' });
    expect(requested).toEqual([]);
    const resolved = createRequire(__filename).resolve('electron-updater');
    expect(Object.keys(createRequire(__filename).cache)).not.toContain(resolved);
  });

  it('finds 9.9.9 on a feed that announces it, at the feed URL from settings', async () => {
    Object.assign(settings, { enabled: true, feedUrl: `${origin}/new` });
    await expect(service.checkNow()).resolves.toEqual({ state: 'available', version: '9.9.9' });
    expect(requested).toEqual([`/new/${expectedChannelFile()}`]);
    expect(logged.join('\n')).toMatch(/Found version 9\.9\.9/);
  });

  it('is up to date on a feed that announces the running version', async () => {
    settings.feedUrl = `${origin}/same/`;
    await expect(service.checkNow()).resolves.toEqual({ state: 'up-to-date', version: CURRENT_VERSION });
    expect(requested).toEqual([`/same/${expectedChannelFile()}`]);
  });

  it('follows a redirect of the channel file', async () => {
    settings.feedUrl = `${origin}/moved/`;
    await expect(service.checkNow()).resolves.toEqual({ state: 'available', version: '9.9.9' });
    expect(requested).toEqual([`/moved/${expectedChannelFile()}`, `/new/${expectedChannelFile()}`]);
  });

  it('reports a feed that answers 404 as an error in plain words, and logs the details', async () => {
    settings.feedUrl = `${origin}/missing/`;
    const result = await service.checkNow();
    expect(result.state).toBe('error');
    const { message } = result as Extract<UpdateCheckResult, { state: 'error' }>;
    expect(message).toBe('The update address has no VinDesk updates for this computer. Check the address in Settings.');
    expect(requested).toEqual([`/missing/${expectedChannelFile()}`]);
    expect(logged.join('\n')).toMatch(/ERR_UPDATER_CHANNEL_FILE_NOT_FOUND|404/);
  });

  it('reports a feed that answers 500 with its status, in plain words', async () => {
    settings.feedUrl = `${origin}/failing/`;
    await expect(service.checkNow()).resolves.toEqual({
      state: 'error',
      message: 'The update server answered with an error (HTTP 500).',
    });
  });

  it('reports a channel file that cannot be read as such', async () => {
    settings.feedUrl = `${origin}/garbled/`;
    await expect(service.checkNow()).resolves.toEqual({
      state: 'error',
      message: 'The update server’s answer could not be read.',
    });
    expect(logged.at(-1)).toMatch(/^update check failed: .*Cannot parse update info/);
  });

  it('reports an unreachable server in plain words', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    // electron-updater retries a refused connection (1 s, then 2 s) before it gives up.
    settings.feedUrl = `http://127.0.0.1:${port}/`;
    const result = await service.checkNow();
    expect(result).toEqual({
      state: 'error',
      message: 'The update server could not be reached. Check your connection and the address in Settings.',
    });
  }, 20_000);
});

describe('update service scheduling', () => {
  function fakeUpdater(version = '9.9.9'): AppUpdaterLike & { feeds: string[]; checks: number } {
    const updater = {
      feeds: [] as string[],
      checks: 0,
      autoDownload: true,
      logger: null as AppUpdaterLike['logger'],
      setFeedURL(options: { provider: 'generic'; url: string }) {
        updater.feeds.push(options.url);
      },
      async checkForUpdates() {
        updater.checks += 1;
        return { isUpdateAvailable: true, updateInfo: { version } };
      },
    };
    return updater;
  }

  afterEach(() => {
    vi.useRealTimers();
  });

  it('configures the updater once: no auto-download, its logger bridged to log', async () => {
    const updater = fakeUpdater();
    const logged: string[] = [];
    const load = vi.fn(() => updater);
    const service = createUpdateService({
      getSettings: () => ({ enabled: true, feedUrl: 'https://updates.example.com/vindesk' }),
      log: (message) => logged.push(message),
      loadUpdater: load,
    });
    await service.checkNow();
    await service.checkNow();
    expect(load).toHaveBeenCalledTimes(1);
    expect(updater.checks).toBe(2);
    expect(updater.autoDownload).toBe(false);
    expect(updater.feeds).toEqual(['https://updates.example.com/vindesk']);
    const failure = new Error('feed down');
    failure.stack = 'Error: feed down\n    at check (updater.js:1:1)';
    updater.logger?.info('hello');
    updater.logger?.warn('careful');
    updater.logger?.error(failure);
    updater.logger?.debug?.('detail');
    updater.logger?.info(42);
    expect(logged).toEqual([
      'info: hello',
      'warn: careful',
      'error: Error: feed down\n    at check (updater.js:1:1)',
      'debug: detail',
      'info: 42',
    ]);
  });

  it.each([
    [Object.assign(new Error('Cannot find channel'), { code: 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND' }), 'no-updates'],
    [Object.assign(new Error('HttpError'), { statusCode: 404 }), 'no-updates'],
    [Object.assign(new Error('getaddrinfo'), { code: 'ENOTFOUND' }), 'unreachable'],
    [new Error('net::ERR_INTERNET_DISCONNECTED'), 'unreachable'],
    [Object.assign(new Error('bad yml'), { code: 'ERR_UPDATER_INVALID_VERSION' }), 'unreadable'],
    [Object.assign(new Error('HttpError'), { code: 'HTTP_ERROR_502' }), 'HTTP 502'],
    [Object.assign(new Error('HttpError'), { statusCode: 503, code: 'HTTP_ERROR_500' }), 'HTTP 503'],
    // Not an HTTP status: a code that only starts like one, or has too few digits.
    [Object.assign(new Error('odd'), { code: 'HTTP_ERROR_5021' }), 'failed'],
    [Object.assign(new Error('odd'), { code: 'HTTP_ERROR_50' }), 'failed'],
    [Object.assign(new Error('odd'), { code: 'XHTTP_ERROR_502' }), 'failed'],
    [Object.assign(new Error('odd'), { statusCode: '500' }), 'failed'],
    ['a thrown string', 'failed'],
  ] as const)('words a failed check (%s) as %s', async (thrown, kind) => {
    const expected = {
      'no-updates': 'The update address has no VinDesk updates for this computer. Check the address in Settings.',
      unreachable: 'The update server could not be reached. Check your connection and the address in Settings.',
      unreadable: 'The update server’s answer could not be read.',
      'HTTP 502': 'The update server answered with an error (HTTP 502).',
      'HTTP 503': 'The update server answered with an error (HTTP 503).',
      failed: 'The check for updates failed. Try again later.',
    }[kind];
    const logged: string[] = [];
    const updater = {
      ...fakeUpdater(),
      checkForUpdates: async () => {
        throw thrown;
      },
    };
    const service = createUpdateService({
      getSettings: () => ({ enabled: true, feedUrl: 'https://u.example.com' }),
      log: (message) => logged.push(message),
      loadUpdater: () => updater,
    });
    await expect(service.checkNow()).resolves.toEqual({ state: 'error', message: expected });
    // The details go to the log, the plain sentence to the window.
    expect(logged.at(-1)).toContain(thrown instanceof Error ? thrown.message : thrown);
  });

  it('never loads the updater while disabled, even when started', async () => {
    const load = vi.fn(() => fakeUpdater());
    vi.useFakeTimers();
    const service = createUpdateService({
      getSettings: () => ({ enabled: false, feedUrl: 'https://u.example.com' }),
      log: () => undefined,
      loadUpdater: load,
    });
    service.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 3);
    service.stop();
    expect(load).not.toHaveBeenCalled();
  });

  it('checks at start and every 6 hours until stopped, reporting each result', async () => {
    vi.useFakeTimers();
    const updater = fakeUpdater();
    const results: UpdateCheckResult[] = [];
    const service = createUpdateService({
      getSettings: () => ({ enabled: true, feedUrl: 'https://u.example.com' }),
      log: () => undefined,
      loadUpdater: () => updater,
      onResult: (result) => results.push(result),
    });
    service.start();
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(updater.checks).toBe(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(updater.checks).toBe(2);
    service.stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(updater.checks).toBe(2);
    expect(results).toEqual([
      { state: 'available', version: '9.9.9' },
      { state: 'available', version: '9.9.9' },
    ]);
  });

  it('shares one check between callers that ask at the same time', async () => {
    const updater = fakeUpdater();
    const service = createUpdateService({
      getSettings: () => ({ enabled: true, feedUrl: 'https://u.example.com' }),
      log: () => undefined,
      loadUpdater: () => updater,
    });
    const [first, second] = await Promise.all([service.checkNow(), service.checkNow()]);
    expect(first).toEqual(second);
    expect(updater.checks).toBe(1);
  });

  it('answers an error, not a throw, when the updater cannot check this copy', async () => {
    const updater = { ...fakeUpdater(), checkForUpdates: async () => null };
    const service = createUpdateService({
      getSettings: () => ({ enabled: true, feedUrl: 'https://u.example.com' }),
      log: () => undefined,
      loadUpdater: () => updater,
    });
    await expect(service.checkNow()).resolves.toEqual({
      state: 'error',
      message:
        'This copy of VinDesk cannot update itself: only an installed VinDesk (not a development build) checks for updates.',
    });
  });
});

import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { createRequire } from 'node:module';
import { type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createUpdaterElectronStandIn, installElectronStandIn } from '../../test-support/electron-app-stand-in';
import type * as ElectronUpdater from 'electron-updater';
import type { UpdateStatus } from '../../../shared/ipc/update-channels';
import { CHECK_INTERVAL_MS, createUpdateService, type AppUpdaterLike } from './update-service';

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
let resourcesDir: string;
let uninstall: (() => void) | null = null;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'vindesk-updates-'));
  resourcesDir = join(root, 'resources');
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

/**
 * A new updater of this platform's kind for each feed: electron-updater reads
 * app-update.yml once per instance, as the installed app does once per run.
 */
function freshUpdater(): AppUpdaterLike {
  const updaters = createRequire(__filename)('electron-updater') as typeof ElectronUpdater;
  if (process.platform === 'win32') return new updaters.NsisUpdater();
  if (process.platform === 'darwin') return new updaters.MacUpdater();
  return new updaters.DebUpdater();
}

/** What electron-builder writes into resources/ from electron-builder.yml's publish. */
async function buildNames(feedPath: string): Promise<{ provider: string; url: string; publisherNames: string[] }> {
  const url = `${origin}/${feedPath}`;
  await writeFile(
    join(resourcesDir, 'app-update.yml'),
    `provider: generic\nurl: ${url}\nupdaterCacheDirName: vindesk-updater\n`,
  );
  return { provider: 'generic', url, publisherNames: [] };
}

type Found = Extract<UpdateStatus, { state: 'available' | 'up-to-date' | 'error' }>;

describe('update service with the real electron-updater, against the feed the build names', () => {
  const logged: string[] = [];
  // The policy is asked as for macOS, where a download is verified; the real updater is this
  // machine's own (DebUpdater on Linux), which is what talks to the feed.
  function service(feed: Awaited<ReturnType<typeof buildNames>>) {
    return createUpdateService({
      feed,
      platform: 'darwin',
      log: (message) => logged.push(message),
      loadUpdater: freshUpdater,
    });
  }

  it('on Linux, where nothing verifies a download, stays off: no electron-updater, no request (issue 37)', async () => {
    const feed = await buildNames('new');
    const off = createUpdateService({ feed, platform: 'linux', log: () => undefined });
    off.start();
    await expect(off.checkNow()).resolves.toEqual({ state: 'off', reason: 'unverifiable', platform: 'linux' });
    off.stop();
    expect(requested).toEqual([]);
    const resolved = createRequire(__filename).resolve('electron-updater');
    expect(Object.keys(createRequire(__filename).cache)).not.toContain(resolved);
  });

  it('asks only the feed in app-update.yml, and finds 9.9.9 there (issue 37)', async () => {
    const result = await service(await buildNames('new')).checkNow();
    expect(result).toMatchObject({ state: 'available', version: '9.9.9', verification: 'macos-signature' });
    expect(requested).toEqual([`/new/${expectedChannelFile()}`]);
    expect(logged.join('\n')).toMatch(/Found version 9\.9\.9/);
  });

  it('is up to date on a feed that announces the running version', async () => {
    const result = await service(await buildNames('same')).checkNow();
    expect(result).toMatchObject({ state: 'up-to-date', version: CURRENT_VERSION });
    expect(requested).toEqual([`/same/${expectedChannelFile()}`]);
  });

  it('follows a redirect of the channel file', async () => {
    const result = await service(await buildNames('moved')).checkNow();
    expect(result).toMatchObject({ state: 'available', version: '9.9.9' });
    expect(requested).toEqual([`/moved/${expectedChannelFile()}`, `/new/${expectedChannelFile()}`]);
  });

  it.each([
    ['missing', 'Your company’s update server has no VinDesk update for this computer.'],
    ['failing', 'The update server answered with an error (HTTP 500).'],
    ['garbled', 'The update server’s answer could not be read.'],
  ])('words a %s feed plainly, and logs the details', async (feedPath, message) => {
    const result = (await service(await buildNames(feedPath)).checkNow()) as Found;
    expect(result).toMatchObject({ state: 'error', message });
    expect(logged.at(-1)).toMatch(/^update check failed: /);
  });
});

describe('update service', () => {
  function fakeUpdater(version = '9.9.9') {
    const progress: ((info: { percent: number }) => void)[] = [];
    let finishDownload: (failure?: Error) => void = () => undefined;
    const updater = {
      checks: 0,
      downloads: 0,
      installs: 0,
      autoDownload: true,
      logger: null as AppUpdaterLike['logger'],
      async checkForUpdates() {
        updater.checks += 1;
        return { isUpdateAvailable: version !== CURRENT_VERSION, updateInfo: { version } };
      },
      downloadUpdate() {
        updater.downloads += 1;
        return new Promise<unknown>((resolve, reject) => {
          finishDownload = (failure) => (failure ? reject(failure) : resolve([]));
        });
      },
      quitAndInstall() {
        updater.installs += 1;
      },
      on(_event: 'download-progress', listener: (info: { percent: number }) => void) {
        progress.push(listener);
        return updater;
      },
      progress: (percent: number) => progress.forEach((listener) => listener({ percent })),
      finish: (failure?: Error) => finishDownload(failure),
    };
    return updater;
  }

  const macFeed = { provider: 'generic', url: 'https://updates.dealer-group.test/vindesk', publisherNames: [] };

  afterEach(() => {
    vi.useRealTimers();
  });

  it.each([
    ['no feed (a development build)', 'darwin', null, 'no-feed'],
    ['the placeholder host', 'darwin', { ...macFeed, url: 'https://updates.example.com/vindesk' }, 'no-feed'],
    ['an http feed', 'darwin', { ...macFeed, url: 'http://updates.dealer-group.test/' }, 'no-feed'],
    ['Linux', 'linux', macFeed, 'unverifiable'],
    ['Windows without a publisher name', 'win32', macFeed, 'unverifiable'],
  ] as const)('is off with %s, and never loads the updater', async (_label, platform, feed, reason) => {
    const load = vi.fn(() => fakeUpdater());
    vi.useFakeTimers();
    const service = createUpdateService({ feed, platform, log: () => undefined, loadUpdater: load });
    service.start();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    await expect(service.checkNow()).resolves.toEqual({ state: 'off', reason, platform });
    await expect(service.download()).resolves.toMatchObject({ state: 'off' });
    expect(service.restart()).toBe(false);
    service.stop();
    expect(load).not.toHaveBeenCalled();
  });

  it('is on for Windows when the build names its signing publisher', () => {
    const service = createUpdateService({
      feed: { ...macFeed, publisherNames: ['Dealer Group LLC'] },
      platform: 'win32',
      log: () => undefined,
    });
    expect(service.status()).toEqual({
      state: 'idle',
      verification: 'windows-publisher',
      feedHost: 'updates.dealer-group.test',
    });
  });

  it('checks, downloads only when asked, reports progress, and restarts only once downloaded', async () => {
    const updater = fakeUpdater();
    const service = createUpdateService({
      feed: macFeed,
      platform: 'darwin',
      log: () => undefined,
      loadUpdater: () => updater,
    });
    expect(service.restart()).toBe(false);
    await expect(service.checkNow()).resolves.toMatchObject({ state: 'available', version: '9.9.9' });
    expect(updater.autoDownload).toBe(false);
    expect(updater.downloads).toBe(0);

    const done = service.download();
    expect(service.status()).toMatchObject({ state: 'downloading', percent: 0 });
    updater.progress(41.6);
    expect(service.status()).toMatchObject({ state: 'downloading', version: '9.9.9', percent: 42 });
    // A scheduled check during the download leaves it be.
    await expect(service.checkNow()).resolves.toMatchObject({ state: 'downloading' });
    expect(updater.checks).toBe(1);
    expect(service.restart()).toBe(false);

    updater.finish();
    await expect(done).resolves.toMatchObject({ state: 'downloaded', version: '9.9.9' });
    expect(updater.downloads).toBe(1);
    expect(service.restart()).toBe(true);
    expect(updater.installs).toBe(1);
  });

  it('says plainly when a download fails its signature check, and installs nothing', async () => {
    const updater = fakeUpdater();
    const logged: string[] = [];
    const service = createUpdateService({
      feed: macFeed,
      platform: 'darwin',
      log: (line) => logged.push(line),
      loadUpdater: () => updater,
    });
    await service.checkNow();
    const done = service.download();
    updater.finish(new Error('Code signature at URL file:///tmp/VinDesk.app did not pass validation'));
    await expect(done).resolves.toEqual({
      state: 'error',
      verification: 'macos-signature',
      feedHost: 'updates.dealer-group.test',
      message: 'The downloaded update did not pass its signature or checksum check, so it will not be installed.',
    });
    expect(service.restart()).toBe(false);
    expect(updater.installs).toBe(0);
    expect(logged.at(-1)).toMatch(/^update download failed: .*did not pass validation/);
  });

  it('does not download before a check found a version', async () => {
    const updater = fakeUpdater(CURRENT_VERSION);
    const service = createUpdateService({
      feed: macFeed,
      platform: 'darwin',
      log: () => undefined,
      loadUpdater: () => updater,
    });
    await expect(service.download()).resolves.toMatchObject({ state: 'idle' });
    await expect(service.checkNow()).resolves.toMatchObject({ state: 'up-to-date', version: CURRENT_VERSION });
    await expect(service.download()).resolves.toMatchObject({ state: 'up-to-date' });
    expect(updater.downloads).toBe(0);
  });

  it('bridges the updater’s logger to the log', async () => {
    const updater = fakeUpdater();
    const logged: string[] = [];
    const service = createUpdateService({
      feed: macFeed,
      platform: 'darwin',
      log: (line) => logged.push(line),
      loadUpdater: () => updater,
    });
    await service.checkNow();
    const failure = new Error('feed down');
    failure.stack = 'Error: feed down\n    at check (updater.js:1:1)';
    updater.logger?.info('hello');
    updater.logger?.warn('careful');
    updater.logger?.error(failure);
    updater.logger?.debug?.('detail');
    expect(logged).toEqual([
      'info: hello',
      'warn: careful',
      'error: Error: feed down\n    at check (updater.js:1:1)',
      'debug: detail',
    ]);
  });

  it('checks at start and every 6 hours until stopped, one check at a time', async () => {
    vi.useFakeTimers();
    const updater = fakeUpdater();
    const service = createUpdateService({
      feed: macFeed,
      platform: 'darwin',
      log: () => undefined,
      loadUpdater: () => updater,
    });
    service.start();
    service.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(updater.checks).toBe(1);
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS);
    expect(updater.checks).toBe(2);
    const [first, second] = await Promise.all([service.checkNow(), service.checkNow()]);
    expect(first).toEqual(second);
    expect(updater.checks).toBe(3);
    service.stop();
    await vi.advanceTimersByTimeAsync(CHECK_INTERVAL_MS * 2);
    expect(updater.checks).toBe(3);
  });

  it('answers an error, not a throw, when the updater cannot check this copy', async () => {
    const updater = { ...fakeUpdater(), checkForUpdates: async () => null };
    const service = createUpdateService({
      feed: macFeed,
      platform: 'darwin',
      log: () => undefined,
      loadUpdater: () => updater,
    });
    await expect(service.checkNow()).resolves.toMatchObject({
      state: 'error',
      message: 'This copy of VinDesk cannot update itself: only an installed VinDesk checks for updates.',
    });
  });
});

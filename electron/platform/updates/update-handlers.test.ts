import { describe, expect, it } from 'vitest';
import { CHANNEL_NAMES } from '../../../shared/ipc/contract';
import { createRouter, type HandlerMap } from '../ipc/router';
import { createSenderCheck } from '../security/trusted-sender';
import { createUpdateHandlers } from './update-handlers';
import { createUpdateService, type AppUpdaterLike } from './update-service';

const APP = 'app://vindesk/index.html';
const own = { url: APP, isMainFrame: true };
const feed = { provider: 'generic', url: 'https://updates.dealer-group.test/vindesk', publisherNames: [] };

function setup() {
  const updater = {
    checks: 0,
    installs: 0,
    autoDownload: true,
    logger: null as AppUpdaterLike['logger'],
    async checkForUpdates() {
      updater.checks += 1;
      return { isUpdateAvailable: true, updateInfo: { version: '9.9.9' } };
    },
    downloadUpdate: async () => [],
    quitAndInstall() {
      updater.installs += 1;
    },
    on: () => updater,
  };
  const service = createUpdateService({ feed, platform: 'darwin', log: () => undefined, loadUpdater: () => updater });
  const unused = Object.fromEntries(
    CHANNEL_NAMES.map((name) => [name, () => Promise.reject(new Error(`${name} must not run`))]),
  ) as unknown as HandlerMap;
  const router = createRouter(
    { ...unused, ...createUpdateHandlers(service) },
    { isTrustedSender: createSenderCheck(APP) },
  );
  return { router, updater };
}

describe('update channels through the IPC router (issue 37)', () => {
  it('the window cannot name an update feed: not in settings, not on any update channel', async () => {
    const { router, updater } = setup();
    const viaSettings = await router.dispatch(
      'settings.update',
      { input: { updates: { enabled: true, feedUrl: 'https://attacker.test/feed' } } },
      own,
    );
    expect(viaSettings).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    for (const channel of ['updates.check', 'updates.download', 'updates.status', 'updates.restart']) {
      const result = await router.dispatch(channel, { input: { url: 'https://attacker.test/feed' } }, own);
      expect(result, channel).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
    }
    expect(updater.checks).toBe(0);
  });

  it('checks, downloads and restarts on the window’s word, restart only once downloaded', async () => {
    const { router, updater } = setup();
    await expect(router.dispatch('updates.restart', { input: undefined }, own)).resolves.toEqual({
      ok: true,
      data: { restarting: false },
    });
    await expect(router.dispatch('updates.check', { input: undefined }, own)).resolves.toMatchObject({
      ok: true,
      data: { state: 'available', version: '9.9.9', feedHost: 'updates.dealer-group.test' },
    });
    const started = await router.dispatch('updates.download', { input: undefined }, own);
    expect(started).toMatchObject({ ok: true, data: { state: 'downloading' } });
    await expect
      .poll(async () => router.dispatch('updates.status', { input: undefined }, own))
      .toMatchObject({ ok: true, data: { state: 'downloaded', version: '9.9.9' } });
    await expect(router.dispatch('updates.restart', { input: undefined }, own)).resolves.toEqual({
      ok: true,
      data: { restarting: true },
    });
    expect(updater.installs).toBe(1);
  });

  it('refuses a frame that is not the app’s', async () => {
    const { router, updater } = setup();
    const result = await router.dispatch(
      'updates.check',
      { input: undefined },
      { url: 'https://x.test/', isMainFrame: true },
    );
    expect(result.ok).toBe(false);
    expect(updater.checks).toBe(0);
  });
});

import { createRequire } from 'node:module';
import type { AppUpdater } from 'electron-updater';
import type { UpdateStatus } from '../../../shared/ipc/update-channels';
import type { UpdateFeed } from './update-feed';
import { updatePolicy } from './update-policy';
import { plainUpdateMessage } from './update-messages';

export const CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

interface UpdaterLogger {
  info(message?: unknown): void;
  warn(message?: unknown): void;
  error(message?: unknown): void;
  debug?(message: string): void;
}

/**
 * The part of electron-updater's AppUpdater this service uses; its autoUpdater satisfies it.
 * No setFeedURL: electron-updater reads the feed from the build's app-update.yml (issue 37).
 */
export interface AppUpdaterLike {
  autoDownload: boolean;
  logger: UpdaterLogger | null;
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: { version: string } } | null>;
  downloadUpdate(): Promise<unknown>;
  quitAndInstall(): void;
  on(event: 'download-progress', listener: (info: { percent: number }) => void): unknown;
}

export interface UpdateServiceOptions {
  /** The feed the build names (readUpdateFeed), null when it names none. */
  feed: UpdateFeed | null;
  platform: string;
  log: (message: string) => void;
  /** Defaults to electron-updater's autoUpdater, required at the first check. */
  loadUpdater?: () => AppUpdaterLike;
  now?: () => Date;
}

export interface UpdateService {
  status(): UpdateStatus;
  checkNow(): Promise<UpdateStatus>;
  /** Downloads the update found; resolves when it is downloaded or failed. */
  download(): Promise<UpdateStatus>;
  /** Quits and installs a downloaded update; false when none is downloaded. */
  restart(): boolean;
  /** Checks now and every 6 hours while updates are on; never downloads by itself. */
  start(): void;
  stop(): void;
}

/**
 * Update checks through electron-updater at the feed the build names, on platforms where
 * a download is verified before it runs (update-policy.ts). While off, electron-updater is
 * never loaded, so it makes no request. autoDownload is off: the person chooses to
 * download and to restart, on the Updates card.
 */
export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  const loadUpdater = options.loadUpdater ?? loadElectronUpdater;
  const now = options.now ?? (() => new Date());
  const policy = updatePolicy(options.platform, options.feed);
  let current: UpdateStatus = policy.on
    ? { state: 'idle', verification: policy.verification, feedHost: policy.feedHost }
    : { state: 'off', reason: policy.reason, platform: options.platform };
  let updater: AppUpdaterLike | null = null;
  let checking: Promise<UpdateStatus> | null = null;
  let downloading: Promise<UpdateStatus> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function ready(): AppUpdaterLike {
    if (!updater) {
      const loaded = loadUpdater();
      loaded.autoDownload = false;
      loaded.logger = bridgeLogger(options.log);
      loaded.on('download-progress', (info) => {
        if (current.state === 'downloading') current = { ...current, percent: Math.round(info.percent) };
      });
      updater = loaded;
    }
    return updater;
  }

  async function check(): Promise<UpdateStatus> {
    if (!policy.on) return current;
    const base = { verification: policy.verification, feedHost: policy.feedHost };
    current = { state: 'checking', ...base };
    try {
      const result = await ready().checkForUpdates();
      if (!result) {
        current = {
          state: 'error',
          ...base,
          message: 'This copy of VinDesk cannot update itself: only an installed VinDesk checks for updates.',
        };
      } else {
        const version = result.updateInfo.version;
        current = result.isUpdateAvailable
          ? { state: 'available', ...base, version }
          : { state: 'up-to-date', ...base, version, checkedAt: now().toISOString() };
      }
    } catch (error) {
      options.log(`update check failed: ${describe(error)}`);
      current = { state: 'error', ...base, message: plainUpdateMessage(error) };
    }
    return current;
  }

  async function fetchUpdate(): Promise<UpdateStatus> {
    if (current.state !== 'available') return current;
    const { verification, feedHost, version } = current;
    current = { state: 'downloading', verification, feedHost, version, percent: 0 };
    try {
      await ready().downloadUpdate();
      current = { state: 'downloaded', verification, feedHost, version };
    } catch (error) {
      options.log(`update download failed: ${describe(error)}`);
      current = { state: 'error', verification, feedHost, message: plainUpdateMessage(error) };
    }
    return current;
  }

  function checkNow(): Promise<UpdateStatus> {
    // A download under way or done is not undone by a check (a scheduled one, or a click).
    if (downloading || current.state === 'downloaded') return Promise.resolve(current);
    // One check at a time: a scheduled check and a click may ask together.
    checking ??= check().finally(() => {
      checking = null;
    });
    return checking;
  }

  return {
    status: () => current,
    checkNow,
    download() {
      downloading ??= fetchUpdate().finally(() => {
        downloading = null;
      });
      return downloading;
    },
    restart() {
      if (current.state !== 'downloaded' || !updater) return false;
      updater.quitAndInstall();
      return true;
    },
    start() {
      if (timer || !policy.on) return;
      void checkNow();
      timer = setInterval(() => void checkNow(), CHECK_INTERVAL_MS);
      // A pending check must never keep VinDesk from quitting.
      timer.unref();
    },
    stop() {
      if (timer) clearInterval(timer);
      timer = null;
    },
  };
}

function describe(error: unknown): string {
  return error instanceof Error ? (error.stack ?? error.message) : String(error);
}

function loadElectronUpdater(): AppUpdaterLike {
  // Required here, not imported: electron-updater reaches for Electron's app as it loads.
  const required = createRequire(__filename)('electron-updater') as { autoUpdater: AppUpdater };
  // Typed as the real AppUpdater, so a change in electron-updater's API fails the type check here.
  const updater: AppUpdaterLike = required.autoUpdater;
  return updater;
}

function bridgeLogger(log: (message: string) => void): UpdaterLogger {
  const line = (level: string, message: unknown) =>
    log(`${level}: ${message instanceof Error ? (message.stack ?? message.message) : String(message)}`);
  return {
    info: (message) => line('info', message),
    warn: (message) => line('warn', message),
    error: (message) => line('error', message),
    debug: (message) => line('debug', message),
  };
}

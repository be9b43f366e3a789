import { createRequire } from 'node:module';
import type { AppUpdater } from 'electron-updater';

export const CHECK_INTERVAL_MS = 6 * 60 * 60 * 1000;

interface UpdateSettingsView {
  enabled: boolean;
  feedUrl: string;
}

export type UpdateCheckResult =
  | { state: 'disabled' }
  | { state: 'up-to-date'; version: string }
  | { state: 'available'; version: string }
  | { state: 'error'; message: string };

interface UpdaterLogger {
  info(message?: unknown): void;
  warn(message?: unknown): void;
  error(message?: unknown): void;
  debug?(message: string): void;
}

/** The part of electron-updater's AppUpdater this service uses; its autoUpdater satisfies it. */
export interface AppUpdaterLike {
  setFeedURL(options: { provider: 'generic'; url: string }): void;
  autoDownload: boolean;
  logger: UpdaterLogger | null;
  checkForUpdates(): Promise<{ isUpdateAvailable: boolean; updateInfo: { version: string } } | null>;
}

export interface UpdateServiceOptions {
  /** Read at every check, so a change in Settings applies to the next one. */
  getSettings: () => UpdateSettingsView;
  log: (message: string) => void;
  /** Defaults to electron-updater's autoUpdater, required at the first enabled check. */
  loadUpdater?: () => AppUpdaterLike;
  /** Hears the result of every check, including the scheduled ones (to tell the window). */
  onResult?: (result: UpdateCheckResult) => void;
}

export interface UpdateService {
  checkNow(): Promise<UpdateCheckResult>;
  /** Checks now and every 6 hours; each check does nothing while updates are off. */
  start(): void;
  stop(): void;
}

/**
 * Automatic update checks through electron-updater's generic provider, at the feed URL
 * from Settings. Off by default; while off, electron-updater is never loaded, so it
 * makes no request and writes nothing. It only checks: autoDownload is off because
 * VinDesk asks the user before downloading anything.
 */
export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  const loadUpdater = options.loadUpdater ?? loadElectronUpdater;
  let updater: AppUpdaterLike | null = null;
  let configuredFeed: string | null = null;
  let inFlight: Promise<UpdateCheckResult> | null = null;
  let timer: NodeJS.Timeout | null = null;

  function ready(feedUrl: string): AppUpdaterLike {
    if (!updater) {
      updater = loadUpdater();
      updater.autoDownload = false;
      updater.logger = bridgeLogger(options.log);
    }
    if (configuredFeed !== feedUrl) {
      updater.setFeedURL({ provider: 'generic', url: feedUrl });
      configuredFeed = feedUrl;
    }
    return updater;
  }

  async function check(): Promise<UpdateCheckResult> {
    const { enabled, feedUrl } = options.getSettings();
    if (!enabled || !feedUrl) return { state: 'disabled' };
    try {
      const result = await ready(feedUrl).checkForUpdates();
      if (!result) {
        return {
          state: 'error',
          message:
            'This copy of VinDesk cannot update itself: only an installed VinDesk (not a development build) checks for updates.',
        };
      }
      const version = result.updateInfo.version;
      return result.isUpdateAvailable ? { state: 'available', version } : { state: 'up-to-date', version };
    } catch (error) {
      options.log(`update check failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      return { state: 'error', message: plainMessage(error) };
    }
  }

  function checkNow(): Promise<UpdateCheckResult> {
    // One check at a time: a scheduled check and a Settings change may ask together.
    inFlight ??= check()
      .then((result) => {
        options.onResult?.(result);
        return result;
      })
      .finally(() => {
        inFlight = null;
      });
    return inFlight;
  }

  return {
    checkNow,
    start() {
      if (timer) return;
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

/** electron-updater's messages carry URLs, headers and stacks; the user gets one plain sentence. */
function plainMessage(error: unknown): string {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const status =
    typeof error === 'object' && error !== null && 'statusCode' in error && typeof error.statusCode === 'number'
      ? error.statusCode
      : null;
  const text = error instanceof Error ? error.message : String(error);
  if (code === 'ERR_UPDATER_CHANNEL_FILE_NOT_FOUND' || status === 404) {
    return 'The update address has no VinDesk updates for this computer. Check the address in Settings.';
  }
  if (
    ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN', 'ECONNRESET', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH'].includes(
      code,
    ) ||
    /net::ERR_/.test(text)
  ) {
    return 'The update server could not be reached. Check your connection and the address in Settings.';
  }
  if (code === 'ERR_UPDATER_INVALID_UPDATE_INFO' || code === 'ERR_UPDATER_INVALID_VERSION') {
    return 'The update server’s answer could not be read.';
  }
  const coded = /^HTTP_ERROR_(\d{3})$/.exec(code);
  const httpStatus = status ?? (coded ? Number(coded[1]) : null);
  if (httpStatus) return `The update server answered with an error (HTTP ${httpStatus}).`;
  return 'The check for updates failed. Try again later.';
}

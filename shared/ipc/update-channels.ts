import { channel } from './channel';
import { noInput } from './app-channels';

/**
 * How a downloaded update is checked before it is installed (issue 37): on Windows
 * electron-updater checks the installer's signature names the publisher this build was
 * signed by; on macOS Squirrel checks the update's code signature matches the app's.
 */
export type UpdateVerification = 'windows-publisher' | 'macos-signature';

/**
 * Why updates are off: 'no-feed' when this build names no update server of the company's
 * (a development build, or the placeholder in electron-builder.yml); 'unverifiable' where
 * nothing would check a download (Linux AppImage and deb, Windows without a publisher).
 */
export type UpdatesOffReason = 'no-feed' | 'unverifiable';

export type UpdateStatus =
  | { state: 'off'; reason: UpdatesOffReason; platform: string }
  | { state: 'idle'; verification: UpdateVerification; feedHost: string }
  | { state: 'checking'; verification: UpdateVerification; feedHost: string }
  | { state: 'up-to-date'; verification: UpdateVerification; feedHost: string; version: string; checkedAt: string }
  | { state: 'available'; verification: UpdateVerification; feedHost: string; version: string }
  | { state: 'downloading'; verification: UpdateVerification; feedHost: string; version: string; percent: number }
  | { state: 'downloaded'; verification: UpdateVerification; feedHost: string; version: string }
  | { state: 'error'; verification: UpdateVerification; feedHost: string; message: string };

/** No channel takes a feed: main reads it from the build (app-update.yml), never from the window. */
export const updateChannels = {
  'updates.status': channel(noInput).returns<UpdateStatus>(),
  'updates.check': channel(noInput).returns<UpdateStatus>(),
  'updates.download': channel(noInput).returns<UpdateStatus>(),
  /** Quits and installs the downloaded update; refused unless one is downloaded. */
  'updates.restart': channel(noInput).returns<{ restarting: boolean }>(),
};

import type { UpdateVerification, UpdatesOffReason } from '../../../shared/ipc/update-channels';
import type { UpdateFeed } from './update-feed';

type UpdatePolicy =
  { on: true; verification: UpdateVerification; feedHost: string } | { on: false; reason: UpdatesOffReason };

/**
 * Whether this build may look for updates (issue 37). Only a feed the build itself names,
 * on https (http only to this computer, for tests), and not electron-builder.yml's
 * placeholder host. Only where a download is checked before it runs: Windows when the
 * build names its signing publisher, macOS (Squirrel checks the code signature). Linux
 * AppImage and deb updates carry no signature electron-updater checks, so they stay off.
 */
export function updatePolicy(platform: string, feed: UpdateFeed | null): UpdatePolicy {
  const url = feed && feed.provider === 'generic' ? safeUrl(feed.url) : null;
  if (!feed || !url || isPlaceholder(url) || !isSecure(url)) return { on: false, reason: 'no-feed' };
  if (platform === 'darwin') return { on: true, verification: 'macos-signature', feedHost: url.host };
  if (platform === 'win32' && feed.publisherNames.length > 0) {
    return { on: true, verification: 'windows-publisher', feedHost: url.host };
  }
  return { on: false, reason: 'unverifiable' };
}

function safeUrl(value: string): URL | null {
  try {
    return new URL(value);
  } catch {
    return null;
  }
}

/** electron-builder.yml ships updates.example.com until a company puts its own server there. */
function isPlaceholder(url: URL): boolean {
  return url.hostname === 'example.com' || url.hostname.endsWith('.example.com');
}

function isSecure(url: URL): boolean {
  if (url.protocol === 'https:') return true;
  return url.protocol === 'http:' && ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

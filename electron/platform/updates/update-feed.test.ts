import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseUpdateFeed, readUpdateFeed } from './update-feed';
import { updatePolicy } from './update-policy';

describe('the update feed the build names (issue 37)', () => {
  it('reads app-update.yml as electron-builder writes it, publisher names included', () => {
    const text = [
      'provider: generic',
      "url: 'https://updates.dealer-group.test/vindesk'",
      'updaterCacheDirName: vindesk-updater',
      'publisherName:',
      '  - Dealer Group LLC',
      '  - "Dealer Group, Inc."',
      '',
    ].join('\n');
    expect(parseUpdateFeed(text)).toEqual({
      provider: 'generic',
      url: 'https://updates.dealer-group.test/vindesk',
      publisherNames: ['Dealer Group LLC', 'Dealer Group, Inc.'],
    });
    expect(parseUpdateFeed('provider: generic\n')).toBeNull();
  });

  it('is none without app-update.yml (a development build)', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-feed-'));
    try {
      expect(readUpdateFeed(dir)).toBeNull();
      expect(readUpdateFeed(undefined)).toBeNull();
      await writeFile(join(dir, 'app-update.yml'), 'provider: generic\nurl: https://u.dealer-group.test/\n');
      expect(readUpdateFeed(dir)).toEqual({
        provider: 'generic',
        url: 'https://u.dealer-group.test/',
        publisherNames: [],
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('electron-builder.yml publishes to a generic feed whose placeholder keeps updates off until replaced', () => {
    const config = parse(readFileSync(resolve(__dirname, '../../../electron-builder.yml'), 'utf8')) as {
      publish?: { provider: string; url: string };
    };
    expect(config.publish?.provider).toBe('generic');
    const feed = { provider: 'generic', url: config.publish?.url ?? '', publisherNames: ['Dealer Group LLC'] };
    expect(updatePolicy('darwin', feed)).toEqual({ on: false, reason: 'no-feed' });
    expect(updatePolicy('win32', feed)).toEqual({ on: false, reason: 'no-feed' });
    const replaced = { ...feed, url: 'https://updates.dealer-group.test/vindesk' };
    expect(updatePolicy('darwin', replaced)).toMatchObject({ on: true, verification: 'macos-signature' });
  });
});

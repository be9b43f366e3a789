import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SETTINGS_FILE, SettingsStore } from '../settings/settings-store';

// Issue 37: settings once held an update feed the window could set. A file from then
// reads without error or notice, the feed is dropped, and the next save leaves it out.
describe('a settings file that still names an update feed', () => {
  it('loads without a notice, ignores the feed, and drops it on the next save', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-old-updates-'));
    try {
      const old = { defaultZip: '30301', updates: { enabled: true, feedUrl: 'https://feed.attacker.test/' } };
      await writeFile(join(dir, SETTINGS_FILE), JSON.stringify(old));
      const store = new SettingsStore(dir);
      const snapshot = await store.load();
      expect(snapshot.notice).toBeUndefined();
      expect(snapshot.settings.defaultZip).toBe('30301');
      expect(snapshot.settings).not.toHaveProperty('updates');
      await store.update({ theme: 'dark' });
      const saved = await readFile(join(dir, SETTINGS_FILE), 'utf8');
      expect(saved).not.toContain('feed.attacker.test');
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });
});

import { mkdtemp, readFile, readdir, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_SETTINGS } from '../../../shared/settings/settings-schema';
import { SETTINGS_FILE, SettingsStore } from './settings-store';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vindesk-settings-'));
});

describe('SettingsStore', () => {
  it('starts from defaults, with a first-run notice, when no file exists', async () => {
    const snapshot = await new SettingsStore(dir).load();
    expect(snapshot.settings).toEqual(DEFAULT_SETTINGS);
    expect(snapshot.settings.baseUrl).toBe('https://api.auto.dev');
    expect(snapshot.notice).toMatch(/defaults/);
  });

  it('persists an update and reads it back in a new process', async () => {
    const store = new SettingsStore(dir);
    await store.load();
    await store.update({ defaultZip: '90210', plan: 'growth', theme: 'dark' });
    const reloaded = await new SettingsStore(dir).load();
    expect(reloaded.settings).toMatchObject({ defaultZip: '90210', plan: 'growth', theme: 'dark' });
    expect(reloaded.notice).toBeUndefined();
  });

  it('writes atomically and in order: concurrent updates both land, no temp file is left', async () => {
    const store = new SettingsStore(dir);
    await store.load();
    await Promise.all([store.update({ theme: 'light' }), store.update({ defaultZip: '10001' })]);
    expect(await readdir(dir)).toEqual([SETTINGS_FILE]);
    const saved: unknown = JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8'));
    expect(saved).toMatchObject({ theme: 'light', defaultZip: '10001' });
  });

  it('falls back to defaults with a notice when the file is corrupt, and never throws', async () => {
    await writeFile(join(dir, SETTINGS_FILE), '{"baseUrl": "https://x.test", ');
    const snapshot = await new SettingsStore(dir).load();
    expect(snapshot.settings).toEqual(DEFAULT_SETTINGS);
    expect(snapshot.notice).toMatch(/damaged/);
  });

  it('keeps valid fields and resets only the invalid ones, naming them', async () => {
    await writeFile(
      join(dir, SETTINGS_FILE),
      JSON.stringify({ baseUrl: 'https://api.example.com/', defaultZip: 'ABCDE', theme: 'neon', plan: 'scale' }),
    );
    const snapshot = await new SettingsStore(dir).load();
    expect(snapshot.settings).toMatchObject({
      baseUrl: 'https://api.example.com',
      plan: 'scale',
      defaultZip: '',
      theme: 'system',
    });
    expect(snapshot.notice).toContain('defaultZip');
    expect(snapshot.notice).toContain('theme');
  });

  it('treats a JSON value that is not an object as corrupt', async () => {
    await writeFile(join(dir, SETTINGS_FILE), '[1,2,3]');
    expect((await new SettingsStore(dir).load()).notice).toMatch(/damaged/);
  });
});

describe('service origin binding: the key’s origins in settings.json', () => {
  it('keeps the origins beside the settings, through later saves, and never in what the window sees', async () => {
    const store = new SettingsStore(dir);
    await store.load();
    await store.update({ baseUrl: 'https://vds.example.com/' }, { keyOrigins: ['https://vds.example.com'] });
    await store.update({ theme: 'dark' });
    const file = JSON.parse(await readFile(join(dir, SETTINGS_FILE), 'utf8')) as Record<string, unknown>;
    expect(file).toMatchObject({
      baseUrl: 'https://vds.example.com',
      theme: 'dark',
      keyOrigins: ['https://vds.example.com'],
    });
    expect(store.snapshot().settings).not.toHaveProperty('keyOrigins');

    const reloaded = new SettingsStore(dir);
    await reloaded.load();
    expect(reloaded.keyOrigins).toEqual(['https://vds.example.com']);
  });

  it('reads a damaged or hand-written list of origins as none recorded', async () => {
    await writeFile(
      join(dir, SETTINGS_FILE),
      JSON.stringify({ baseUrl: 'https://api.auto.dev', keyOrigins: ['https://evil.example/path'] }),
    );
    const store = new SettingsStore(dir);
    await store.load();
    expect(store.keyOrigins).toBeNull();
    expect(store.snapshot().notice).toBeUndefined();
  });
});

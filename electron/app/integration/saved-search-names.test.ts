import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SavedSearch } from '../../../shared/ipc/listing-tools-channels';
import { createMainContext, type MainContext } from '../main-context';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';

// Names of up to 120 characters are accepted by main's schema; one more is refused with a reason.

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
let main: MainContext;

beforeAll(async () => {
  main = await createMainContext({
    userDataDir: await mkdtemp(join(tmpdir(), 'vindesk-names-')),
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache') },
  });
}, 120_000);

afterAll(() => main.close());

describe('saved-search names', () => {
  it('keeps a 120-character name whole', async () => {
    const name =
      'Toyota RAV4 and Honda CR-V, under $30,000, within 50 miles of Austin, one owner, clean history, ready for the weekend'
        .padEnd(120, '!')
        .slice(0, 120);
    expect(name).toHaveLength(120);
    const saved = await main.router.dispatch(
      'savedSearches.save',
      { input: { name, query: 'vehicle.make=Toyota' } },
      own,
    );
    expect(saved.ok).toBe(true);
    const list = await main.router.dispatch('savedSearches.list', { input: undefined }, own);
    expect(list.ok && (list.data as SavedSearch[]).map((search) => search.name)).toContain(name);
  });

  it('refuses 121 characters, saying the limit', async () => {
    const refused = await main.router.dispatch(
      'savedSearches.save',
      { input: { name: 'x'.repeat(121), query: '' } },
      own,
    );
    expect(refused.ok).toBe(false);
    if (!refused.ok) {
      expect(refused.error.kind).toBe('invalid-input');
      expect(refused.error.issues?.[0]?.message).toBe('A name has at most 120 characters');
    }
  });
});

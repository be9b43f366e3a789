import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { startFakeService } from '../../service/test-support/fake-service';
import { createMainContext, type MainContext } from '../main-context';

// Issue 37 item 8: a VIN list with a 1.2 MB line of 600,000 cells, pasted in the Lot, threw a
// RangeError in main and the window showed "internal error". Through the real router it is
// now refused in words that say what is wrong and what to do.

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function liveMain(): Promise<MainContext> {
  const fake = await startFakeService();
  cleanups.push(() => fake.close());
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-vin-list-'));
  await writeFile(join(userDataDir, 'settings.json'), JSON.stringify({ baseUrl: fake.url, plan: 'scale' }));
  const main = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: { VINDESK_API_KEY: 'sk_ad_vin_list_test_key' },
    appUrl: APP_URL,
  });
  cleanups.push(() => main.close());
  return main;
}

describe('a pasted VIN list with a line of 600,000 cells', () => {
  it.each(['sweep.estimate', 'sweep.start'] as const)('%s answers in words, not "internal error"', async (channel) => {
    const main = await liveMain();
    const text = `1HGCM82633A004352\n${Array.from({ length: 600_000 }, () => 'x').join(',')}`;
    expect(await main.router.dispatch(channel, { input: { text } }, own)).toEqual({
      ok: false,
      error: {
        kind: 'invalid-input',
        code: 'VIN_LIST_LINE_TOO_WIDE',
        message:
          'Line 2 of the list has 600,000 entries separated by commas, semicolons or tabs; VinDesk reads at most 1,000 on one line.',
        suggestion: 'Put each VIN on a line of its own, or import the spreadsheet saved as CSV with a VIN column.',
      },
    });
  });
});

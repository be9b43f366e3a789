import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MemoryKeyStore } from '../platform/keychain/memory-key-store';
import { DEMO_FIRST_START_FILE, demoDay } from './demo-day';
import { createMainContext, type MainContext } from './main-context';

// The demo moves over real days (issue #39): whole days since this user's first demo start.

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1, 9);
const APP_URL = 'http://127.0.0.1:5999/index.html';
const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const contexts: MainContext[] = [];

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((context) => context.close()));
});

const userData = () => mkdtemp(join(tmpdir(), 'vindesk-demo-day-'));

describe('demoDay', () => {
  it('is 0 on the first start, which it keeps owner-only, then counts whole days from it', async () => {
    const dir = await userData();
    expect(await demoDay(dir, 365, () => T0)).toBe(0);
    const file = join(dir, DEMO_FIRST_START_FILE);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ firstStartedAt: T0 });
    // 23 hours on, over midnight: still the first day.
    expect(await demoDay(dir, 365, () => T0 + 23 * 3600_000)).toBe(0);
    expect(await demoDay(dir, 365, () => T0 + 3 * DAY + 60_000)).toBe(3);
    // The first start is kept, not moved on by later ones.
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ firstStartedAt: T0 });
    expect(await demoDay(dir, 365, () => T0 + 400 * DAY)).toBe(365);
    // A clock set back before the first start.
    expect(await demoDay(dir, 365, () => T0 - 5 * DAY)).toBe(0);
  });

  it('starts again at day 0 from a damaged file, which is moved aside', async () => {
    const dir = await userData();
    await writeFile(join(dir, DEMO_FIRST_START_FILE), '{"firstStartedAt": "yesterday"}');
    expect(await demoDay(dir, 365, () => T0)).toBe(0);
    expect((await readdir(dir)).some((name) => name.includes('.damaged-'))).toBe(true);
    expect(await demoDay(dir, 365, () => T0 + DAY)).toBe(1);
  });
});

describe('the demo sandbox main starts', () => {
  async function demoMain(userDataDir: string) {
    const main = await createMainContext({
      userDataDir,
      keyStore: new MemoryKeyStore(),
      env: {},
      appUrl: APP_URL,
      sandbox: { listings: 2000, cacheDir: SANDBOX_CACHE },
    });
    contexts.push(main);
    await expect.poll(() => main.sandboxUrl, { timeout: 90_000, interval: 100 }).toMatch(/^http:\/\/127\.0\.0\.1/);
    const clock = await fetch(`${main.sandboxUrl}/_sandbox/clock`);
    return ((await clock.json()) as { day: number }).day;
  }

  it('shows day 3 to a user who first started the demo 3 days ago', async () => {
    const dir = await userData();
    await writeFile(
      join(dir, DEMO_FIRST_START_FILE),
      JSON.stringify({ firstStartedAt: Date.now() - 3 * DAY - 3600_000 }),
      { mode: 0o600 },
    );
    expect(await demoMain(dir)).toBe(3);
  }, 120_000);

  it('shows day 0 on a first start, as every test with a fresh userData has it', async () => {
    const dir = await userData();
    expect(await demoMain(dir)).toBe(0);
    expect(await readdir(dir)).toContain(DEMO_FIRST_START_FILE);
  }, 120_000);
});

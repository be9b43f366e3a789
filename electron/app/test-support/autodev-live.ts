import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Result } from '../../../shared/ipc/app-error';
import type { SpendReport } from '../../../shared/ipc/spend-channels';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { createMainContext, type MainContext } from '../main-context';

// Main on a live key against the sandbox playing auto.dev: the real router, service client and
// spend ledger on a real vindesk.sqlite, with the sandbox's own count of what it billed the key.

export const APP_URL = 'http://127.0.0.1:5999/index.html';
export const own = { url: APP_URL, isMainFrame: true };
export const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');

/** Things to close after each test, newest first. */
export type Cleanups = (() => Promise<void>)[];

export function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

export async function autodevSandbox(cleanups: Cleanups): Promise<RunningSandbox> {
  const sandbox = await startSandbox({ dialect: 'autodev', listings: 2000, cacheDir: SANDBOX_CACHE, rateLimit: false });
  cleanups.push(() => sandbox.close());
  return sandbox;
}

/** Main with `plan`'s demo key from the environment and the sandbox's address already in settings.json. */
export async function liveMain(
  sandbox: RunningSandbox,
  cleanups: Cleanups,
  {
    plan = 'growth',
    settings = {},
  }: { plan?: 'growth' | 'scale' | 'unknown'; settings?: Record<string, unknown> } = {},
): Promise<MainContext> {
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-spend-'));
  // A loopback base URL already in settings.json at start is trusted as is; the key comes from
  // the environment, which needs no origin confirmation.
  await writeFile(
    join(userDataDir, 'settings.json'),
    JSON.stringify({ baseUrl: sandbox.url, v1BaseUrl: sandbox.v1Url, dialect: 'autodev', plan, ...settings }),
  );
  const main = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: { VINDESK_API_KEY: plan === 'scale' ? DEMO_KEYS.scale : DEMO_KEYS.growth },
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: SANDBOX_CACHE },
  });
  cleanups.push(() => main.close());
  return main;
}

/** Listed VINs, asked of the sandbox with the Starter key: the keys under test are not billed. */
export async function listedVins(sandbox: RunningSandbox, count = 1): Promise<string[]> {
  const page = (await (
    await fetch(`${sandbox.url}/listings?limit=${count}`, { headers: { Authorization: `Bearer ${DEMO_KEYS.starter}` } })
  ).json()) as { data: { vin: string }[] };
  const vins = page.data.map((row) => row.vin);
  if (vins.length < count) throw new Error('the sandbox listed too few vehicles');
  return vins;
}

/** What the sandbox billed a key, by endpoint (GET /_sandbox/usage). */
export async function sandboxUsage(
  sandbox: RunningSandbox,
  key: string = DEMO_KEYS.growth,
): Promise<{ calls: Record<string, number>; total: number }> {
  const answer = await fetch(`${sandbox.url}/_sandbox/usage`, { headers: { Authorization: `Bearer ${key}` } });
  return (await answer.json()) as { calls: Record<string, number>; total: number };
}

export const spendReport = async (main: MainContext) =>
  data<SpendReport>(await main.router.dispatch('spend.summary', { input: undefined }, own));

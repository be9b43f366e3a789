import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { Result } from '../../../shared/ipc/app-error';
import type { SweepEstimate, SweepStatus } from '../../../shared/ipc/sweep-channels';
import type { PlanAccess } from '../../../shared/schemas/fetched';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { DEMO_KEYS, startSandbox, type RunningSandbox } from '../../../sandbox/start-sandbox';
import { createMainContext, type MainContext } from '../main-context';

// Issue #35: the sweep read the plan only from Settings, so on a Growth key whose plan main
// had learned from an answer (Settings left on its default) it picked open recalls, which
// main then refused locally as above the plan, and no VIN was checked. Here, against the
// sandbox playing auto.dev over HTTP, the sweep uses the plan main knows.

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const VINS = 12;

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

/** A Growth key against the sandbox in the auto.dev dialect, with the plan left unknown in Settings. */
async function growthWithPlanUnknown(): Promise<{ main: MainContext; sandbox: RunningSandbox; vins: string[] }> {
  const sandbox = await startSandbox({ dialect: 'autodev', listings: 2000, cacheDir: SANDBOX_CACHE, rateLimit: false });
  cleanups.push(() => sandbox.close());
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-plan-'));
  // No plan in settings.json: Settings is left on its default, 'unknown'.
  await writeFile(
    join(userDataDir, 'settings.json'),
    JSON.stringify({ baseUrl: sandbox.url, v1BaseUrl: sandbox.v1Url, dialect: 'autodev' }),
  );
  const main = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: { VINDESK_API_KEY: DEMO_KEYS.growth },
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: SANDBOX_CACHE },
  });
  cleanups.push(() => main.close());
  // Listed VINs, asked with another key so the Growth key's answers teach main nothing yet.
  const page = (await (
    await fetch(`${sandbox.url}/listings?limit=${VINS}`, { headers: { Authorization: `Bearer ${DEMO_KEYS.scale}` } })
  ).json()) as { data: { vin: string }[] };
  return { main, sandbox, vins: page.data.map((row) => row.vin) };
}

/** The sweep as it started and as it ended. */
async function sweepToEnd(main: MainContext, text: string): Promise<{ started: SweepStatus; done: SweepStatus }> {
  const started = data<SweepStatus>(await main.router.dispatch('sweep.start', { input: { text } }, own));
  let status: SweepStatus | null = null;
  await expect
    .poll(
      async () => {
        status = data<SweepStatus | null>(await main.router.dispatch('sweep.status', { input: undefined }, own));
        return status?.state;
      },
      { timeout: 60_000, interval: 50 },
    )
    .toBe('done');
  return { started, done: status! };
}

describe('a sweep on a Growth key with the plan left unknown in Settings', () => {
  it('uses the plan learned from an answer: every VIN is checked with recalls', async () => {
    const { main, sandbox, vins } = await growthWithPlanUnknown();
    expect(data<PlanAccess>(await main.router.dispatch('plan.access', { input: undefined }, own)).plan).toBe('unknown');
    // One lookup: auto.dev's answer names the key's plan (user.plan, docs/real-service.md #9).
    data(await main.router.dispatch('listings.search', { input: { limit: 1 } }, own));
    expect(data<PlanAccess>(await main.router.dispatch('plan.access', { input: undefined }, own)).plan).toBe('growth');

    // The estimate prices the lookup the sweep will use: 12 VINs × $0.01 = $0.12 (row 26, recalls on Growth).
    const estimate = data<SweepEstimate>(
      await main.router.dispatch('sweep.estimate', { input: { text: vins.join('\n') } }, own),
    );
    expect(estimate).toMatchObject({
      vins: VINS,
      endpoint: 'recalls',
      spend: { perCallMicros: 10_000, totalMicros: 120_000, needsConfirmation: false },
    });

    const { started, done } = await sweepToEnd(main, vins.join('\n'));
    // Recalls from the start: no open-recalls request is even tried.
    expect(started.endpoint).toBe('recalls');
    expect(done).toMatchObject({ endpoint: 'recalls', checked: VINS, total: VINS, pausedFor: null });
    expect(done.summary.errors).toBe(0);
    // The service billed one recalls call per VIN and not one open-recalls call.
    const billed = (await (
      await fetch(`${sandbox.url}/_sandbox/usage`, { headers: { Authorization: `Bearer ${DEMO_KEYS.growth}` } })
    ).json()) as { calls: Record<string, number> };
    expect(billed.calls.recalls).toBe(VINS);
    expect(billed.calls.openrecalls ?? 0).toBe(0);
  }, 120_000);

  it('with nothing learned yet, the first refusal names the plan and the sweep turns to recalls', async () => {
    const { main, vins } = await growthWithPlanUnknown();
    const { started, done } = await sweepToEnd(main, vins.join('\n'));
    expect(started.endpoint).toBe('openrecalls');
    expect(done).toMatchObject({ endpoint: 'recalls', checked: VINS, total: VINS, pausedFor: null });
    expect(done.summary.errors).toBe(0);
    expect(done.results.every((row) => row.verdict === 'clean' || row.verdict === 'on-record')).toBe(true);
  }, 120_000);
});

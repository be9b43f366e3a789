import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SweepStatus } from '../../../shared/ipc/sweep-channels';
import { createMainContext, type MainContext } from '../main-context';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import type { SandboxSamples } from '../../../sandbox/start-sandbox';
import { startSweepIpcRig, type SweepIpcRig } from '../../features/sweep/test-support/sweep-ipc-rig';

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
let main: MainContext;
let samples: SandboxSamples;

async function context(userDataDir: string): Promise<MainContext> {
  const created = await createMainContext({
    userDataDir,
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: SANDBOX_CACHE },
  });
  await created.router.dispatch('listings.search', { input: { limit: 1 } }, own);
  return created;
}

async function status(ctx: MainContext): Promise<SweepStatus> {
  const result = await ctx.router.dispatch('sweep.status', { input: undefined }, own);
  if (!result.ok || !result.data) throw new Error('no sweep');
  return result.data as SweepStatus;
}

async function until(ctx: MainContext, done: (value: SweepStatus) => boolean): Promise<SweepStatus> {
  for (let i = 0; i < 600; i++) {
    const value = await status(ctx);
    if (done(value)) return value;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the sweep did not get there in time');
}

beforeAll(async () => {
  main = await context(await mkdtemp(join(tmpdir(), 'vindesk-sweep-')));
  samples = (await (await fetch(`${main.sandboxUrl}/_sandbox/samples`)).json()) as SandboxSamples;
}, 120_000);

afterAll(() => main.close());

describe('recall sweep', () => {
  it('checks every valid VIN once, refuses the rest with reasons, and agrees with /openrecalls', async () => {
    const vins = samples.recallSweep.slice(0, 40);
    const text = ['VIN', ...vins, vins[0], 'NOT-A-VIN', '1HGCM82633A00435O', samples.parkIt, samples.parkOutside].join(
      '\n',
    );
    const started = await main.router.dispatch('sweep.start', { input: { text } }, own);
    expect(started).toMatchObject({ ok: true, data: { state: 'running', endpoint: 'openrecalls' } });
    const done = await until(main, (value) => value.state === 'done');
    const expectedVins = [...new Set([...vins, samples.parkIt, samples.parkOutside])];
    expect(done.total).toBe(expectedVins.length);
    expect(done.refused.map((item) => item.reason)).toEqual([
      expect.stringContaining('Duplicate'),
      expect.any(String),
      expect.stringContaining('I, O or Q'),
    ]);
    expect(done.results.map((result) => result.vin).sort()).toEqual(expectedVins.sort());
    for (const result of done.results) {
      const answer = (await (
        await fetch(`${main.sandboxUrl}/openrecalls/${result.vin}`, { headers: { Authorization: 'Bearer demo-scale' } })
      ).json()) as { openRecalls: number };
      expect(result.count, result.vin).toBe(answer.openRecalls);
    }
    // Do-not-drive first, then park-outside, then other open, then clean.
    const order = done.results.map((result) => result.verdict);
    const rank = { 'park-it': 0, 'park-outside': 1, open: 2, 'on-record': 3, error: 4, clean: 5 } as const;
    expect(order.map((verdict) => rank[verdict])).toEqual(
      [...order.map((verdict) => rank[verdict])].sort((a, b) => a - b),
    );
    // Other swept VINs may be do-not-drive too (with more recalls, so ahead of it): the sample is among them.
    expect(done.results[0]).toMatchObject({ verdict: 'park-it' });
    expect(done.results.find((result) => result.vin === samples.parkIt)).toMatchObject({ verdict: 'park-it' });
    expect(done.summary.parkIt).toBeGreaterThanOrEqual(1);
  }, 120_000);

  it('pauses, resumes, and carries on after the app is closed mid-sweep', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-resume-'));
    const first = await context(dir);
    await first.router.dispatch('sweep.start', { input: { text: samples.recallSweep.join('\n') } }, own);
    await until(first, (value) => value.checked >= 20);
    const paused = await first.router.dispatch('sweep.pause', { input: undefined }, own);
    expect(paused).toMatchObject({ ok: true, data: { state: 'paused' } });
    const atPause = (await status(first)).checked;
    await first.router.dispatch('sweep.resume', { input: undefined }, own);
    await until(first, (value) => value.checked >= atPause + 20);
    // Quit with the sweep running.
    await first.close();

    const second = await context(dir);
    try {
      const resumedFrom = (await status(second)).checked;
      expect(resumedFrom).toBeGreaterThanOrEqual(atPause + 20);
      const done = await until(second, (value) => value.state === 'done');
      expect(done.checked).toBe(samples.recallSweep.length);
      expect(new Set(done.results.map((result) => result.vin)).size).toBe(samples.recallSweep.length);
    } finally {
      await second.close();
    }
  }, 180_000);

  it('asks nothing more once paused, keeps every answer that came back, and finishes on resume', async () => {
    const VINS = 100;
    let answers = 0;
    let pauseAt: (paused: Promise<SweepStatus | null>) => void = () => undefined;
    const paused = new Promise<Promise<SweepStatus | null>>((resolve) => (pauseAt = resolve));
    const rig: SweepIpcRig = await startSweepIpcRig({
      listings: 2000,
      vinCount: VINS,
      cacheDir: SANDBOX_CACHE,
      // Paused from inside the 20th answer, while the other workers' requests are in flight.
      afterAnswer: () => {
        answers += 1;
        if (answers === 20) pauseAt(rig.runner.pause());
      },
    });
    try {
      await rig.runner.start(rig.vins.join('\n'));
      const atPause = (await await paused)!;
      const answersAtPause = answers;
      expect(atPause.state).toBe('paused');
      // Every answer that came back is kept; the requests in flight were dropped, not waited out
      // (8 workers: at most 7 more than the 20th answer).
      expect(atPause.checked).toBe(answersAtPause);
      expect(atPause.checked).toBeGreaterThanOrEqual(20);
      expect(atPause.checked).toBeLessThan(20 + 8);
      // idle() resolves when the work loop has ended: a worker still running after the pause
      // would keep it open and sweep on, so the counts below would move.
      await rig.runner.idle();
      expect(rig.runner.status()).toMatchObject({ state: 'paused', checked: atPause.checked });
      expect(answers).toBe(answersAtPause);

      await rig.runner.resume();
      await rig.runner.idle();
      const done = rig.runner.status()!;
      expect(done).toMatchObject({ state: 'done', checked: VINS, total: VINS });
      expect(new Set(done.results.map((result) => result.vin))).toEqual(new Set(rig.vins));
    } finally {
      await rig.close();
    }
  }, 180_000);

  it('is locked on the Starter plan', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-starter-'));
    const ctx = await context(dir);
    try {
      await ctx.router.dispatch('settings.update', { input: { plan: 'starter' } }, own);
      expect(await ctx.router.dispatch('sweep.start', { input: { text: samples.recallSweep[0]! } }, own)).toMatchObject(
        {
          ok: false,
          error: { kind: 'plan-required', planRequired: 'growth' },
        },
      );
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { AppError } from '../../../shared/ipc/app-error';
import { DEMO_KEYS } from '../../../sandbox/start-sandbox';
import { startSweepIpcRig, type SweepIpcRig, type SweepIpcRigOptions } from './test-support/sweep-ipc-rig';

// The sweep's controls and its Growth path, against the real runner, the real service
// client and the sandbox over HTTP: refusals say what is wrong, a cancel stops it for good,
// an export writes what the sweep found, and on Growth each verdict is the /recalls answer's.

const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');

async function withRig(
  options: Partial<SweepIpcRigOptions> & { vinCount: number },
  body: (rig: SweepIpcRig) => Promise<void>,
): Promise<void> {
  const rig = await startSweepIpcRig({ listings: 2000, cacheDir: SANDBOX_CACHE, ...options });
  try {
    await body(rig);
  } finally {
    await rig.close();
  }
}

/** The AppError a call was refused with (the test fails if it was not refused). */
async function refusal(call: Promise<unknown>): Promise<AppError> {
  const error: unknown = await call.then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error, 'the call was refused').toMatchObject({ name: 'AppErrorException' });
  return (error as { appError: AppError }).appError;
}

describe('recall sweep controls', () => {
  it('refuses a list with no VIN to check, naming each refused line, at most 20 of them', async () => {
    await withRig({ vinCount: 1 }, async ({ runner }) => {
      const twoBad = await refusal(runner.start('ABC123\n1HGCM82633A00435O'));
      expect(twoBad).toMatchObject({
        kind: 'invalid-input',
        code: 'NO_VINS',
        message: 'None of the VINs can be checked; see the reasons listed.',
      });
      expect(twoBad.issues?.map((issue) => issue.path)).toEqual(['line 1', 'line 2']);
      expect(twoBad.issues?.[0]?.message).toMatch(/^ABC123: \S/);
      expect(twoBad.issues?.[1]?.message).toMatch(/^1HGCM82633A00435O: .*I, O or Q/);

      const empty = await refusal(runner.start('   \n\n'));
      expect(empty).toMatchObject({ code: 'NO_VINS', message: 'Paste or import at least one VIN.', issues: [] });

      const many = await refusal(runner.start(Array.from({ length: 25 }, (_, i) => `BAD-${i}`).join('\n')));
      expect(many.issues).toHaveLength(20);
      expect(many.issues?.at(-1)?.path).toBe('line 20');
      // Nothing was started by any of them.
      expect(runner.status()).toBeNull();
    });
  }, 60_000);

  it('refuses a second sweep while one runs, and a cancel stops it for good and frees the way', async () => {
    let answers = 0;
    let cancelled: Promise<unknown> = Promise.resolve();
    let rig: SweepIpcRig | null = null;
    await withRig(
      {
        vinCount: 60,
        // Cancelled from inside the 5th answer, with the other workers' requests in flight.
        afterAnswer: () => {
          answers += 1;
          if (answers === 5 && rig) cancelled = rig.runner.cancel();
        },
      },
      async (started) => {
        rig = started;
        const { runner, vins } = started;
        await runner.start(vins.join('\n'));
        const second = await refusal(runner.start(vins[0]!));
        expect(second).toMatchObject({
          kind: 'invalid-input',
          code: 'SWEEP_IN_PROGRESS',
          message: 'A sweep is already in progress. Cancel it before starting another.',
        });
        await runner.idle();
        await cancelled;
        const stopped = runner.status()!;
        expect(stopped.state).toBe('cancelled');
        expect(stopped.checked).toBeGreaterThanOrEqual(5);
        expect(stopped.checked).toBeLessThan(vins.length);
        const answersAtCancel = answers;
        // Nothing more is asked, and a cancelled sweep does not resume.
        expect(await runner.resume()).toMatchObject({ state: 'cancelled', checked: stopped.checked });
        await runner.idle();
        expect(answers).toBe(answersAtCancel);
        // Cancelling again changes nothing.
        expect(await runner.cancel()).toMatchObject({ state: 'cancelled', checked: stopped.checked });

        const next = await runner.start(vins.slice(0, 3).join('\n'));
        expect(next).toMatchObject({ state: 'running', total: 3, checked: 0 });
        expect(next.id).not.toBe(stopped.id);
        await runner.idle();
        expect(runner.status()).toMatchObject({ state: 'done', checked: 3 });
      },
    );
  }, 120_000);

  it('leaves a finished sweep as it is when paused, resumed or cancelled, and pauses, refuses and cancels a paused one', async () => {
    await withRig({ vinCount: 3 }, async ({ runner, vins }) => {
      // With no sweep at all, each control answers with nothing and starts nothing.
      expect(await runner.pause()).toBeNull();
      expect(await runner.resume()).toBeNull();
      expect(await runner.cancel()).toBeNull();

      await runner.start(vins.join('\n'));
      await runner.idle();
      const done = runner.status()!;
      expect(done).toMatchObject({ state: 'done', checked: 3 });
      expect(await runner.pause()).toMatchObject({ state: 'done', checked: 3 });
      expect(await runner.resume()).toMatchObject({ state: 'done', checked: 3 });
      expect(await runner.cancel()).toMatchObject({ state: 'done', checked: 3 });

      // A paused sweep is still in progress: a new one is refused until it is cancelled.
      await runner.start(vins.join('\n'));
      expect(await runner.pause()).toMatchObject({ state: 'paused' });
      expect(await runner.pause()).toMatchObject({ state: 'paused' });
      expect(await refusal(runner.start(vins[0]!))).toMatchObject({ code: 'SWEEP_IN_PROGRESS' });
      expect(await runner.cancel()).toMatchObject({ state: 'cancelled' });
      expect(await runner.start(vins[0]!)).toMatchObject({ state: 'running', total: 1 });
      await runner.idle();
    });
  }, 120_000);

  it('refuses a sweep on Starter, naming the plan it needs, and starts nothing', async () => {
    await withRig({ vinCount: 1, plan: 'starter' }, async ({ runner, vins }) => {
      expect(await refusal(runner.start(vins[0]!))).toMatchObject({
        kind: 'plan-required',
        code: 'PLAN_REQUIRED',
        message: 'Recall sweeps need the Growth plan.',
        planRequired: 'growth',
      });
      expect(runner.status()).toBeNull();
    });
  }, 60_000);

  it('exports nothing before there are results, nothing when the save is cancelled, and every row when saved', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-export-'));
    let answer: string | null = null;
    const asked: string[] = [];
    await withRig(
      {
        vinCount: 12,
        chooseSavePath: async (name) => {
          asked.push(name);
          return answer;
        },
      },
      async ({ runner, vins }) => {
        expect(await refusal(runner.exportCsv())).toMatchObject({
          kind: 'invalid-input',
          code: 'NOTHING_TO_EXPORT',
          message: 'There are no sweep results to export yet.',
        });
        await runner.start(vins.join('\n'));
        await runner.idle();

        expect(await runner.exportCsv()).toEqual({ saved: false });
        expect(asked).toEqual(['Recall sweep.csv']);

        answer = join(dir, 'sweep.csv');
        expect(await runner.exportCsv()).toEqual({ saved: true, path: answer, rows: vins.length });
        const lines = (await readFile(answer, 'utf8')).trim().split(/\r?\n/);
        // A header, then one line per VIN swept, each naming its VIN.
        expect(lines).toHaveLength(vins.length + 1);
        for (const vin of vins) expect(lines.filter((line) => line.includes(vin))).toHaveLength(1);
      },
    );
  }, 120_000);

  it('on Growth asks /recalls: a VIN with recalls on record says so, with their campaigns; one without is clean', async () => {
    await withRig({ vinCount: 40, plan: 'growth' }, async ({ runner, vins, sandbox }) => {
      const started = await runner.start(vins.join('\n'));
      expect(started.endpoint).toBe('recalls');
      await runner.idle();
      const done = runner.status()!;
      expect(done).toMatchObject({ state: 'done', checked: vins.length });
      const verdicts = new Set<string>();
      for (const result of done.results) {
        const answer = (await (
          await fetch(`${sandbox.url}/recalls/${result.vin}`, {
            headers: { Authorization: `Bearer ${DEMO_KEYS.growth}` },
          })
        ).json()) as { data: { regulatorCampaignNumber: string }[] };
        const campaigns = answer.data.map((recall) => recall.regulatorCampaignNumber);
        expect(result, result.vin).toMatchObject({
          verdict: campaigns.length > 0 ? 'on-record' : 'clean',
          count: campaigns.length,
          recordCount: campaigns.length,
        });
        expect(result.campaigns).toEqual(campaigns);
        verdicts.add(result.verdict);
      }
      // The sample has both kinds, so each branch above was checked.
      expect([...verdicts].sort()).toEqual(['clean', 'on-record']);
    });
  }, 120_000);

  it('a VIN whose answer cannot be read is a row of its own with the reason, and the sweep goes on', async () => {
    await withRig({ vinCount: 6 }, async ({ runner, vins, sandbox }) => {
      const broken = vins[2]!;
      sandbox.faults.add({ path: `/openrecalls/${broken}`, kind: 'malformed' });
      await runner.start(vins.join('\n'));
      await runner.idle();
      const done = runner.status()!;
      expect(done).toMatchObject({ state: 'done', checked: vins.length });
      const row = done.results.find((result) => result.vin === broken);
      expect(row).toMatchObject({ verdict: 'error', count: 0, campaigns: [] });
      expect(row?.error).toMatch(/\S/);
      expect(done.results.filter((result) => result.verdict === 'error')).toHaveLength(1);
    });
  }, 120_000);
});

import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { SweepStatus } from '../../../shared/ipc/sweep-channels';
import { DEMO_KEYS } from '../../../sandbox/start-sandbox';
import { ManualClock } from './test-support/manual-clock';
import { startSweepIpcRig, type SweepIpcRig } from './test-support/sweep-ipc-rig';
import type { SweepRunner } from './sweep-runner';

// What a running sweep tells the window about itself: how long is left, and on Scale what
// each VIN's open recalls mean (park outside, how many on record). The real runner, the
// real service client and the sandbox over HTTP; a clock that moves one second per answer.

const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const rigs: SweepIpcRig[] = [];

afterAll(() => Promise.all(rigs.map((rig) => rig.close())));

describe('a running sweep’s time left', () => {
  it('is the VINs left at the pace so far: each answer takes one second of this clock', async () => {
    const clock = new ManualClock();
    let answers = 0;
    let runner: SweepRunner | null = null;
    const seen: { answers: number; status: SweepStatus }[] = [];
    const rig = await startSweepIpcRig({
      listings: 2000,
      vinCount: 30,
      cacheDir: SANDBOX_CACHE,
      clock,
      afterAnswer: () => {
        answers += 1;
        clock.advance(1_000);
        const status = runner?.status();
        if (status) seen.push({ answers, status });
      },
    });
    rigs.push(rig);
    runner = rig.runner;

    const started = await runner.start(rig.vins.join('\n'));
    // Nothing answered yet: no pace, so no guess.
    expect(started.etaSeconds).toBeNull();
    await runner.idle();

    // At each answer, `answers` seconds have passed and `checked` VINs are done: the rest
    // take (total − checked) × answers / checked seconds at that pace, rounded up.
    const paced = seen.filter(({ status }) => status.state === 'running' && status.checked > 0);
    expect(paced.length).toBeGreaterThan(10);
    for (const { answers: at, status } of paced) {
      expect(status.etaSeconds, `after ${at} answers`).toBe(
        Math.ceil(((status.total - status.checked) * at) / status.checked),
      );
    }
    for (const { status } of seen.filter(({ status }) => status.checked === 0)) expect(status.etaSeconds).toBeNull();
    const done = runner.status()!;
    expect(done).toMatchObject({ state: 'done', checked: 30, total: 30, etaSeconds: null });
  }, 120_000);

  it('has no guess while paused, and starts its pace afresh on resume', async () => {
    const clock = new ManualClock();
    let runner: SweepRunner | null = null;
    let answers = 0;
    let paused: Promise<unknown> | null = null;
    const rig = await startSweepIpcRig({
      listings: 2000,
      vinCount: 20,
      cacheDir: SANDBOX_CACHE,
      clock,
      afterAnswer: () => {
        answers += 1;
        clock.advance(1_000);
        if (answers === 5) paused = runner!.pause();
      },
    });
    rigs.push(rig);
    runner = rig.runner;
    await runner.start(rig.vins.join('\n'));
    await runner.idle();
    await paused;
    const held = runner.status()!;
    expect(held.state).toBe('paused');
    expect(held.etaSeconds).toBeNull();

    // A long pause is not counted against the pace: the clock moves an hour, then on.
    clock.advance(3_600_000);
    const resumed = await runner.resume();
    expect(resumed?.state).toBe('running');
    // Resumed this instant: nothing done since, so no pace yet.
    expect(resumed?.etaSeconds).toBeNull();
    await runner.idle();
    expect(runner.status()).toMatchObject({ state: 'done', checked: 20 });
  }, 120_000);
});

describe('on Scale, each VIN’s open recalls', () => {
  it('set park-outside and the count on record as the /openrecalls answer does', async () => {
    const rig = await startSweepIpcRig({ listings: 2000, vinCount: 1, cacheDir: SANDBOX_CACHE });
    rigs.push(rig);
    const headers = { Authorization: `Bearer ${DEMO_KEYS.scale}` };
    const samples = (await (await fetch(`${rig.sandbox.url}/_sandbox/samples`)).json()) as {
      parkIt: string;
      parkOutside: string;
      overTheAir: string;
      noRecalls: string;
      recallSweep: string[];
    };
    const vins = [samples.parkIt, samples.parkOutside, samples.overTheAir, samples.noRecalls, ...samples.recallSweep];
    await rig.runner.start(vins.slice(0, 40).join('\n'));
    await rig.runner.idle();
    const done = rig.runner.status()!;
    expect(done.state).toBe('done');

    const parkOutside = new Set<boolean>();
    for (const row of done.results) {
      const answer = (await (await fetch(`${rig.sandbox.url}/openrecalls/${row.vin}`, { headers })).json()) as {
        // The spec spells the flag parkOutSide.
        data: { parkOutSide?: boolean | null; regulatorCampaignNumber: string }[];
        totalRecalls?: number;
      };
      const open = answer.data;
      expect(row.campaigns, row.vin).toEqual(open.map((recall) => recall.regulatorCampaignNumber));
      expect(row.parkOutside, row.vin).toBe(open.some((recall) => recall.parkOutSide === true));
      // On record: the answer's total, never fewer than the open ones it lists.
      if (answer.totalRecalls === undefined) expect(row).not.toHaveProperty('recordCount');
      else expect(row.recordCount, row.vin).toBe(Math.max(answer.totalRecalls, open.length));
      parkOutside.add(row.parkOutside === true);
    }
    // The samples hold both kinds, so both branches above were checked.
    expect([...parkOutside].sort()).toEqual([false, true]);
  }, 120_000);
});

import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlanSetting } from '../../../shared/plan/plan-access';
import { SweepRunner, type SweepRunnerDeps } from './sweep-runner';
import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import type { AppDatabase } from '../../platform/database/app-database';
import { openSweepDatabase } from './test-support/sweep-database';
import { dailyBudgetReached, madeVins, refusingClient, type RefusingClient } from './test-support/refusing-client';

// A sweep that reaches the dealer's budget pauses with nothing lost and goes on when the
// budget allows (issue #35). Main's budget gate refuses a paid call with an 'over-budget'
// AppError before it leaves (docs/real-service.md row 26: every call is billed).

/** Budgets are for the live service (row 26 bills every call). */
const LIVE = { mode: 'live', origin: 'https://api.auto.dev' } as const;
const dirs: string[] = [];
const databases: AppDatabase[] = [];
afterEach(async () => {
  for (const database of databases.splice(0)) database.close();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

function databaseIn(userDataDir: string): AppDatabase {
  const database = openSweepDatabase(userDataDir);
  databases.push(database);
  return database;
}

async function runnerWith(
  fake: RefusingClient,
  plan: PlanSetting = 'growth',
  dir?: string,
  estimate?: SweepRunnerDeps['estimate'],
) {
  const userDataDir = dir ?? (await mkdtemp(join(tmpdir(), 'vindesk-sweep-budget-')));
  if (!dir) dirs.push(userDataDir);
  const runner = new SweepRunner({
    userDataDir,
    database: databaseIn(userDataDir),
    service: () => LIVE,
    client: fake.client,
    plan: () => plan,
    ...(estimate ? { estimate } : {}),
    onChange: () => undefined,
    chooseSavePath: async () => null,
  });
  await runner.load();
  return { runner, userDataDir };
}

describe('a sweep at a budget', () => {
  it('pauses with no VIN lost or marked an error, says which budget, and goes on when it allows', async () => {
    const vins = madeVins(6);
    const fake = refusingClient(dailyBudgetReached);
    // The day's budget allows three $0.01 checks ($0.03), then main refuses each.
    fake.allow = 3;
    const { runner, userDataDir } = await runnerWith(fake);
    await runner.start(vins.join('\n'));
    await runner.idle();

    const paused = runner.status()!;
    expect(paused).toMatchObject({ state: 'paused', checked: 3, total: 6 });
    expect(paused.pausedFor).toEqual({
      reason: 'budget',
      period: 'day',
      limitMicros: 30_000,
      spentMicros: 30_000,
      priceMicros: 10_000,
    });
    expect(paused.summary.errors).toBe(0);
    expect(paused.results.map((row) => row.vin).sort()).toEqual(fake.answered.recalls.slice().sort());

    // Still over: it tries, is refused again before anything is spent, and stays paused.
    await runner.budgetMayAllow();
    await runner.idle();
    expect(runner.status()).toMatchObject({ state: 'paused', checked: 3, pausedFor: { reason: 'budget' } });

    // The reason is saved: after a restart the sweep is still paused at the budget.
    const again = await runnerWith(fake, 'growth', userDataDir);
    expect(again.runner.status()).toMatchObject({ state: 'paused', checked: 3, pausedFor: { reason: 'budget' } });
    await again.runner.close();

    // The budget is raised: it goes on by itself and checks each of the other three once.
    fake.allow = Number.POSITIVE_INFINITY;
    await runner.budgetMayAllow();
    await runner.idle();
    const done = runner.status()!;
    expect(done).toMatchObject({ state: 'done', checked: 6, pausedFor: null });
    expect(done.summary.errors).toBe(0);
    expect(fake.answered.recalls.slice().sort()).toEqual(vins.slice().sort());
    await runner.close();
  });

  it('is not resumed by the budget when the person paused it, and the person may resume one the budget paused', async () => {
    const vins = madeVins(4);
    const fake = refusingClient(dailyBudgetReached);
    fake.allow = 0;
    const { runner } = await runnerWith(fake);
    await runner.start(vins.join('\n'));
    await runner.idle();
    expect(runner.status()).toMatchObject({ state: 'paused', checked: 0, pausedFor: { reason: 'budget' } });

    fake.allow = Number.POSITIVE_INFINITY;
    await runner.resume();
    await runner.idle();
    expect(runner.status()).toMatchObject({ state: 'done', checked: 4, pausedFor: null });

    // A sweep paused by the person stays paused whatever the budget does.
    await runner.cancel();
    await runner.start(madeVins(8).slice(4).join('\n'));
    await runner.pause();
    await runner.idle();
    const checkedAtPause = runner.status()!.checked;
    expect(await runner.budgetMayAllow()).toBeNull();
    await runner.idle();
    expect(runner.status()).toMatchObject({ state: 'paused', checked: checkedAtPause, pausedFor: null });
    await runner.close();
  });

  it('stays paused, asking nothing, while the estimate says the next check does not fit the budget', async () => {
    const fake = refusingClient(dailyBudgetReached);
    fake.allow = 0;
    // What is left of the day's budget, as the spend estimator reports it.
    let leftMicros = 0;
    const estimate = async (): Promise<SpendEstimate> => ({
      demo: false,
      plan: 'growth',
      endpoint: 'recalls',
      calls: 1,
      cached: 0,
      perCallMicros: 10_000,
      negotiated: false,
      totalMicros: 10_000,
      confirmAboveMicros: 1_000_000,
      needsConfirmation: false,
      budget: { period: 'day', limitMicros: 30_000, spentMicros: 30_000 - leftMicros, leftMicros },
    });
    const { runner } = await runnerWith(fake, 'growth', undefined, estimate);
    await runner.start(madeVins(4).join('\n'));
    await runner.idle();
    const refusedAtPause = fake.refused;
    expect(runner.status()).toMatchObject({ state: 'paused', pausedFor: { reason: 'budget' } });

    // $0.00 left for a $0.01 check: it does not even try.
    expect(await runner.budgetMayAllow()).toBeNull();
    await runner.idle();
    expect(fake.refused).toBe(refusedAtPause);
    expect(runner.status()).toMatchObject({ state: 'paused', pausedFor: { reason: 'budget' } });

    // A new day: $0.03 left, and the gate lets every check through.
    leftMicros = 30_000;
    fake.allow = Number.POSITIVE_INFINITY;
    await runner.budgetMayAllow();
    await runner.idle();
    expect(runner.status()).toMatchObject({ state: 'done', checked: 4, pausedFor: null });
    await runner.close();
  });
});

describe('a sweep on a plan not known yet', () => {
  it('turns to recalls when open recalls are refused for the plan, and checks every VIN', async () => {
    const vins = madeVins(5);
    const fake = refusingClient(dailyBudgetReached, {
      openRecalls: () => ({
        kind: 'plan-required',
        code: 'PLAN_REQUIRED',
        message: 'Open recalls need the Scale plan.',
        planRequired: 'scale',
        currentPlan: 'growth',
      }),
    });
    const { runner } = await runnerWith(fake, 'unknown');
    expect(await runner.start(vins.join('\n'))).toMatchObject({ endpoint: 'openrecalls' });
    await runner.idle();
    const done = runner.status()!;
    expect(done).toMatchObject({ state: 'done', endpoint: 'recalls', checked: 5, pausedFor: null });
    expect(done.summary.errors).toBe(0);
    expect(fake.answered.recalls.slice().sort()).toEqual(vins.slice().sort());
    await runner.close();
  });

  it('pauses, saying which plan it needs, when even recalls are refused for the plan', async () => {
    const planRefusal = () =>
      ({
        kind: 'plan-required',
        code: 'PLAN_REQUIRED',
        message: 'Recalls need the Growth plan.',
        planRequired: 'growth',
        currentPlan: 'starter',
      }) as const;
    const fake = refusingClient(planRefusal, { openRecalls: planRefusal });
    fake.allow = 0;
    const { runner } = await runnerWith(fake, 'unknown');
    await runner.start(madeVins(3).join('\n'));
    await runner.idle();
    expect(runner.status()).toMatchObject({
      state: 'paused',
      endpoint: 'recalls',
      checked: 0,
      pausedFor: { reason: 'plan', planRequired: 'growth' },
    });
    // Not a budget pause: the budget's timer leaves it alone.
    expect(await runner.budgetMayAllow()).toBeNull();
    await runner.close();
  });
});

describe('a sweep estimate', () => {
  it('reads the list as start does and prices the lookup the plan gets, calling nothing', async () => {
    const vins = madeVins(3);
    const fake = refusingClient(dailyBudgetReached);
    const asked: { endpoint: string; vins: readonly string[] }[] = [];
    for (const [plan, endpoint, id] of [
      ['growth', 'recalls', 'vehicle.recalls'],
      ['scale', 'openrecalls', 'vehicle.openRecalls'],
    ] as const) {
      const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-estimate-'));
      dirs.push(userDataDir);
      const runner = new SweepRunner({
        userDataDir,
        database: databaseIn(userDataDir),
        service: () => LIVE,
        client: fake.client,
        plan: () => plan,
        onChange: () => undefined,
        chooseSavePath: async () => null,
        estimate: async (endpointId, list) => {
          asked.push({ endpoint: endpointId, vins: list });
          // 3 VINs × $0.01 = $0.03 (row 26, recalls on Growth), worked out here, not by the runner.
          return {
            demo: false,
            plan,
            endpoint,
            calls: 3,
            cached: 0,
            perCallMicros: 10_000,
            negotiated: false,
            totalMicros: 30_000,
            confirmAboveMicros: 1_000_000,
            needsConfirmation: false,
            budget: null,
          };
        },
      });
      await runner.load();
      // A header, a duplicate and a bad line, as a dealer's export has them.
      const estimate = await runner.estimate(['VIN', ...vins, vins[0], 'NOT-A-VIN'].join('\n'));
      expect(estimate).toMatchObject({ vins: 3, refusedCount: 2, endpoint, spend: { totalMicros: 30_000 } });
      expect(asked.at(-1)).toEqual({ endpoint: id, vins });
      expect(runner.status()).toBeNull();
      await runner.close();
    }
    expect(fake.answered).toEqual({ recalls: [], openrecalls: [] });
  });
});

import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { appError, AppErrorException } from '../../../../shared/ipc/app-error';
import type { WatchlistDelta } from '../../../../shared/ipc/watchlist-channels';
import type { Plan } from '../../../../shared/plan/plan-access';
import type { WatchlistSchedule } from '../../../../shared/settings/spend-settings-schema';
import { DEMO_KEYS, type RunningSandbox } from '../../../../sandbox/start-sandbox';
import type { ServiceClient } from '../../../service/create-service-client';
import { startServiceSandbox } from '../../../service/test-support/service-sandbox';
import { createTestClient, type TestClient } from '../../../service/test-support/test-client';
import { openAppDatabase, type AppDatabase } from '../../../platform/database/app-database';
import { Watchlist, type WatchlistDeps } from '../watchlist';
import { WATCHLIST_ALERT_MIGRATIONS, WATCHLIST_MIGRATIONS } from '../watchlist-migrations';

// The watchlist on the real service client against the sandbox playing auto.dev, with a
// plan's demo key; time and the hourly timer are the test's own.

export interface WatchlistRig {
  watchlist: Watchlist;
  client: TestClient;
  /** The real database file the watchlist keeps its rows in (vindesk.sqlite in a temp folder). */
  database: AppDatabase;
  /** Every delta the watchlist announced. */
  changes: WatchlistDelta[];
  /** Moves the clock the watchlist and the client's cache read. */
  advance(ms: number): void;
  /** Runs the watchlist's hourly timer once and waits for its work. */
  tick(): Promise<void>;
  schedule: { value: WatchlistSchedule };
  /** Paid checks the stand-in budget gate still lets through; Infinity by default. */
  budget: { calls: number };
  close(): Promise<void>;
}

/** The sandbox's own count of this key's billed calls (GET /_sandbox/usage, sandbox/README.md). */
export async function billedCalls(sandbox: RunningSandbox, plan: Plan): Promise<Record<string, number>> {
  const response = await fetch(`${sandbox.url}/_sandbox/usage`, {
    headers: { Authorization: `Bearer ${DEMO_KEYS[plan]}` },
  });
  return ((await response.json()) as { calls: Record<string, number> }).calls;
}

export function startWatchlistSandbox(): Promise<RunningSandbox> {
  return startServiceSandbox({ dialect: 'autodev' });
}

/**
 * A stand-in for main's budget gate (being built in features/spend): a paid check past the
 * allowance is refused before it leaves, as 'over-budget' with a daily budget of $0.02.
 */
function gated(client: ServiceClient, budget: { calls: number }): ServiceClient {
  const refuse = () =>
    new AppErrorException(
      appError('over-budget', 'OVER_BUDGET', 'This call would go over your daily budget.', {
        spend: { priceMicros: 10_000, budget: { period: 'day', limitMicros: 20_000, spentMicros: 20_000 } },
      }),
    );
  const spend = () => {
    if (budget.calls <= 0) throw refuse();
    budget.calls -= 1;
  };
  return {
    ...client,
    getRecalls: async (vin, signal) => {
      spend();
      return client.getRecalls(vin, signal);
    },
    getOpenRecalls: async (vin, options, signal) => {
      spend();
      return client.getOpenRecalls(vin, options, signal);
    },
  };
}

/** A real app database file with the watchlist's steps, in a folder of its own. */
export async function openWatchlistDatabase(dir?: string): Promise<AppDatabase> {
  const folder = dir ?? (await mkdtemp(join(tmpdir(), 'vindesk-watch-db-')));
  return openAppDatabase({
    file: join(folder, 'vindesk.sqlite'),
    migrations: [...WATCHLIST_MIGRATIONS, ...WATCHLIST_ALERT_MIGRATIONS],
  });
}

export async function startWatchlistRig(
  sandbox: RunningSandbox,
  plan: Plan,
  deps: Partial<Pick<WatchlistDeps, 'estimate' | 'negotiated' | 'demo' | 'source' | 'notify' | 'priceCheck'>> = {},
): Promise<WatchlistRig> {
  let now = Date.parse('2026-11-22T08:00:00Z');
  const client = await createTestClient(sandbox.url, {
    config: { apiKey: DEMO_KEYS[plan], plan, dialect: 'autodev', v1BaseUrl: sandbox.v1Url },
    now: () => now,
  });
  const changes: WatchlistDelta[] = [];
  const userDataDir = await mkdtemp(join(tmpdir(), 'vindesk-watch-rig-'));
  const database = await openWatchlistDatabase(userDataDir);
  const schedule = { value: 'daily' as WatchlistSchedule };
  const budget = { calls: Number.POSITIVE_INFINITY };
  let timer: (() => void) | null = null;
  const watchlist = new Watchlist({
    userDataDir,
    database,
    client: gated(client.client, budget),
    notify: () => undefined,
    onChange: (delta) => changes.push(delta),
    schedule: () => schedule.value,
    now: () => now,
    setInterval: (callback) => {
      timer = callback;
      return {};
    },
    clearInterval: () => undefined,
    ...deps,
  });
  await watchlist.load();
  return {
    watchlist,
    client,
    database,
    changes,
    schedule,
    budget,
    advance: (ms) => (now += ms),
    tick: async () => {
      timer?.();
      await watchlist.idle();
    },
    close: async () => {
      await watchlist.close();
      database.close();
      await client.dispose();
    },
  };
}

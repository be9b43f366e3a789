import { join } from 'node:path';
import { openAppDatabase, type AppDatabase } from '../platform/database/app-database';
import { DatabaseHistoryMismatchError, DatabaseTooNewError } from '../platform/database/migrations';
import { createSpendLedger, type SpendLedger } from '../features/spend/spend-ledger';
import { priceOf } from '../../shared/spend/spend-price';
import { currentActivity, currentCachedOnly, currentProbe, withCallScope } from '../service/call-activity';
import { createSpendGate } from '../features/spend/spend-gate';
import { createSpendEstimator, type SpendEstimator } from '../features/spend/spend-estimator';
import type { SpendSettings } from '../../shared/settings/spend-settings-schema';
import type { PlanSetting } from '../../shared/plan/plan-access';
import type { EndpointId } from '../../shared/service/endpoint-table';
import type { BilledCall } from '../service/service-engine';
import { APP_MIGRATIONS } from './app-migrations';

export interface SpendSetup {
  /**
   * vindesk.sqlite, for the features that keep their records in it (the watchlist and the
   * recall sweep); null when it could not be opened (each then says what that means for it).
   * Closed by close().
   */
  database: AppDatabase | null;
  /** The ledger, or why there is none: the Usage view says so instead of showing a wrong $0. */
  ledger: SpendLedger | { unavailable: string };
  /** Records one billed call (the service client's onBilled); nothing in demo mode or without a ledger. */
  onBilled(call: BilledCall): void;
  /** The service engine's last check before a request leaves: budgets, held panels, loading ahead. */
  admit(call: BilledCall): () => void;
  /** The estimate of a batch, asked of the client built with this setup. */
  estimator(client: EstimatorClient): SpendEstimator;
  /** Writes what is queued, then closes the ledger and the database (after the client has settled). */
  close(): void;
}

function whyUnavailable(error: unknown): string {
  if (error instanceof DatabaseTooNewError) {
    return 'Spending is not being counted: the usage record was written by a newer VinDesk. Update VinDesk to count again.';
  }
  if (error instanceof DatabaseHistoryMismatchError) {
    return 'Spending is not being counted: the usage record belongs to another build of VinDesk.';
  }
  return 'Spending is not being counted: the usage record could not be opened (it may be damaged).';
}

/** What the estimator needs of the service client: the plan it knows, and a call to look in its cache with. */
interface EstimatorClient {
  plan(): Promise<PlanSetting>;
  call(endpoint: EndpointId, input: Readonly<Record<string, unknown>>): Promise<{ stale?: boolean }>;
}

/**
 * Opens vindesk.sqlite in userData and the spend ledger on it. The hosted service bills every
 * call and reports no spend (docs/real-service.md rows 26–27), so this is the app's only count;
 * but a file that cannot be opened must not stop the app: calls then go unrecorded, and the
 * report says why.
 */
export function openSpendSetup({
  userDataDir,
  isDemo,
  spendSettings,
  logError,
}: {
  userDataDir: string;
  /** The demo sandbox costs nothing (row 26 prices the hosted service), so nothing is recorded there. */
  isDemo: () => boolean;
  /** The dealer's prices, thresholds and budgets, read per call. */
  spendSettings: () => SpendSettings;
  logError?: (scope: string, error: unknown) => void;
}): SpendSetup {
  let database: AppDatabase | null = null;
  let ledger: SpendLedger | { unavailable: string };
  try {
    database = openAppDatabase({ file: join(userDataDir, 'vindesk.sqlite'), migrations: APP_MIGRATIONS });
    ledger = createSpendLedger({
      connection: database.connection,
      onError: (error) => logError?.('spend', error),
    });
  } catch (error) {
    logError?.('spend', error);
    database?.close();
    database = null;
    ledger = { unavailable: whyUnavailable(error) };
  }
  const spentMicros = 'unavailable' in ledger ? null : ledger.spentMicros.bind(ledger);
  const gate = createSpendGate({ isDemo, settings: spendSettings, spentMicros });
  return {
    database,
    ledger,
    admit: ({ endpoint, plan }) =>
      gate.admit({
        endpoint,
        plan,
        activity: currentActivity(),
        cachedOnly: currentCachedOnly(),
        probe: currentProbe(),
      }),
    estimator: (client) =>
      createSpendEstimator({
        isDemo,
        plan: () => client.plan(),
        settings: spendSettings,
        spentMicros,
        // Asked as a probe: the gate lets nothing leave, so only a fresh saved answer counts.
        isCached: (endpoint, input) =>
          withCallScope({ activity: 'other', cachedOnly: true, probe: true }, () => client.call(endpoint, input)).then(
            (answer) => answer.stale !== true,
            () => false,
          ),
      }),
    onBilled(call) {
      if (isDemo() || 'unavailable' in ledger) return;
      try {
        ledger.record({
          endpoint: call.endpoint,
          activity: currentActivity(),
          ...priceOf(call.endpoint, call.plan, spendSettings().prices),
        });
      } catch (error) {
        // A count that cannot be kept must not fail the lookup it counts.
        logError?.('spend', error);
      }
    },
    close() {
      if (!('unavailable' in ledger)) ledger.close();
      database?.close();
    },
  };
}

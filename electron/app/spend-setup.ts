import { join } from 'node:path';
import { openAppDatabase, type AppDatabase } from '../platform/database/app-database';
import { DatabaseHistoryMismatchError, DatabaseTooNewError } from '../platform/database/migrations';
import { createSpendLedger, type SpendLedger } from '../features/spend/spend-ledger';
import { priceOf } from '../../shared/spend/spend-price';
import { currentActivity } from '../service/call-activity';
import type { BilledCall } from '../service/service-engine';
import { APP_MIGRATIONS } from './app-migrations';

export interface SpendSetup {
  /** The ledger, or why there is none: the Usage view says so instead of showing a wrong $0. */
  ledger: SpendLedger | { unavailable: string };
  /** Records one billed call (the service client's onBilled); nothing in demo mode or without a ledger. */
  onBilled(call: BilledCall): void;
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

/**
 * Opens vindesk.sqlite in userData and the spend ledger on it. The hosted service bills every
 * call and reports no spend (docs/real-service.md rows 26–27), so this is the app's only count;
 * but a file that cannot be opened must not stop the app: calls then go unrecorded, and the
 * report says why.
 */
export function openSpendSetup({
  userDataDir,
  isDemo,
  logError,
}: {
  userDataDir: string;
  /** The demo sandbox costs nothing (row 26 prices the hosted service), so nothing is recorded there. */
  isDemo: () => boolean;
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
  return {
    ledger,
    onBilled(call) {
      if (isDemo() || 'unavailable' in ledger) return;
      try {
        ledger.record({ endpoint: call.endpoint, activity: currentActivity(), ...priceOf(call.endpoint, call.plan) });
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

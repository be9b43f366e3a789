import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openAppDatabase, type AppDatabase } from '../../../platform/database/app-database';
import type { UtcOffset } from '../local-calendar';
import { createSpendLedger, type SpendLedger, type SpendLedgerOptions } from '../spend-ledger';
import { SPEND_MIGRATIONS } from '../spend-migrations';

/** New York in winter (EST), fixed, so expected ranges can be written by hand. */
const NEW_YORK_WINTER: UtcOffset = () => -300;

/** An instant given as New York winter wall-clock time: local('2026-11-27T15:00'). */
export function local(wallClock: string): number {
  return Date.parse(`${wallClock}-05:00`);
}

export interface TestLedger {
  readonly file: string;
  readonly database: AppDatabase;
  readonly ledger: SpendLedger;
  /** The injected clock: set it, and the ledger's now() reads it. */
  readonly clock: { nowMs: number };
  /** Closes the ledger, then the database. */
  close(): void;
}

/** A ledger over a real database file in a new temp folder, on an injected clock in New York winter time. */
export async function openTestLedger(
  nowMs: number,
  options: Partial<Omit<SpendLedgerOptions, 'connection' | 'now'>> = {},
  file?: string,
): Promise<TestLedger> {
  const path = file ?? join(await mkdtemp(join(tmpdir(), 'vindesk-spend-')), 'app.sqlite');
  const database = openAppDatabase({ file: path, migrations: SPEND_MIGRATIONS });
  const clock = { nowMs };
  const ledger = createSpendLedger({
    connection: database.connection,
    now: () => clock.nowMs,
    utcOffset: NEW_YORK_WINTER,
    ...options,
  });
  return {
    file: path,
    database,
    ledger,
    clock,
    close: () => {
      ledger.close();
      database.close();
    },
  };
}

/** Rows as they are in the file, read through the ledger's own connection (no flush). */
export function countRows(database: AppDatabase, table: 'spend_calls' | 'spend_days'): number {
  return (database.connection.prepare(`SELECT count(*) AS n FROM ${table}`).get() as { n: number }).n;
}

import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from '../../platform/database/transaction';
import { localDateMonthsBefore, type UtcOffset } from './local-calendar';

/** How long the ledger keeps what was spent: two years of month-by-month comparison, no more. */
const RETENTION_MONTHS = 24;

/**
 * Local midnight of the same date 24 months back: calls and daily totals before it are older
 * than 24 months. A whole local day, so a rolled-up day is kept or dropped with its calls.
 */
export function retentionCutoff(nowMs: number, offset: UtcOffset): number {
  return localDateMonthsBefore(nowMs, offset, RETENTION_MONTHS);
}

/** Deletes calls and daily totals from before the cutoff, in one transaction; returns the calls deleted. */
export function deleteSpendBefore(connection: DatabaseSync, cutoffMs: number): number {
  return inTransaction(connection, () => {
    const calls = connection.prepare('DELETE FROM spend_calls WHERE at_ms < ?').run(cutoffMs);
    connection.prepare('DELETE FROM spend_days WHERE day_start_ms < ?').run(cutoffMs);
    return Number(calls.changes);
  });
}

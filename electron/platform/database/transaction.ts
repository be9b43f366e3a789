import type { DatabaseSync } from 'node:sqlite';

/**
 * Runs work in one transaction: all of it lands, or (on a throw) none of it. IMMEDIATE takes
 * the write lock at BEGIN, so a transaction never fails half-way for want of it.
 * Not reentrant: work must not begin a transaction of its own.
 */
export function inTransaction<T>(connection: DatabaseSync, work: () => T): T {
  connection.exec('BEGIN IMMEDIATE');
  try {
    const result = work();
    connection.exec('COMMIT');
    return result;
  } catch (error) {
    // After some errors (SQLITE_FULL, say) SQLite has already rolled back; only roll back what is open.
    if (connection.isTransaction) connection.exec('ROLLBACK');
    throw error;
  }
}

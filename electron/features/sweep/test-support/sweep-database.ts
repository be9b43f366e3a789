import { join } from 'node:path';
import { openAppDatabase, type AppDatabase } from '../../../platform/database/app-database';
import { SWEEP_MIGRATIONS } from '../sweep-migrations';

/** The app's database file name (spend-setup.ts opens it in userData). */
export const SWEEP_DATABASE_FILE = 'vindesk.sqlite';

/** The sweep's tables in a real database file in `userDataDir`, as main opens it (with the sweep's steps only). */
export function openSweepDatabase(userDataDir: string): AppDatabase {
  return openAppDatabase({ file: join(userDataDir, SWEEP_DATABASE_FILE), migrations: SWEEP_MIGRATIONS });
}

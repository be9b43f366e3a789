import type { DatabaseSync } from 'node:sqlite';
import { inTransaction } from './transaction';

/**
 * One step of the app database's schema. The steps form ONE ordered list for the whole file
 * (assembled by the wiring from what each feature exports), and a step's position in it is
 * the schema version it produces: step 1 makes version 1, and so on, in PRAGMA user_version.
 *
 * Why one list and not a version per feature: user_version is a single number, and the file
 * is one database whose steps may touch several features' tables (a later step that joins
 * sweep state to listing observations belongs to neither alone). One append-only list gives
 * every file one history. Its cost, that two features appending at once would both claim
 * the next number, is caught by the names: each applied step's name is kept in the file, and
 * a file whose history differs from the list is refused rather than migrated past the gap.
 */
export interface Migration {
  /** Unique and never changed once shipped: '<feature>.<what>', e.g. 'spend.create-calls'. */
  readonly name: string;
  /** Runs inside the step's transaction; must not begin or commit one itself. */
  up(connection: DatabaseSync): void;
}

/** The file was written by a newer VinDesk: its schema is one this build does not know. */
export class DatabaseTooNewError extends Error {
  constructor(
    readonly file: string,
    readonly fileVersion: number,
    readonly knownVersion: number,
  ) {
    super(
      `The database ${file} has schema version ${fileVersion}, but this VinDesk knows versions up to ` +
        `${knownVersion} only: it was written by a newer VinDesk. Install that version again (or a newer ` +
        'one); the file was left as it is.',
    );
    this.name = 'DatabaseTooNewError';
  }
}

/** The file's applied steps differ from this build's list (reordered, renamed, or a parallel branch's). */
export class DatabaseHistoryMismatchError extends Error {
  constructor(
    readonly file: string,
    readonly version: number,
    readonly inFile: string | undefined,
    readonly inCode: string | undefined,
  ) {
    super(
      `The database ${file} applied step ${version} as "${inFile ?? '(none recorded)'}", but this VinDesk's ` +
        `step ${version} is "${inCode ?? '(none)'}": its schema history is not this build's, so it was left as it is.`,
    );
    this.name = 'DatabaseHistoryMismatchError';
  }
}

/** Where applied step names are kept; the leading underscore keeps it apart from any feature's tables. */
const HISTORY_TABLE = '_app_migrations';

function userVersion(connection: DatabaseSync): number {
  const row = connection.prepare('PRAGMA user_version').get() as { user_version: number } | undefined;
  return row?.user_version ?? 0;
}

function appliedNames(connection: DatabaseSync): Map<number, string> {
  const exists = connection
    .prepare("SELECT 1 AS found FROM sqlite_schema WHERE type = 'table' AND name = ?")
    .get(HISTORY_TABLE);
  if (!exists) return new Map();
  const rows = connection.prepare(`SELECT version, name FROM ${HISTORY_TABLE}`).all() as {
    version: number;
    name: string;
  }[];
  return new Map(rows.map((row) => [row.version, row.name]));
}

/** Refuses a file that is newer than the list, or whose applied history differs from it. Reads only. */
export function checkSchemaHistory(connection: DatabaseSync, file: string, migrations: readonly Migration[]): number {
  const version = userVersion(connection);
  if (version > migrations.length) throw new DatabaseTooNewError(file, version, migrations.length);
  const applied = appliedNames(connection);
  for (let step = 1; step <= version; step += 1) {
    const inCode = migrations[step - 1]?.name;
    if (applied.get(step) !== inCode) throw new DatabaseHistoryMismatchError(file, step, applied.get(step), inCode);
  }
  return version;
}

/**
 * Applies the steps the file lacks, each in a transaction of its own with its new
 * user_version (which SQLite journals like any page): a step that throws leaves the file at
 * the previous version, whole, and the steps before it stay applied.
 */
export function applyMigrations(connection: DatabaseSync, file: string, migrations: readonly Migration[]): void {
  const names = new Set<string>();
  for (const { name } of migrations) {
    if (names.has(name)) throw new Error(`Two database migrations are named "${name}".`);
    names.add(name);
  }
  checkSchemaHistory(connection, file, migrations);
  for (let step = 1; step <= migrations.length; step += 1) {
    const migration = migrations[step - 1];
    if (!migration) break;
    inTransaction(connection, () => {
      // Read again under the write lock: another process may have migrated since the check.
      const version = checkSchemaHistory(connection, file, migrations);
      if (version >= step) return;
      connection.exec(
        `CREATE TABLE IF NOT EXISTS ${HISTORY_TABLE} (version INTEGER PRIMARY KEY, name TEXT NOT NULL) STRICT`,
      );
      migration.up(connection);
      connection.prepare(`INSERT INTO ${HISTORY_TABLE} (version, name) VALUES (?, ?)`).run(step, migration.name);
      // PRAGMA takes no bound parameters; step is an integer of this loop.
      connection.exec(`PRAGMA user_version = ${step}`);
    });
  }
}

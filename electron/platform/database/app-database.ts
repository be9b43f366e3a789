import { DatabaseSync } from 'node:sqlite';
import { applyMigrations, checkSchemaHistory, type Migration } from './migrations';
import { ensurePrivateFile, restrictToOwner } from './private-file';
import { applyCheckpointRules, idleCheckpoint, type IdleCheckpoint } from './wal-checkpoint';

export interface AppDatabaseOptions {
  /** Absolute path of the database file, e.g. join(userData, 'vindesk.sqlite'); its folder is created when missing. */
  file: string;
  /** The whole file's steps, in order (see Migration for why one list). */
  migrations: readonly Migration[];
  /**
   * How long a statement waits for another connection's lock before failing. Main holds the
   * only connection (one instance per user: main.ts takes the single-instance lock), so a wait
   * means a stray process; a short one keeps main's thread from blocking long on it.
   */
  busyTimeoutMs?: number;
}

export interface AppDatabase {
  readonly file: string;
  /** The one connection; synchronous, so use it from main's thread in short steps. */
  readonly connection: DatabaseSync;
  /** Tell it after a write: the WAL is copied into the file once writes pause (wal-checkpoint.ts). */
  readonly checkpoint: IdleCheckpoint;
  /** Closes the connection; SQLite checkpoints the WAL into the file and removes -wal/-shm. Idempotent. */
  close(): void;
}

/**
 * Opens (or creates) the app database: mode 0600 on the file and its -wal/-shm siblings,
 * WAL journal, synchronous=NORMAL, the WAL's checkpoint rules (wal-checkpoint.ts), and the
 * schema brought up to the list's last step.
 *
 * WAL + NORMAL: a commit appends to the WAL without an fsync, so it survives the app being
 * killed (the OS keeps the write) and may be lost only to a power cut or OS crash, which never
 * corrupts the file (SQLite's documented guarantee for WAL mode). That trade suits local
 * records written about once a second; readers are never blocked by the writer.
 *
 * A file with a newer schema than the list knows, or a different history, is refused with
 * DatabaseTooNewError / DatabaseHistoryMismatchError before anything is written to it.
 */
export function openAppDatabase({ file, migrations, busyTimeoutMs = 1_000 }: AppDatabaseOptions): AppDatabase {
  ensurePrivateFile(file);
  const connection = new DatabaseSync(file, { enableForeignKeyConstraints: true, timeout: busyTimeoutMs });
  try {
    // Refuse first: switching the journal mode would already write to a newer build's file.
    checkSchemaHistory(connection, file, migrations);
    connection.exec('PRAGMA journal_mode = WAL');
    connection.exec('PRAGMA synchronous = NORMAL');
    applyCheckpointRules(connection);
    applyMigrations(connection, file, migrations);
    restrictToOwner(file, `${file}-wal`, `${file}-shm`);
  } catch (error) {
    connection.close();
    throw error;
  }
  const checkpoint = idleCheckpoint(connection);
  return {
    file,
    connection,
    checkpoint,
    close: () => {
      checkpoint.cancel();
      if (!connection.isOpen) return;
      // SQLite's advice for short-lived connections: let it refresh query-planner statistics
      // where they are stale (cheap, and a no-op most of the time).
      connection.exec('PRAGMA optimize');
      connection.close();
    },
  };
}

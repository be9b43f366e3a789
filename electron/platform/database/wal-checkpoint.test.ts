import { statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openAppDatabase, type AppDatabase } from './app-database';
import type { Migration } from './migrations';
import { idleCheckpoint } from './wal-checkpoint';

const createNotes: Migration = {
  name: 'test.create-notes',
  up: (connection) => connection.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT'),
};

let dir: string;
let database: AppDatabase;

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vindesk-wal-checkpoint-'));
  database = openAppDatabase({ file: join(dir, 'app.sqlite'), migrations: [createNotes] });
  // Whatever the migrations left in the WAL goes into the file first.
  database.connection.exec('PRAGMA wal_checkpoint(TRUNCATE)');
});

afterEach(async () => {
  vi.useRealTimers();
  database.close();
  await rm(dir, { recursive: true, force: true });
});

/** Some 60 pages of rows, in one commit: in the WAL, and in the file only once checkpointed. */
function writeRows(): void {
  const insert = database.connection.prepare('INSERT INTO notes (body) VALUES (?)');
  database.connection.exec('BEGIN');
  for (let n = 0; n < 500; n++) insert.run('x'.repeat(500));
  database.connection.exec('COMMIT');
}

const fileSize = () => statSync(database.file).size;

describe('the WAL checkpoint rules', () => {
  it('leave the auto-checkpoint a backstop well above SQLite default of 1,000 pages, and bound the WAL kept on disk', () => {
    const { connection } = database;
    const pages = connection.prepare('PRAGMA wal_autocheckpoint').get()?.wal_autocheckpoint;
    const limit = connection.prepare('PRAGMA journal_size_limit').get()?.journal_size_limit;
    expect(pages).toBeGreaterThanOrEqual(5_000);
    expect(limit).toBeGreaterThan(0);
    // Bytes, and at most a burst's worth: a few MB.
    expect(limit).toBeLessThanOrEqual(16 * 1024 * 1024);
  });

  it('copy the WAL into the file once writes pause, not as they are written', () => {
    vi.useFakeTimers();
    const before = fileSize();
    writeRows();
    database.checkpoint.wrote();
    expect(fileSize()).toBe(before);
    expect(database.checkpoint.pending()).toBe(true);
    vi.advanceTimersByTime(999);
    expect(fileSize()).toBe(before);
    vi.advanceTimersByTime(1);
    expect(fileSize()).toBeGreaterThan(before + 200_000);
    expect(database.checkpoint.pending()).toBe(false);
  });

  it('each write pushes the checkpoint back, so a burst is checkpointed once, after its last write', () => {
    const waiting: (() => void)[] = [];
    const cancelled: number[] = [];
    const checkpoint = idleCheckpoint(database.connection, {
      later: (run) => {
        const index = waiting.push(run) - 1;
        return () => cancelled.push(index);
      },
    });
    const before = fileSize();
    writeRows();
    checkpoint.wrote();
    writeRows();
    checkpoint.wrote();
    expect(cancelled).toEqual([0]);
    expect(fileSize()).toBe(before);
    waiting[1]!();
    expect(fileSize()).toBeGreaterThan(before + 400_000);
    expect(checkpoint.pending()).toBe(false);
  });

  it('closing forgets a waiting checkpoint, and one that runs after the close does nothing', () => {
    let run: (() => void) | null = null;
    const errors: unknown[] = [];
    const checkpoint = idleCheckpoint(database.connection, {
      later: (next) => {
        run = next;
        return () => undefined;
      },
      onError: (error) => errors.push(error),
    });
    writeRows();
    checkpoint.wrote();
    database.close();
    expect(() => run!()).not.toThrow();
    expect(errors).toEqual([]);
  });
});

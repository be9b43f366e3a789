import { chmodSync, existsSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from './app-database';
import type { Migration } from './migrations';

const createNotes: Migration = {
  name: 'test.create-notes',
  up: (connection) => connection.exec('CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL) STRICT'),
};

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'vindesk-app-db-'));
});

function mode(file: string): number {
  return statSync(file).mode & 0o777;
}

describe.skipIf(process.platform === 'win32')('openAppDatabase file modes', () => {
  it('creates the file, in a missing folder, and its -wal and -shm with mode 0600', () => {
    const file = join(dir, 'nested', 'app.sqlite');
    const database = openAppDatabase({ file, migrations: [createNotes] });
    database.connection.prepare('INSERT INTO notes (body) VALUES (?)').run('x');
    expect(existsSync(`${file}-wal`)).toBe(true);
    expect(existsSync(`${file}-shm`)).toBe(true);
    expect([mode(file), mode(`${file}-wal`), mode(`${file}-shm`)]).toEqual([0o600, 0o600, 0o600]);
    database.close();
  });

  it('narrows an existing database made with 0644 to 0600, keeping its rows', () => {
    const file = join(dir, 'app.sqlite');
    const first = openAppDatabase({ file, migrations: [createNotes] });
    first.connection.prepare('INSERT INTO notes (body) VALUES (?)').run('kept');
    first.close();
    chmodSync(file, 0o644);
    const again = openAppDatabase({ file, migrations: [createNotes] });
    expect(mode(file)).toBe(0o600);
    expect(again.connection.prepare('SELECT body FROM notes').all()).toEqual([{ body: 'kept' }]);
    again.close();
  });
});

describe('openAppDatabase', () => {
  it('uses WAL with synchronous=NORMAL and records the schema version', () => {
    const database = openAppDatabase({ file: join(dir, 'app.sqlite'), migrations: [createNotes] });
    const { connection } = database;
    expect(connection.prepare('PRAGMA journal_mode').get()).toEqual({ journal_mode: 'wal' });
    // 1 is NORMAL (SQLite: 0 OFF, 1 NORMAL, 2 FULL, 3 EXTRA).
    expect(connection.prepare('PRAGMA synchronous').get()).toEqual({ synchronous: 1 });
    expect(connection.prepare('PRAGMA user_version').get()).toEqual({ user_version: 1 });
    database.close();
  });

  it('close() checkpoints the WAL into the file, removes -wal and -shm, and may be called twice', () => {
    const file = join(dir, 'app.sqlite');
    const database = openAppDatabase({ file, migrations: [createNotes] });
    database.connection.prepare('INSERT INTO notes (body) VALUES (?)').run('landed');
    database.close();
    database.close();
    expect(existsSync(`${file}-wal`)).toBe(false);
    expect(existsSync(`${file}-shm`)).toBe(false);
    const reader = new DatabaseSync(file, { readOnly: true });
    expect(reader.prepare('SELECT body FROM notes').all()).toEqual([{ body: 'landed' }]);
    reader.close();
  });

  it('refuses a file that is not a database, and leaves it as it was', () => {
    const file = join(dir, 'app.sqlite');
    writeFileSync(file, 'not a database, but the user’s bytes');
    expect(() => openAppDatabase({ file, migrations: [createNotes] })).toThrow(/not a database/);
    expect(statSync(file).size).toBe(Buffer.byteLength('not a database, but the user’s bytes'));
  });
});

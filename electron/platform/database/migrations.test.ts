import { readFileSync } from 'node:fs';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseSync } from 'node:sqlite';
import { beforeEach, describe, expect, it } from 'vitest';
import { openAppDatabase } from './app-database';
import { DatabaseHistoryMismatchError, DatabaseTooNewError, type Migration } from './migrations';

function tableNames(connection: DatabaseSync): string[] {
  const rows = connection
    .prepare("SELECT name FROM sqlite_schema WHERE type = 'table' AND name NOT LIKE '\\_%' ESCAPE '\\' ORDER BY name")
    .all() as { name: string }[];
  return rows.map((row) => row.name);
}

function version(connection: DatabaseSync): number {
  return (connection.prepare('PRAGMA user_version').get() as { user_version: number }).user_version;
}

/** A step that creates one table and counts how often it ran. */
function creates(table: string, runs: string[] = []): Migration {
  return {
    name: `test.create-${table}`,
    up: (connection) => {
      runs.push(table);
      connection.exec(`CREATE TABLE ${table} (id INTEGER PRIMARY KEY) STRICT`);
    },
  };
}

let file: string;
beforeEach(async () => {
  file = join(await mkdtemp(join(tmpdir(), 'vindesk-migrations-')), 'app.sqlite');
});

describe('schema migrations', () => {
  it('applies the list in order on a new file, and on reopening only the steps added since', () => {
    const runs: string[] = [];
    const first = openAppDatabase({ file, migrations: [creates('a', runs), creates('b', runs)] });
    expect(version(first.connection)).toBe(2);
    first.close();
    const second = openAppDatabase({ file, migrations: [creates('a', runs), creates('b', runs), creates('c', runs)] });
    expect(runs).toEqual(['a', 'b', 'c']);
    expect(version(second.connection)).toBe(3);
    expect(tableNames(second.connection)).toEqual(['a', 'b', 'c']);
    second.close();
  });

  it('refuses a file newer than the code with a clear error, and leaves its bytes as they were', () => {
    openAppDatabase({ file, migrations: [creates('a'), creates('b')] }).close();
    const before = readFileSync(file);
    let thrown: unknown;
    try {
      openAppDatabase({ file, migrations: [creates('a')] });
    } catch (error) {
      thrown = error;
    }
    expect(thrown).toBeInstanceOf(DatabaseTooNewError);
    expect((thrown as Error).message).toMatch(/schema version 2.*up to 1 only.*newer VinDesk/);
    expect(readFileSync(file).equals(before)).toBe(true);
    // The build that wrote it still opens it whole.
    const again = openAppDatabase({ file, migrations: [creates('a'), creates('b')] });
    expect(tableNames(again.connection)).toEqual(['a', 'b']);
    again.close();
  });

  it('refuses a file whose applied steps are not the list’s (two branches both appending step 2)', () => {
    openAppDatabase({ file, migrations: [creates('a'), creates('b')] }).close();
    const before = readFileSync(file);
    expect(() => openAppDatabase({ file, migrations: [creates('a'), creates('c'), creates('d')] })).toThrow(
      DatabaseHistoryMismatchError,
    );
    expect(readFileSync(file).equals(before)).toBe(true);
  });

  it('rolls a failing step back whole and keeps the steps before it', () => {
    const failing: Migration = {
      name: 'test.half-done',
      up: (connection) => {
        connection.exec('CREATE TABLE half (id INTEGER PRIMARY KEY) STRICT');
        throw new Error('step failed after its first statement');
      },
    };
    expect(() => openAppDatabase({ file, migrations: [creates('a'), failing] })).toThrow(/step failed/);
    const fixed = openAppDatabase({ file, migrations: [creates('a'), creates('b')] });
    // Version 1 (not 0, not 2): 'a' stayed, 'half' never landed, 'b' is a new step 2.
    expect(tableNames(fixed.connection)).toEqual(['a', 'b']);
    expect(version(fixed.connection)).toBe(2);
    fixed.close();
  });

  it('refuses a list with two steps of one name', () => {
    expect(() => openAppDatabase({ file, migrations: [creates('a'), creates('a')] })).toThrow(
      /Two database migrations/,
    );
  });
});

import { DatabaseSync } from 'node:sqlite';
import { describe, expect, it } from 'vitest';
import { inTransaction } from './transaction';

function counted(connection: DatabaseSync): number {
  return (connection.prepare('SELECT count(*) AS n FROM t').get() as { n: number }).n;
}

describe('inTransaction', () => {
  it('commits the work and returns its result', () => {
    const connection = new DatabaseSync(':memory:');
    connection.exec('CREATE TABLE t (x INTEGER) STRICT');
    const result = inTransaction(connection, () => {
      connection.prepare('INSERT INTO t VALUES (1), (2)').run();
      return 'done';
    });
    expect(result).toBe('done');
    expect(counted(connection)).toBe(2);
    expect(connection.isTransaction).toBe(false);
  });

  it('rolls all of the work back when it throws, and rethrows', () => {
    const connection = new DatabaseSync(':memory:');
    connection.exec('CREATE TABLE t (x INTEGER NOT NULL) STRICT');
    expect(() =>
      inTransaction(connection, () => {
        connection.prepare('INSERT INTO t VALUES (1)').run();
        connection.prepare('INSERT INTO t VALUES (NULL)').run();
      }),
    ).toThrow(/NOT NULL/);
    expect(counted(connection)).toBe(0);
    expect(connection.isTransaction).toBe(false);
  });
});

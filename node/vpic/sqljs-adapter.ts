// corgi's DatabaseAdapter over a sql.js Database. Parameters are bound through a
// prepared statement (corgi's own browser adapter pastes them into the SQL text).
// Runs in the sandbox's process and in main's vPIC process (Node).
import type { Database, SqlValue } from 'sql.js';

interface QueryResult {
  columns: string[];
  values: SqlValue[][];
}

export interface CorgiDatabaseAdapter {
  exec(query: string, params?: unknown[]): Promise<QueryResult[]>;
  close(): Promise<void>;
}

function toSqlValue(value: unknown): SqlValue {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  if (typeof value === 'boolean') return value ? 1 : 0;
  return String(value);
}

/**
 * A turn of the event loop. sql.js runs each query synchronously, and a decode is a chain
 * of them (10–30 ms in all) that would otherwise finish in one go: the sandbox's other
 * answers, their timers and its socket reads all waited behind it. A VIN page's photo list
 * and listing, due at the same moment as its decode, went out up to 60 ms late.
 */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createSqlJsAdapter(db: Database): CorgiDatabaseAdapter {
  return {
    async exec(query, params = []) {
      await nextTurn();
      const statement = db.prepare(query);
      try {
        if (params.length > 0) statement.bind(params.map(toSqlValue));
        const values: SqlValue[][] = [];
        while (statement.step()) values.push(statement.get());
        const columns = statement.getColumnNames();
        return [{ columns: values.length > 0 ? columns : [], values }];
      } finally {
        statement.free();
      }
    },
    // The database outlives decoders: the sandbox closes it itself.
    close: () => Promise.resolve(),
  };
}

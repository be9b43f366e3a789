// corgi's DatabaseAdapter over a sql.js Database. Parameters are bound through a
// prepared statement (corgi's own browser adapter pastes them into the SQL text).
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

export function createSqlJsAdapter(db: Database): CorgiDatabaseAdapter {
  return {
    exec(query, params = []) {
      const statement = db.prepare(query);
      try {
        if (params.length > 0) statement.bind(params.map(toSqlValue));
        const values: SqlValue[][] = [];
        while (statement.step()) values.push(statement.get());
        const columns = statement.getColumnNames();
        return Promise.resolve([{ columns: values.length > 0 ? columns : [], values }]);
      } finally {
        statement.free();
      }
    },
    // The database outlives decoders: the sandbox closes it itself.
    close: () => Promise.resolve(),
  };
}

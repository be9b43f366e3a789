import type { Migration } from '../../platform/database/migrations';

// Keys are short lowercase words with hyphens: the CHECKs hold the file to that even if a
// caller slips past checkSpendCall, so no text with spaces, digits, slashes or capitals (a
// URL, a key, a VIN, a plate) can land. Which words are known is the code's business
// (spend-call.ts), so a new activity or endpoint needs no migration.
const KEY_CHECK = (column: string): string =>
  `CHECK (length(${column}) BETWEEN 1 AND 32 AND ${column} NOT GLOB '*[^a-z-]*')`;
const PLAN_CHECK = "CHECK (plan IN ('free', 'starter', 'growth', 'scale'))";

/**
 * The spend ledger's tables: one row per billed call (spend_calls), and daily totals per
 * (endpoint, activity, plan) that old calls are folded into when the file grows past its
 * budget (spend_days). A day is the local calendar day; day_start_ms is its local midnight.
 */
export const SPEND_MIGRATIONS: readonly Migration[] = [
  {
    name: 'spend.create-calls-and-days',
    up: (connection) =>
      connection.exec(`
        CREATE TABLE spend_calls (
          at_ms INTEGER NOT NULL CHECK (at_ms >= 0),
          endpoint TEXT NOT NULL ${KEY_CHECK('endpoint')},
          plan TEXT NOT NULL ${PLAN_CHECK},
          price_micros INTEGER NOT NULL CHECK (price_micros >= 0),
          activity TEXT NOT NULL ${KEY_CHECK('activity')}
        ) STRICT;
        CREATE INDEX spend_calls_by_time ON spend_calls (at_ms);
        CREATE TABLE spend_days (
          day_start_ms INTEGER NOT NULL,
          endpoint TEXT NOT NULL ${KEY_CHECK('endpoint')},
          activity TEXT NOT NULL ${KEY_CHECK('activity')},
          plan TEXT NOT NULL ${PLAN_CHECK},
          calls INTEGER NOT NULL CHECK (calls > 0),
          price_micros INTEGER NOT NULL CHECK (price_micros >= 0),
          PRIMARY KEY (day_start_ms, endpoint, activity, plan)
        ) STRICT, WITHOUT ROWID;
      `),
  },
];

import type { DatabaseSync } from 'node:sqlite';
import { localDateLabel, localDaysOf, type TimeRange, type UtcOffset } from './local-calendar';
import type { SpendActivity } from '../../../shared/spend/spend-activity';
import { asSpendActivity } from './spend-call';

interface SpendTotals {
  readonly calls: number;
  /** Micro-dollars: 300,000 is $0.30. */
  readonly micros: number;
}

export interface SpendSummary extends SpendTotals {
  readonly range: TimeRange;
  /** Most spent first. */
  readonly byActivity: readonly (SpendTotals & { readonly activity: SpendActivity })[];
  /** Most spent first; keys as recorded (an endpoint key a later build renamed still shows). */
  readonly byEndpoint: readonly (SpendTotals & { readonly endpoint: string })[];
}

export interface DailySpend extends SpendTotals {
  /** The local date, 'YYYY-MM-DD'. */
  readonly date: string;
  readonly fromMs: number;
  readonly toMs: number;
}

export interface SpendQueries {
  /** Calls and spend in a range of whole local days, in total and grouped. */
  summarize(range: TimeRange): SpendSummary;
  /** One entry per local day of the range (days without calls at zero), for a bar chart. */
  daily(range: TimeRange): DailySpend[];
}

interface GroupRow {
  key: string;
  calls: number;
  micros: number;
}

// A folded day (spend_days) counts in a range when its local midnight does; ranges are whole
// local days, so it counts exactly where its calls did.
function groupedStatement(connection: DatabaseSync, column: 'activity' | 'endpoint') {
  return connection.prepare(`
    SELECT key, sum(calls) AS calls, sum(micros) AS micros FROM (
      SELECT ${column} AS key, count(*) AS calls, sum(price_micros) AS micros
      FROM spend_calls WHERE at_ms >= :from AND at_ms < :to GROUP BY ${column}
      UNION ALL
      SELECT ${column}, sum(calls), sum(price_micros)
      FROM spend_days WHERE day_start_ms >= :from AND day_start_ms < :to GROUP BY ${column}
    ) GROUP BY key
  `);
}

/** Adds rows of one key together (two file keys may read as one activity) and sorts most spent first. */
function merged<K extends string>(
  rows: readonly GroupRow[],
  keyOf: (key: string) => K,
): { key: K; calls: number; micros: number }[] {
  const totals = new Map<K, { key: K; calls: number; micros: number }>();
  for (const row of rows) {
    const key = keyOf(row.key);
    const total = totals.get(key) ?? { key, calls: 0, micros: 0 };
    totals.set(key, { key, calls: total.calls + row.calls, micros: total.micros + row.micros });
  }
  return [...totals.values()].sort((a, b) => b.micros - a.micros || b.calls - a.calls || a.key.localeCompare(b.key));
}

export function createSpendQueries(connection: DatabaseSync, offset: UtcOffset): SpendQueries {
  const byActivity = groupedStatement(connection, 'activity');
  const byEndpoint = groupedStatement(connection, 'endpoint');
  const dayTotals = connection.prepare(`
    SELECT
      (SELECT count(*) FROM spend_calls WHERE at_ms >= :from AND at_ms < :to)
        + (SELECT coalesce(sum(calls), 0) FROM spend_days WHERE day_start_ms >= :from AND day_start_ms < :to) AS calls,
      (SELECT coalesce(sum(price_micros), 0) FROM spend_calls WHERE at_ms >= :from AND at_ms < :to)
        + (SELECT coalesce(sum(price_micros), 0) FROM spend_days WHERE day_start_ms >= :from AND day_start_ms < :to) AS micros
  `);

  return {
    summarize: (range) => {
      const bounds = { from: range.fromMs, to: range.toMs };
      const activities = merged(byActivity.all(bounds) as unknown as GroupRow[], asSpendActivity);
      const endpoints = merged(byEndpoint.all(bounds) as unknown as GroupRow[], (key) => key);
      return {
        range,
        calls: activities.reduce((sum, group) => sum + group.calls, 0),
        micros: activities.reduce((sum, group) => sum + group.micros, 0),
        byActivity: activities.map(({ key, calls, micros }) => ({ activity: key, calls, micros })),
        byEndpoint: endpoints.map(({ key, calls, micros }) => ({ endpoint: key, calls, micros })),
      };
    },
    daily: (range) =>
      localDaysOf(range, offset).map((day) => {
        const totals = dayTotals.get({ from: day.fromMs, to: day.toMs }) as unknown as SpendTotals;
        return {
          date: localDateLabel(day.fromMs, offset),
          fromMs: day.fromMs,
          toMs: day.toMs,
          calls: totals.calls,
          micros: totals.micros,
        };
      }),
  };
}

import type { DatabaseSync, SQLInputValue } from 'node:sqlite';
import { z } from 'zod';
import { sweepPauseSchema, type SweepResult } from '../../../shared/ipc/sweep-channels';
import { inTransaction } from '../../platform/database/transaction';
import type { SavedSweep } from './saved-sweep';

/** Where a sweep is kept between launches. */
export interface SweepStore {
  /** False when nothing outlives the app (the database could not be opened). */
  readonly lasting: boolean;
  /** The latest sweep with its results in answer order; null when there is none. */
  load(): SavedSweep | null;
  /** Makes `sweep` (with any results it holds) the only one kept: a new start, or an import. */
  replace(sweep: SavedSweep): void;
  /** One batch, in one transaction: the sweep's row as it is now, and the rows new or changed since the last. */
  write(sweep: SavedSweep, rows: readonly SweepResult[]): void;
}

/** Used when the database could not be opened: the sweep runs for this session only. */
export const sessionOnlySweepStore: SweepStore = {
  lasting: false,
  load: () => null,
  replace: () => undefined,
  write: () => undefined,
};

const RunRow = z.object({
  id: z.string(),
  state: z.enum(['running', 'paused', 'done', 'cancelled']),
  endpoint: z.enum(['openrecalls', 'recalls']),
  service_mode: z.enum(['demo', 'live']),
  service_origin: z.string(),
  vins: z.string(),
  refused: z.string(),
  refused_count: z.number(),
  stock_numbers: z.string(),
  started_at: z.string(),
  paused_for: z.string().nullable(),
});
const RunJson = z.object({
  vins: z.array(z.string()),
  refused: z.array(z.object({ line: z.number(), value: z.string(), reason: z.string() })),
  stockNumbers: z.record(z.string(), z.string()),
  pausedFor: sweepPauseSchema.nullable(),
});
const ResultRow = z.object({
  answered: z.number(),
  vin: z.string(),
  verdict: z.enum(['park-it', 'park-outside', 'open', 'clean', 'on-record', 'error']),
  count: z.number(),
  record_count: z.number().nullable(),
  campaigns: z.string(),
  park_outside: z.number().nullable(),
  error: z.string().nullable(),
  stock: z.string().nullable(),
  year: z.number().nullable(),
  make: z.string().nullable(),
  model: z.string().nullable(),
});

function resultOf(row: z.infer<typeof ResultRow>): SweepResult {
  const result: SweepResult = {
    vin: row.vin,
    verdict: row.verdict,
    count: row.count,
    campaigns: z.array(z.string()).parse(JSON.parse(row.campaigns)),
  };
  if (row.record_count !== null) result.recordCount = row.record_count;
  if (row.park_outside !== null) result.parkOutside = row.park_outside === 1;
  if (row.error !== null) result.error = row.error;
  if (row.stock !== null) result.stock = row.stock;
  if (row.year !== null) result.year = row.year;
  if (row.make !== null) result.make = row.make;
  if (row.model !== null) result.model = row.model;
  return result;
}

/**
 * The sweep in the app database (sweep-migrations.ts). A save writes the sweep's row (a few
 * hundred bytes) and the rows answered since the last save, in one transaction: a 5,000-VIN
 * sweep writes each answer about once, where recall-sweep.json wrote every answer on every save.
 * Synchronous, as node:sqlite is; each batch is small, so main's thread is held briefly.
 */
export function sqliteSweepStore(connection: DatabaseSync): SweepStore {
  const insertRun = connection.prepare(`
    INSERT INTO sweep_runs (id, state, endpoint, service_mode, service_origin, checked, started_at, paused_for)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const insertList = connection.prepare(
    'INSERT INTO sweep_lists (sweep_id, vins, refused, refused_count, stock_numbers) VALUES (?, ?, ?, ?, ?)',
  );
  const updateRun = connection.prepare(
    'UPDATE sweep_runs SET state = ?, endpoint = ?, paused_for = ?, checked = ? WHERE id = ?',
  );
  const insertResult = connection.prepare(`
    INSERT INTO sweep_results (sweep_id, answered, vin, verdict, count, record_count, campaigns, park_outside,
      error, stock, year, make, model)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  // A row named again once the local decode answered (sweep-runner #rename) keeps its place.
  const updateResult = connection.prepare(`
    UPDATE sweep_results SET vin = ?, verdict = ?, count = ?, record_count = ?, campaigns = ?, park_outside = ?,
      error = ?, stock = ?, year = ?, make = ?, model = ?
    WHERE sweep_id = ? AND answered = ?`);
  /** Each saved answer's place in the current sweep, by VIN: a VIN has one row, updated when renamed. */
  let places = { sweepId: '', byVin: new Map<string, number>(), next: 0 };

  const pauseText = (sweep: SavedSweep): string | null => (sweep.pausedFor ? JSON.stringify(sweep.pausedFor) : null);
  function putResults(sweep: SavedSweep, rows: readonly SweepResult[]): void {
    if (places.sweepId !== sweep.id) places = { sweepId: sweep.id, byVin: new Map(), next: 0 };
    for (const row of rows) {
      const values: SQLInputValue[] = [
        row.vin,
        row.verdict,
        row.count,
        row.recordCount ?? null,
        JSON.stringify(row.campaigns),
        row.parkOutside === undefined ? null : row.parkOutside ? 1 : 0,
        row.error ?? null,
        row.stock ?? null,
        row.year ?? null,
        row.make ?? null,
        row.model ?? null,
      ];
      const place = places.byVin.get(row.vin);
      if (place === undefined) {
        const answered = places.next++;
        places.byVin.set(row.vin, answered);
        insertResult.run(sweep.id, answered, ...values);
      } else {
        updateResult.run(...values, sweep.id, place);
      }
    }
  }

  return {
    lasting: true,
    load() {
      const raw = connection
        .prepare(
          `SELECT r.*, l.vins, l.refused, l.refused_count, l.stock_numbers
           FROM sweep_runs r JOIN sweep_lists l ON l.sweep_id = r.id ORDER BY r.rowid DESC LIMIT 1`,
        )
        .get();
      if (!raw) return null;
      const run = RunRow.parse(raw);
      const json = RunJson.parse({
        vins: JSON.parse(run.vins),
        refused: JSON.parse(run.refused),
        stockNumbers: JSON.parse(run.stock_numbers),
        pausedFor: run.paused_for === null ? null : JSON.parse(run.paused_for),
      });
      const rows = connection
        .prepare('SELECT * FROM sweep_results WHERE sweep_id = ? ORDER BY answered')
        .all(run.id)
        .map((row) => ResultRow.parse(row));
      places = {
        sweepId: run.id,
        byVin: new Map(rows.map((row) => [row.vin, row.answered])),
        next: (rows.at(-1)?.answered ?? -1) + 1,
      };
      const results = rows.map(resultOf);
      return {
        id: run.id,
        state: run.state,
        endpoint: run.endpoint,
        service: { mode: run.service_mode, origin: run.service_origin },
        vins: json.vins,
        refused: json.refused,
        refusedCount: run.refused_count,
        stockNumbers: json.stockNumbers,
        results,
        startedAt: run.started_at,
        pausedFor: json.pausedFor,
      };
    },
    replace(sweep) {
      inTransaction(connection, () => {
        connection.exec('DELETE FROM sweep_runs');
        places = { sweepId: sweep.id, byVin: new Map(), next: 0 };
        insertRun.run(
          sweep.id,
          sweep.state,
          sweep.endpoint,
          sweep.service.mode,
          sweep.service.origin,
          sweep.results.length,
          sweep.startedAt,
          pauseText(sweep),
        );
        insertList.run(
          sweep.id,
          JSON.stringify(sweep.vins),
          JSON.stringify(sweep.refused),
          sweep.refusedCount,
          JSON.stringify(sweep.stockNumbers),
        );
        putResults(sweep, sweep.results);
      });
    },
    write(sweep, rows) {
      inTransaction(connection, () => {
        updateRun.run(sweep.state, sweep.endpoint, pauseText(sweep), sweep.results.length, sweep.id);
        putResults(sweep, rows);
      });
    },
  };
}

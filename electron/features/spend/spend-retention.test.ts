import { afterEach, describe, expect, it } from 'vitest';
import { countRows, local, openTestLedger, type TestLedger } from './test-support/spend-test-ledger';

const HOUR_MS = 3_600_000;
const NOW = local('2026-11-27T10:00');
// 24 months before 27 Nov 2026: calls before 27 Nov 2024 00:00 local are past keeping.
const CUTOFF = local('2024-11-27T00:00');
const VIN_GROWTH = { endpoint: 'vin', plan: 'growth', priceMicros: 2_500, activity: 'vin-page' } as const;

let open: TestLedger[] = [];
afterEach(() => {
  for (const each of open) each.close();
  open = [];
});

function callTimes({ database }: TestLedger): number[] {
  const rows = database.connection.prepare('SELECT at_ms FROM spend_calls ORDER BY at_ms').all() as { at_ms: number }[];
  return rows.map((row) => row.at_ms);
}

function dayStarts({ database }: TestLedger): number[] {
  const rows = database.connection.prepare('SELECT day_start_ms FROM spend_days ORDER BY day_start_ms').all() as {
    day_start_ms: number;
  }[];
  return rows.map((row) => row.day_start_ms);
}

function insertDay({ database }: TestLedger, dayStartMs: number): void {
  database.connection
    .prepare("INSERT INTO spend_days VALUES (?, 'vin', 'vin-page', 'growth', 2, 5000)")
    .run(dayStartMs);
}

describe('spend retention', () => {
  it('deletes calls and daily totals older than 24 months, to the local day', async () => {
    const opened = await openTestLedger(NOW);
    open.push(opened);
    for (const atMs of [CUTOFF - 1, CUTOFF, NOW]) opened.ledger.record({ ...VIN_GROWTH, atMs });
    insertDay(opened, local('2024-11-26T00:00'));
    insertDay(opened, local('2024-11-27T00:00'));
    opened.ledger.upkeep();
    expect(callTimes(opened)).toEqual([CUTOFF, NOW]);
    expect(dayStarts(opened)).toEqual([local('2024-11-27T00:00')]);
  });

  it('runs on open', async () => {
    const first = await openTestLedger(local('2024-11-26T12:00'));
    first.ledger.record({ ...VIN_GROWTH, atMs: local('2024-11-26T12:00') });
    first.ledger.record({ ...VIN_GROWTH, atMs: local('2024-11-28T12:00') });
    first.close();
    const later = await openTestLedger(NOW, {}, first.file);
    open.push(later);
    expect(callTimes(later)).toEqual([local('2024-11-28T12:00')]);
  });

  it('runs again once a day as calls are written, not on every flush', async () => {
    const opened = await openTestLedger(NOW);
    open.push(opened);
    const { ledger, clock } = opened;
    // Both within 24 months now; the first falls out tomorrow, the second the day after.
    const fallsOutTomorrow = local('2024-11-27T08:00');
    const fallsOutLater = local('2024-11-28T08:00');
    ledger.record({ ...VIN_GROWTH, atMs: fallsOutTomorrow });
    ledger.record({ ...VIN_GROWTH, atMs: fallsOutLater });
    ledger.flush();

    // 23 h on (09:00 on the 28th): the first is now past 24 months, but the day's run is not due.
    clock.nowMs = NOW + 23 * HOUR_MS;
    ledger.record({ ...VIN_GROWTH });
    ledger.flush();
    expect(callTimes(opened)).toContain(fallsOutTomorrow);

    // 24 h on: due, so the flush's upkeep deletes it; the other is still within 24 months.
    clock.nowMs = NOW + 24 * HOUR_MS;
    ledger.record({ ...VIN_GROWTH });
    ledger.flush();
    expect(callTimes(opened)).not.toContain(fallsOutTomorrow);
    expect(callTimes(opened)).toContain(fallsOutLater);
    expect(countRows(opened.database, 'spend_calls')).toBe(3);
  });
});

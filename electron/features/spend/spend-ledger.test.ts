import { DatabaseSync } from 'node:sqlite';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SpendCallInput } from './spend-ledger';
import { countRows, local, openTestLedger, type TestLedger } from './test-support/spend-test-ledger';

// Prices from docs/real-service.md row 26, in micro-dollars: Growth build $0.10 = 100,000;
// Growth VIN decode $0.0025 = 2,500; Growth listings $0.0015 = 1,500; Scale plate $0.55 = 550,000.
const BUILD_GROWTH = { endpoint: 'build', plan: 'growth', priceMicros: 100_000 } as const;
const VIN_GROWTH = { endpoint: 'vin', plan: 'growth', priceMicros: 2_500 } as const;
const LISTINGS_GROWTH = { endpoint: 'listings', plan: 'growth', priceMicros: 1_500 } as const;
const PLATE_SCALE = { endpoint: 'plate', plan: 'scale', priceMicros: 550_000 } as const;

const NOW = local('2026-11-27T15:00');

let open: TestLedger[] = [];
afterEach(() => {
  for (const each of open) each.close();
  open = [];
});
async function ledgerAt(nowMs: number, options?: Parameters<typeof openTestLedger>[1]): Promise<TestLedger> {
  const opened = await openTestLedger(nowMs, options);
  open.push(opened);
  return opened;
}

/** Calls on both sides of the local day's and month's edges, all worked out by hand below. */
function recordNovember({ ledger }: TestLedger): void {
  for (let i = 0; i < 3; i += 1)
    ledger.record({ ...BUILD_GROWTH, activity: 'vin-page', atMs: local('2026-11-27T09:00') });
  for (let i = 0; i < 4; i += 1)
    ledger.record({ ...VIN_GROWTH, activity: 'hover-prefetch', atMs: local('2026-11-27T10:00') });
  ledger.record({ ...PLATE_SCALE, activity: 'plate', atMs: local('2026-11-27T00:30') });
  // 23:30 local on the 26th is already the 27th in UTC: yesterday here.
  for (let i = 0; i < 2; i += 1)
    ledger.record({ ...LISTINGS_GROWTH, activity: 'search', atMs: local('2026-11-26T23:30') });
  // 23:59 local on 31 October is 1 November in UTC: last month here.
  ledger.record({ ...BUILD_GROWTH, activity: 'export', atMs: local('2026-10-31T23:59') });
}

describe('spend ledger queries', () => {
  it('sums today by the local calendar, grouped by activity and by endpoint', async () => {
    const opened = await ledgerAt(NOW);
    recordNovember(opened);
    const today = opened.ledger.summarize(opened.ledger.today());
    // 3 × 100,000 + 4 × 2,500 + 550,000 = 860,000 micro-dollars ($0.86), 8 calls.
    expect({ calls: today.calls, micros: today.micros }).toEqual({ calls: 8, micros: 860_000 });
    expect(today.byActivity).toEqual([
      { activity: 'plate', calls: 1, micros: 550_000 },
      { activity: 'vin-page', calls: 3, micros: 300_000 },
      { activity: 'hover-prefetch', calls: 4, micros: 10_000 },
    ]);
    expect(today.byEndpoint).toEqual([
      { endpoint: 'plate', calls: 1, micros: 550_000 },
      { endpoint: 'build', calls: 3, micros: 300_000 },
      { endpoint: 'vin', calls: 4, micros: 10_000 },
    ]);
  });

  it('sums this month, leaving out 31 October 23:59 local although it is November in UTC', async () => {
    const opened = await ledgerAt(NOW);
    recordNovember(opened);
    const month = opened.ledger.summarize(opened.ledger.thisMonth());
    // Today's 860,000 + 2 × 1,500 on the 26th = 863,000, 10 calls.
    expect({ calls: month.calls, micros: month.micros }).toEqual({ calls: 10, micros: 863_000 });
    expect(month.byActivity.map((group) => group.activity)).toEqual(['plate', 'vin-page', 'hover-prefetch', 'search']);
    const october = opened.ledger.summarize({ fromMs: local('2026-10-01T00:00'), toMs: local('2026-11-01T00:00') });
    expect(october.byActivity).toEqual([{ activity: 'export', calls: 1, micros: 100_000 }]);
  });

  it('gives one daily total per day of the month, zero where nothing was spent', async () => {
    const opened = await ledgerAt(NOW);
    recordNovember(opened);
    const days = opened.ledger.dailyTotals();
    expect(days).toHaveLength(30);
    expect(days[0]).toMatchObject({ date: '2026-11-01', calls: 0, micros: 0, fromMs: local('2026-11-01T00:00') });
    expect(days.filter((day) => day.calls > 0)).toEqual([
      {
        date: '2026-11-26',
        fromMs: local('2026-11-26T00:00'),
        toMs: local('2026-11-27T00:00'),
        calls: 2,
        micros: 3_000,
      },
      {
        date: '2026-11-27',
        fromMs: local('2026-11-27T00:00'),
        toMs: local('2026-11-28T00:00'),
        calls: 8,
        micros: 860_000,
      },
    ]);
  });

  it('stamps a call with the injected clock when it carries no time', async () => {
    const opened = await ledgerAt(NOW);
    opened.ledger.record({ ...VIN_GROWTH, activity: 'search' });
    opened.ledger.flush();
    const row = opened.database.connection.prepare('SELECT at_ms FROM spend_calls').get();
    expect(row).toEqual({ at_ms: NOW });
  });
});

describe('spend ledger writes', () => {
  it('record() only queues: nothing reaches the file until the timer flushes, within about a second', async () => {
    const opened = await ledgerAt(NOW, { flushEveryMs: 1_000 });
    const started = performance.now();
    opened.ledger.record({ ...VIN_GROWTH, activity: 'vin-page' });
    expect(countRows(opened.database, 'spend_calls')).toBe(0);
    // A second connection, as another process would see the file.
    const reader = new DatabaseSync(opened.file, { readOnly: true });
    try {
      await vi.waitFor(
        () => expect((reader.prepare('SELECT count(*) AS n FROM spend_calls').get() as { n: number }).n).toBe(1),
        { timeout: 5_000, interval: 20 },
      );
    } finally {
      reader.close();
    }
    expect(performance.now() - started).toBeGreaterThanOrEqual(990);
  });

  it('writes the queue on close(), so a normal quit loses nothing', async () => {
    const opened = await openTestLedger(NOW, { flushEveryMs: 60_000 });
    for (let i = 0; i < 5; i += 1) opened.ledger.record({ ...VIN_GROWTH, activity: 'sweep' });
    opened.close();
    const reopened = await openTestLedger(NOW, {}, opened.file);
    open.push(reopened);
    expect(reopened.ledger.summarize(reopened.ledger.today())).toMatchObject({ calls: 5, micros: 12_500 });
  });

  it('writes 10,000 queued calls in transactions of rowsPerTurn, all of them, in order', async () => {
    const opened = await ledgerAt(NOW, { flushEveryMs: 60_000, rowsPerTurn: 2_000 });
    for (let i = 0; i < 10_000; i += 1)
      opened.ledger.record({ ...VIN_GROWTH, activity: 'sweep', atMs: NOW - 10_000 + i });
    opened.ledger.flush();
    const rows = opened.database.connection.prepare('SELECT at_ms FROM spend_calls ORDER BY rowid').all() as {
      at_ms: number;
    }[];
    expect(rows).toHaveLength(10_000);
    expect(rows.every((row, i) => row.at_ms === NOW - 10_000 + i)).toBe(true);
    expect(opened.ledger.summarize(opened.ledger.today()).micros).toBe(25_000_000);
  });

  it('keeps a batch whose write failed, in order, and writes it on the next flush', async () => {
    const errors: unknown[] = [];
    const opened = await ledgerAt(NOW, { flushEveryMs: 10, onError: (error) => errors.push(error) });
    const { connection } = opened.database;
    // A temporary trigger stands in for a full disk: every insert fails until it is dropped.
    connection.exec(
      "CREATE TEMP TRIGGER refuse BEFORE INSERT ON spend_calls BEGIN SELECT RAISE(ABORT, 'disk full'); END",
    );
    opened.ledger.record({ ...BUILD_GROWTH, activity: 'vin-page', atMs: NOW - 2 });
    opened.ledger.record({ ...VIN_GROWTH, activity: 'vin-page', atMs: NOW - 1 });
    await vi.waitFor(() => expect(errors.length).toBeGreaterThan(0), { timeout: 5_000, interval: 10 });
    expect(String(errors[0])).toMatch(/disk full/);
    expect(countRows(opened.database, 'spend_calls')).toBe(0);
    connection.exec('DROP TRIGGER refuse');
    opened.ledger.flush();
    expect(connection.prepare('SELECT at_ms, price_micros FROM spend_calls ORDER BY rowid').all()).toEqual([
      { at_ms: NOW - 2, price_micros: 100_000 },
      { at_ms: NOW - 1, price_micros: 2_500 },
    ]);
  });

  it('refuses what is not a priced call: a dollar float, an unknown endpoint or activity, free text', async () => {
    const { ledger, database } = await ledgerAt(NOW);
    const bad: unknown[] = [
      { ...VIN_GROWTH, activity: 'search', priceMicros: 0.0025 },
      { ...VIN_GROWTH, activity: 'search', priceMicros: -1 },
      { ...VIN_GROWTH, activity: 'search', endpoint: 'https://api.auto.dev/vin/1HGCM82633A004352' },
      { ...VIN_GROWTH, activity: 'looked at a blue Civic' },
      { ...VIN_GROWTH, activity: 'search', plan: 'enterprise' },
    ];
    for (const call of bad) expect(() => ledger.record(call as SpendCallInput)).toThrow(TypeError);
    // An extra field never reaches the file: the row has five columns, all of them closed sets or integers.
    ledger.record({ ...VIN_GROWTH, activity: 'search', apiKey: 'sk_ad_secret' } as SpendCallInput);
    ledger.flush();
    expect(database.connection.prepare('SELECT * FROM spend_calls').all()).toEqual([
      { at_ms: NOW, endpoint: 'vin', plan: 'growth', price_micros: 2_500, activity: 'search' },
    ]);
  });

  it('the file itself refuses text that is not a short lowercase key, whatever the caller', async () => {
    const { database } = await ledgerAt(NOW);
    const insert = database.connection.prepare(
      'INSERT INTO spend_calls (at_ms, endpoint, plan, price_micros, activity) VALUES (?, ?, ?, ?, ?)',
    );
    expect(() => insert.run(NOW, 'vin', 'growth', 2_500, 'ABC123')).toThrow(/CHECK/);
    expect(() => insert.run(NOW, 'https://x', 'growth', 2_500, 'search')).toThrow(/CHECK/);
    expect(() => insert.run(NOW, 'vin', 'growth', 0.0025, 'search')).toThrow();
  });

  it('refuses record() after close(), rather than dropping the call unseen', async () => {
    const opened = await openTestLedger(NOW);
    opened.close();
    expect(() => opened.ledger.record({ ...VIN_GROWTH, activity: 'search' })).toThrow(/closed/);
  });
});

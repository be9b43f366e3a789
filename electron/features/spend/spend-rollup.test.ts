import { afterEach, describe, expect, it } from 'vitest';
import { countRows, local, openTestLedger, type TestLedger } from './test-support/spend-test-ledger';

// Row 26 prices in micro-dollars: Growth build $0.10, Growth VIN decode $0.0025,
// Growth listings $0.0015, Scale plate $0.55.
const BUILD = { endpoint: 'build', plan: 'growth', priceMicros: 100_000 } as const;
const VIN = { endpoint: 'vin', plan: 'growth', priceMicros: 2_500 } as const;
const LISTINGS = { endpoint: 'listings', plan: 'growth', priceMicros: 1_500 } as const;
const PLATE = { endpoint: 'plate', plan: 'scale', priceMicros: 550_000 } as const;

const NOW = local('2026-11-27T15:00');

let open: TestLedger[] = [];
afterEach(() => {
  for (const each of open) each.close();
  open = [];
});

function days({ database }: TestLedger): unknown[] {
  return database.connection
    .prepare('SELECT day_start_ms, endpoint, activity, plan, calls, price_micros FROM spend_days ORDER BY 1, 2, 3, 4')
    .all()
    .map((row) => ({ ...row }));
}

describe('spend size bound', () => {
  it('folds the oldest whole days into daily totals when over budget, and every total reads the same', async () => {
    // Written with room to spare, so the totals below are read from one row per call.
    const roomy = await openTestLedger(NOW);
    const { ledger } = roomy;
    ledger.record({ ...BUILD, activity: 'vin-page', atMs: local('2026-11-20T09:00') });
    ledger.record({ ...BUILD, activity: 'vin-page', atMs: local('2026-11-20T11:00') });
    ledger.record({ ...VIN, activity: 'vin-page', atMs: local('2026-11-20T23:59') });
    for (const hour of ['08', '12', '16'])
      ledger.record({ ...VIN, activity: 'search', atMs: local(`2026-11-21T${hour}:00`) });
    ledger.record({ ...PLATE, activity: 'plate', atMs: local('2026-11-22T10:00') });
    ledger.record({ ...LISTINGS, activity: 'search', atMs: local('2026-11-27T09:00') });
    ledger.record({ ...LISTINGS, activity: 'search', atMs: local('2026-11-27T10:00') });
    const before = {
      month: ledger.summarize(ledger.thisMonth()),
      today: ledger.summarize(ledger.today()),
      daily: ledger.dailyTotals(),
    };
    // 9 calls: 2 × 100,000 + 1 × 2,500 + 3 × 2,500 + 550,000 + 2 × 1,500 = 763,000.
    expect(before.month).toMatchObject({ calls: 9, micros: 763_000 });
    expect(before.daily.find((day) => day.date === '2026-11-20')).toMatchObject({ calls: 3, micros: 202_500 });
    roomy.close();

    // Reopened with a budget of 4 call rows: upkeep on open folds down to 3 (three quarters of
    // it). The 6th oldest call is on the 21st, so the 20th and 21st fold whole (6 calls); the
    // 22nd and today stay as calls.
    const tight = await openTestLedger(NOW, { maxCallRows: 4 }, roomy.file);
    open.push(tight);
    expect(countRows(tight.database, 'spend_calls')).toBe(3);
    expect(days(tight)).toEqual([
      {
        day_start_ms: local('2026-11-20T00:00'),
        endpoint: 'build',
        activity: 'vin-page',
        plan: 'growth',
        calls: 2,
        price_micros: 200_000,
      },
      {
        day_start_ms: local('2026-11-20T00:00'),
        endpoint: 'vin',
        activity: 'vin-page',
        plan: 'growth',
        calls: 1,
        price_micros: 2_500,
      },
      {
        day_start_ms: local('2026-11-21T00:00'),
        endpoint: 'vin',
        activity: 'search',
        plan: 'growth',
        calls: 3,
        price_micros: 7_500,
      },
    ]);
    expect(tight.ledger.summarize(tight.ledger.thisMonth())).toEqual(before.month);
    expect(tight.ledger.summarize(tight.ledger.today())).toEqual(before.today);
    expect(tight.ledger.dailyTotals()).toEqual(before.daily);
  });

  it('keeps totals exact when a fold adds to a day already folded, and never folds today', async () => {
    const opened = await openTestLedger(NOW, { maxCallRows: 4, flushEveryMs: 60_000 });
    open.push(opened);
    const { ledger } = opened;
    for (const hour of ['08', '12', '16'])
      ledger.record({ ...VIN, activity: 'search', atMs: local(`2026-11-21T${hour}:00`) });
    for (const minute of ['00', '01'])
      ledger.record({ ...LISTINGS, activity: 'search', atMs: local(`2026-11-27T09:${minute}`) });
    ledger.flush();
    // 5 rows > 4: down to 3 means folding 2 calls; the 2nd oldest is on the 21st, so the whole 21st folds.
    expect(days(opened)).toMatchObject([{ day_start_ms: local('2026-11-21T00:00'), calls: 3, price_micros: 7_500 }]);

    // Two late-arriving calls for the 21st, and three more today: 7 rows, over budget again.
    ledger.record({ ...VIN, activity: 'search', atMs: local('2026-11-21T20:00') });
    ledger.record({ ...VIN, activity: 'search', atMs: local('2026-11-21T21:00') });
    for (const minute of ['02', '03', '04'])
      ledger.record({ ...LISTINGS, activity: 'search', atMs: local(`2026-11-27T09:${minute}`) });
    ledger.flush();
    // The 21st's total grew to 5 calls, 12,500; today's 5 calls stay as rows although over budget.
    expect(days(opened)).toMatchObject([{ day_start_ms: local('2026-11-21T00:00'), calls: 5, price_micros: 12_500 }]);
    expect(countRows(opened.database, 'spend_calls')).toBe(5);
    // 5 × 2,500 + 5 × 1,500 = 20,000.
    expect(ledger.summarize(ledger.thisMonth())).toMatchObject({ calls: 10, micros: 20_000 });
    expect(ledger.summarize(ledger.today())).toMatchObject({ calls: 5, micros: 7_500 });
  });
});

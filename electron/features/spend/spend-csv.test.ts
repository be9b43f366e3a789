import { describe, expect, it } from 'vitest';
import type { SpendReport, SpendTotals } from '../../../shared/ipc/spend-channels';
import { spendCsv } from './spend-csv';

// Figures worked out by hand from docs/real-service.md row 26, Growth column, in millionths of
// a dollar: VIN decode $0.0025 (2,500), listings $0.0015 (1,500), build sheet $0.10 (100,000).

/** Today, Nov 3: three VIN decodes on a VIN page, 3 × $0.0025 = $0.0075. */
const today: SpendTotals = {
  calls: 3,
  micros: 7_500,
  byActivity: [{ activity: 'vin-page', calls: 3, micros: 7_500 }],
  byEndpoint: [{ endpoint: 'vin', calls: 3, micros: 7_500 }],
};

/**
 * The month adds, on Nov 2, a build sheet on a VIN page ($0.10) and two listing searches
 * (2 × $0.0015 = $0.003): VIN pages 4 calls, $0.1075; in all 6 calls, $0.1105.
 */
const month: SpendTotals = {
  calls: 6,
  micros: 110_500,
  byActivity: [
    { activity: 'vin-page', calls: 4, micros: 107_500 },
    { activity: 'search', calls: 2, micros: 3_000 },
  ],
  byEndpoint: [
    { endpoint: 'build', calls: 1, micros: 100_000 },
    { endpoint: 'vin', calls: 3, micros: 7_500 },
    { endpoint: 'listings', calls: 2, micros: 3_000 },
  ],
};

const growth: SpendReport = {
  live: true,
  recording: { active: true },
  plan: 'growth',
  today,
  month,
  daily: [
    { date: '2026-11-01', calls: 0, micros: 0 },
    { date: '2026-11-02', calls: 3, micros: 103_000 },
    { date: '2026-11-03', calls: 3, micros: 7_500 },
  ],
  usage: { available: true, used: 1204, limit: 5000, resetsAt: '2026-12-01T00:00:00.000Z' },
};

const lines = (...rows: string[]) => rows.join('\r\n');

describe('the Usage CSV', () => {
  it('holds every part of the Usage view in one table, dollars exact to the millionth', () => {
    const { text, rows } = spendCsv(growth, '2026-11-03');
    expect(text).toBe(
      lines(
        'Section,Period,Item,Calls,Dollars,Note',
        "Plan,,Growth,,,Live service: each call is billed at the plan's published per-lookup price.",
        'Today by task,2026-11-03,Vehicle pages,3,0.0075,',
        'Today by task,2026-11-03,Total,3,0.0075,',
        'Today by lookup,2026-11-03,VIN decodes,3,0.0075,',
        'Today by lookup,2026-11-03,Total,3,0.0075,',
        'This month by task,2026-11,Vehicle pages,4,0.1075,',
        'This month by task,2026-11,Searches,2,0.003,',
        'This month by task,2026-11,Total,6,0.1105,',
        'This month by lookup,2026-11,Build sheet,1,0.10,',
        'This month by lookup,2026-11,VIN decodes,3,0.0075,',
        'This month by lookup,2026-11,Listing searches,2,0.003,',
        'This month by lookup,2026-11,Total,6,0.1105,',
        'This month by day,2026-11-01,All lookups,0,0.00,',
        'This month by day,2026-11-02,All lookups,3,0.103,',
        'This month by day,2026-11-03,All lookups,3,0.0075,',
        "The service's own count,,Calls counted,1204,,",
        "The service's own count,,Calls allowed,5000,,",
        "The service's own count,,Starts again,,,2026-12-01T00:00:00.000Z",
      ),
    );
    expect(rows).toBe(18);
  });

  it('keeps whole dollars and millionths together: $1,234.5678 is 1234.5678, $2 is 2.00', () => {
    const big: SpendTotals = { calls: 2, micros: 1_234_567_800, byActivity: [], byEndpoint: [] };
    const { text } = spendCsv({ ...growth, today: big, month: { ...big, micros: 2_000_000 }, daily: [] }, '2026-11-03');
    expect(text).toContain('Today by task,2026-11-03,Total,2,1234.5678,');
    expect(text).toContain('This month by task,2026-11,Total,2,2.00,');
  });

  it('on demo data says nothing is billed, and that the service gave no count', () => {
    const none: SpendTotals = { calls: 0, micros: 0, byActivity: [], byEndpoint: [] };
    const demo: SpendReport = {
      live: false,
      recording: { active: true },
      plan: 'scale',
      today: none,
      month: none,
      daily: [],
      usage: { available: false, why: 'The demo data has no usage report: it costs nothing.' },
    };
    expect(spendCsv(demo, '2026-11-03').text).toBe(
      lines(
        'Section,Period,Item,Calls,Dollars,Note',
        'Plan,,Scale,,,Demo data: nothing is billed.',
        'Today by task,2026-11-03,Total,0,0.00,',
        'Today by lookup,2026-11-03,Total,0,0.00,',
        'This month by task,2026-11,Total,0,0.00,',
        'This month by lookup,2026-11,Total,0,0.00,',
        "The service's own count,,,,,The service did not say how much your key has used.",
      ),
    );
  });

  it('says why nothing is counted, and when the service answered with no figures', () => {
    const why = 'Spending is not being counted: the usage record could not be opened (it may be damaged).';
    const { text } = spendCsv(
      { ...growth, plan: 'unknown', recording: { active: false, why }, usage: { available: true } },
      '2026-11-03',
    );
    expect(text).toContain('Plan,,Not known yet,,,');
    // The note holds a colon and parentheses but no comma or quote, so it needs no quoting.
    expect(text).toContain(`Recording,,Not counted,,,${why}`);
    expect(text).toContain(
      'The service\'s own count,,,,,"The service answered, but gave no figures VinDesk can read."',
    );
  });

  it('guards text from the service that a spreadsheet would run as a formula', () => {
    const { text } = spendCsv({ ...growth, usage: { available: true, resetsAt: '=HYPERLINK("x")' } }, '2026-11-03');
    expect(text).toContain(`The service's own count,,Starts again,,,"'=HYPERLINK(""x"")"`);
  });
});

import { describe, expect, it } from 'vitest';
import {
  localDateLabel,
  localDateMonthsBefore,
  localDay,
  localDaysOf,
  localMonth,
  type UtcOffset,
} from './local-calendar';

const iso = (ms: number): string => new Date(ms).toISOString();

/** New York in 2026: EDT (-240) until 2026-11-01T06:00Z (02:00 EDT falls back to 01:00 EST), then EST (-300). */
const NEW_YORK_2026: UtcOffset = (atMs) => (atMs < Date.parse('2026-11-01T06:00:00Z') ? -240 : -300);

describe('local calendar', () => {
  it('puts 23:30 in New York on the local day, although UTC has moved on to the next', () => {
    const lateEvening = Date.parse('2026-11-27T04:30:00Z'); // 2026-11-26 23:30 EST
    expect(localDateLabel(lateEvening, NEW_YORK_2026)).toBe('2026-11-26');
    const day = localDay(lateEvening, NEW_YORK_2026);
    expect([iso(day.fromMs), iso(day.toMs)]).toEqual(['2026-11-26T05:00:00.000Z', '2026-11-27T05:00:00.000Z']);
  });

  it('makes the day DST ends 25 hours long, and the month start at local midnight in the offset then in force', () => {
    const day = localDay(Date.parse('2026-11-01T12:00:00Z'), NEW_YORK_2026);
    expect([iso(day.fromMs), iso(day.toMs)]).toEqual(['2026-11-01T04:00:00.000Z', '2026-11-02T05:00:00.000Z']);
    const november = localMonth(Date.parse('2026-11-15T12:00:00Z'), NEW_YORK_2026);
    // 1 Nov 00:00 is still EDT (-4 h); 1 Dec 00:00 is EST (-5 h).
    expect([iso(november.fromMs), iso(november.toMs)]).toEqual([
      '2026-11-01T04:00:00.000Z',
      '2026-12-01T05:00:00.000Z',
    ]);
    expect(localDaysOf(november, NEW_YORK_2026)).toHaveLength(30);
  });

  it('goes back whole months by the calendar, across a year', () => {
    const october = localMonth(Date.parse('2026-11-15T12:00:00Z'), NEW_YORK_2026, -1);
    expect(iso(october.fromMs)).toBe('2026-10-01T04:00:00.000Z');
    const est: UtcOffset = () => -300;
    const cutoff = localDateMonthsBefore(Date.parse('2026-11-27T15:00:00Z'), est, 24);
    // 24 months before 27 Nov 2026 is 27 Nov 2024, midnight EST.
    expect(iso(cutoff)).toBe('2024-11-27T05:00:00.000Z');
  });

  it('works east of UTC too: 00:30 in Berlin is the new local day while UTC is still on the old one', () => {
    const berlin: UtcOffset = () => 60;
    const justAfterMidnight = Date.parse('2026-11-26T23:30:00Z');
    expect(localDateLabel(justAfterMidnight, berlin)).toBe('2026-11-27');
    expect(iso(localDay(justAfterMidnight, berlin).fromMs)).toBe('2026-11-26T23:00:00.000Z');
  });
});

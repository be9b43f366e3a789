// Local calendar days and months as ms ranges. "Today" and "this month" are the user's, not
// UTC's: a dealer in Los Angeles closing at 18:00 has already entered tomorrow in UTC.
// The zone is a function so tests (and DST) can say what the offset is at any instant.

/** Minutes east of UTC in force at an instant: -300 for New York in winter. */
export type UtcOffset = (atMs: number) => number;

/** The machine's zone, with its DST rules. */
export const systemUtcOffset: UtcOffset = (atMs) => -new Date(atMs).getTimezoneOffset();

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/** A half-open span of time, [fromMs, toMs). */
export interface TimeRange {
  readonly fromMs: number;
  readonly toMs: number;
}

/** The local wall-clock time of an instant, as if it were UTC (so Date's UTC getters read local fields). */
function wallClock(atMs: number, offset: UtcOffset): number {
  return atMs + offset(atMs) * MINUTE_MS;
}

/** The instant at which the local wall clock reads `wall`; offset looked up twice to settle across a DST change. */
function instantOf(wall: number, offset: UtcOffset): number {
  const guess = wall - offset(wall) * MINUTE_MS;
  return wall - offset(guess) * MINUTE_MS;
}

/** Local midnight starting the day that holds atMs. */
function localDayStart(atMs: number, offset: UtcOffset): number {
  const wall = wallClock(atMs, offset);
  return instantOf(wall - (((wall % DAY_MS) + DAY_MS) % DAY_MS), offset);
}

/** The local day that holds atMs; 23 or 25 hours long across a DST change. */
export function localDay(atMs: number, offset: UtcOffset): TimeRange {
  const fromMs = localDayStart(atMs, offset);
  // 26 h after midnight is always inside the next local day, whatever the DST change.
  return { fromMs, toMs: localDayStart(fromMs + 26 * 3_600_000, offset) };
}

/** The local month that holds atMs, shifted by `monthsLater` (negative for earlier months). */
export function localMonth(atMs: number, offset: UtcOffset, monthsLater = 0): TimeRange {
  const wall = new Date(wallClock(atMs, offset));
  const year = wall.getUTCFullYear();
  const month = wall.getUTCMonth() + monthsLater;
  return {
    fromMs: instantOf(Date.UTC(year, month, 1), offset),
    toMs: instantOf(Date.UTC(year, month + 1, 1), offset),
  };
}

/** Local midnight of the same calendar date `months` months before atMs's (the 31st of a short month rolls into the next). */
export function localDateMonthsBefore(atMs: number, offset: UtcOffset, months: number): number {
  const wall = new Date(wallClock(atMs, offset));
  return instantOf(Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth() - months, wall.getUTCDate()), offset);
}

/** 'YYYY-MM-DD' of the local day that holds atMs. */
export function localDateLabel(atMs: number, offset: UtcOffset): string {
  return new Date(wallClock(atMs, offset)).toISOString().slice(0, 10);
}

/** The local days of a range, in order (for a month's daily chart). */
export function localDaysOf(range: TimeRange, offset: UtcOffset): TimeRange[] {
  const days: TimeRange[] = [];
  for (let day = localDay(range.fromMs, offset); day.fromMs < range.toMs; day = localDay(day.toMs, offset))
    days.push(day);
  return days;
}

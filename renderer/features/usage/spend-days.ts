// The month's days as main sends them: local dates "2026-11-03", oldest first.

/** "3" from "2026-11-03": the chart's axis, where the month is the card's title. */
export function dayOfMonth(date: string): string {
  return String(Number(date.slice(8, 10)));
}

const dayWords = new Intl.DateTimeFormat('en-US', {
  weekday: 'short',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/** "Tue, Nov 3" from "2026-11-03", read as the calendar date it names (no time zone shift). */
export function dayLabel(date: string): string {
  return dayWords.format(new Date(`${date}T00:00:00Z`));
}

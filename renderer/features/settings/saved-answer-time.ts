// When the newest saved answer came, as the key's status says it: "Nov 27, 4:12 PM", with the
// year only when it is not this one (a dealer reads the date, not an age that keeps moving).

const THIS_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const OTHER_YEAR = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** null for a time that is not one. */
export function savedAnswerTime(at: string, now: number = Date.now()): string | null {
  const time = new Date(at);
  if (!Number.isFinite(time.getTime())) return null;
  return (time.getFullYear() === new Date(now).getFullYear() ? THIS_YEAR : OTHER_YEAR).format(time);
}

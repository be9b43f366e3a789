import { Badge } from './badge';

/** "2 days ago", "3 hours ago", "just now": how old a cached answer is, in a person's words. */
export function describeAge(fetchedAt: string | number, now: number = Date.now()): string {
  const then = typeof fetchedAt === 'number' ? fetchedAt : Date.parse(fetchedAt);
  if (!Number.isFinite(then)) return 'an earlier session';
  const minutes = Math.max(0, Math.round((now - then) / 60_000));
  if (minutes < 1) return 'just now';
  if (minutes < 60) return minutes === 1 ? '1 minute ago' : `${minutes} minutes ago`;
  const hours = Math.round(minutes / 60);
  if (hours < 24) return hours === 1 ? '1 hour ago' : `${hours} hours ago`;
  const days = Math.round(hours / 24);
  return days === 1 ? '1 day ago' : `${days} days ago`;
}

/**
 * When a saved copy was fetched, in the person's own locale and clock, for a tooltip. One
 * formatter, built as the screens load: Date#toLocaleString builds one on every call, and
 * the first also loads the locale's data, which held back the first VIN page painted from
 * the saved copy by several milliseconds (bench target: a revisit paints in 50 ms).
 */
const SAVED_AT = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'medium' });

export function formatSavedAt(fetchedAt: string | number): string {
  const time = new Date(fetchedAt);
  return Number.isFinite(time.getTime()) ? SAVED_AT.format(time) : 'at an unknown time';
}

interface StaleNoteProps {
  /** From Fetched<T>: true when main served its cached answer because the service could not be reached. */
  stale: boolean;
  fetchedAt: string | number;
}

/** Says plainly that a panel shows an offline copy, and how old it is. Renders nothing for fresh data. */
export function StaleNote({ stale, fetchedAt }: StaleNoteProps) {
  if (!stale) return null;
  return (
    <Badge tone="warning" dot title={`Saved ${formatSavedAt(fetchedAt)}`}>
      Offline — data from {describeAge(fetchedAt)}
    </Badge>
  );
}

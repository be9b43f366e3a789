import { RECALL_LEVEL_RANK, recallSeverity } from '../../../shared/recalls/recall-severity';
import type { OpenRecall, Recall } from '../../../shared/schemas/recall-schema';

/** Do-not-drive first, then park-outside, then the rest; newest report first within each. */
export function sortOpenRecalls(recalls: readonly OpenRecall[]): OpenRecall[] {
  const rank = (recall: OpenRecall) => RECALL_LEVEL_RANK[recallSeverity(recall, 'open').level];
  return [...recalls].sort(
    (a, b) => rank(a) - rank(b) || reportTime(b.reportReceivedDate) - reportTime(a.reportReceivedDate),
  );
}

/**
 * The catalog (recalls=true) minus the open ones: campaigns on record for the VIN
 * that are no longer open, matched by regulator campaign number.
 */
export function closedRecalls(catalog: readonly Recall[], open: readonly OpenRecall[]): Recall[] {
  const openNumbers = new Set(open.map((recall) => recall.regulatorCampaignNumber));
  return catalog.filter((recall) => !openNumbers.has(recall.regulatorCampaignNumber));
}

/** "ELECTRICAL SYSTEM:12V/BATTERY:CABLES" → "Electrical system › 12V › Battery › Cables". */
export function readableComponent(path: string | undefined): string {
  if (!path) return 'Component not stated';
  return path
    .split(/\s*[:/]\s*/)
    .filter(Boolean)
    .map((part) => (/^[A-Z0-9 ,.&-]+$/.test(part) ? sentenceCase(part) : part))
    .join(' › ');
}

function sentenceCase(part: string): string {
  // Tokens with digits (12V, 4WD) keep their case; words are lower-cased.
  const words = part.split(' ').map((word) => (/\d/.test(word) ? word : word.toLowerCase()));
  return words.join(' ').replace(/^./, (first) => first.toUpperCase());
}

/** Built once: toLocaleDateString with options builds a formatter on every call (recall-heavy pages call it dozens of times). */
const SERVICE_DATE = new Intl.DateTimeFormat('en-US', {
  year: 'numeric',
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});

/**
 * Report dates come as dd/mm/yyyy (the spec); the expected remedy date has no format in the
 * spec and comes as yyyy-mm-dd, so both are read, and one card shows both dates alike.
 * Anything else (or an impossible day) is shown as sent rather than guessed at.
 */
export function formatServiceDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const time = serviceDateTime(value);
  return time === null ? value : SERVICE_DATE.format(new Date(time));
}

/** A service date as the UTC midnight of its day; null when it is not a date this reads. */
export function serviceDateTime(value: string): number | null {
  const dayFirst = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const [year, month, day] = dayFirst ? [dayFirst[3], dayFirst[2], dayFirst[1]] : iso ? [iso[1], iso[2], iso[3]] : [];
  if (year === undefined || month === undefined || day === undefined) return null;
  const time = Date.UTC(Number(year), Number(month) - 1, Number(day));
  // Date.UTC rolls 31/02 over into March and month 13 into January: a day that does not
  // exist is not a date.
  const date = new Date(time);
  return date.getUTCDate() === Number(day) && date.getUTCMonth() === Number(month) - 1 ? time : null;
}

function reportTime(value: string | undefined): number {
  return (value ? serviceDateTime(value) : null) ?? 0;
}

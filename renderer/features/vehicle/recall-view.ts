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

/** The service sends dd/mm/yyyy; anything else is shown as sent. */
export function formatServiceDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return value;
  const date = new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])));
  return SERVICE_DATE.format(date);
}

function reportTime(value: string | undefined): number {
  const match = value ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value) : null;
  return match ? Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])) : 0;
}

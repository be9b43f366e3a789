import type { SweepResult, SweepStatus, SweepVerdict } from '../ipc/sweep-channels';
import { RECALL_FLAG_WORDS, RECALL_LEVELS, type RecallTone } from '../recalls/recall-severity';

/** The verdict as the sweep's table and export say it; recall levels in the shared words. */
export const VERDICT_WORDS: Readonly<Record<SweepVerdict, string>> = {
  'park-it': RECALL_LEVELS['park-it'].label,
  'park-outside': RECALL_LEVELS['park-outside'].label,
  open: RECALL_LEVELS.open.label,
  'on-record': 'Recalls on record',
  clean: 'No open recalls',
  error: 'Not checked',
};

/**
 * The verdict's badge color. Recall levels take the shared tones; recalls on record (open or
 * fixed not checked) take the 'unknown' level's. Only a vehicle with nothing open is green.
 */
export const VERDICT_TONES: Readonly<Record<SweepVerdict, RecallTone | 'success'>> = {
  'park-it': RECALL_LEVELS['park-it'].tone,
  'park-outside': RECALL_LEVELS['park-outside'].tone,
  open: RECALL_LEVELS.open.tone,
  'on-record': RECALL_LEVELS.unknown.tone,
  clean: 'success',
  error: 'neutral',
};

const NOT_CHECKED = 'Not checked';
const NEEDS_SCALE = 'Needs the Scale plan';

function counted(count: number, one: string, many: string, none: string): string {
  if (count === 0) return none;
  return `${count.toLocaleString('en-US')} ${count === 1 ? one : many}`;
}

/** "2 open recalls", "No open recalls"; on Growth the open status is not known. */
export function openRecallWords(result: SweepResult, endpoint: SweepStatus['endpoint']): string {
  if (result.verdict === 'error') return NOT_CHECKED;
  if (endpoint === 'recalls') return NEEDS_SCALE;
  return counted(result.count, 'open recall', 'open recalls', 'No open recalls');
}

/** "3 recalls on record", "No recalls on record". */
export function recordWords(result: SweepResult): string {
  if (result.verdict === 'error') return NOT_CHECKED;
  if (result.recordCount === undefined) return 'Not reported by the service';
  return counted(result.recordCount, 'recall on record', 'recalls on record', 'No recalls on record');
}

/** The do-not-drive flag of an open recall, in words. */
export function parkItWords(result: SweepResult, endpoint: SweepStatus['endpoint']): string {
  if (result.verdict === 'error') return NOT_CHECKED;
  if (endpoint === 'recalls') return NEEDS_SCALE;
  return result.verdict === 'park-it' ? RECALL_FLAG_WORDS.parkIt : 'No';
}

/** The park-outside (fire risk) flag of an open recall, in words. */
export function parkOutsideWords(result: SweepResult, endpoint: SweepStatus['endpoint']): string {
  if (result.verdict === 'error') return NOT_CHECKED;
  if (endpoint === 'recalls') return NEEDS_SCALE;
  // A do-not-drive verdict outranks park-outside, so the flag is kept apart from the verdict.
  return (result.parkOutside ?? result.verdict === 'park-outside') ? RECALL_FLAG_WORDS.parkOutside : 'No';
}

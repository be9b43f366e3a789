import type { SweepResult, SweepStatus, SweepVerdict } from '../ipc/sweep-channels';

/** The verdict as the sweep's table and export say it. */
export const VERDICT_WORDS: Readonly<Record<SweepVerdict, string>> = {
  'park-it': 'Do not drive',
  'park-outside': 'Park outside',
  open: 'Open recall',
  'on-record': 'Recalls on record',
  clean: 'No open recalls',
  error: 'Not checked',
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
  return result.verdict === 'park-it' ? 'Park it: do not drive' : 'No';
}

/** The park-outside (fire risk) flag of an open recall, in words. */
export function parkOutsideWords(result: SweepResult, endpoint: SweepStatus['endpoint']): string {
  if (result.verdict === 'error') return NOT_CHECKED;
  if (endpoint === 'recalls') return NEEDS_SCALE;
  // A do-not-drive verdict outranks park-outside, so the flag is kept apart from the verdict.
  return (result.parkOutside ?? result.verdict === 'park-outside') ? 'Park outside: fire risk' : 'No';
}

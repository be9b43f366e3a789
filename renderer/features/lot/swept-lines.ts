import type { SweepResult } from '../../../shared/ipc/sweep-channels';

/**
 * The VINs a sweep checked, one a line, each with its stock number as it was given: the list the
 * "VINs swept" disclosure gives back to edit when the pasted text is gone (after a restart).
 */
export function sweptLines(results: readonly SweepResult[]): string {
  return results.map((result) => (result.stock ? `${result.vin},${result.stock}` : result.vin)).join('\n');
}

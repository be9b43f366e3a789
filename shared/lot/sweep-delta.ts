import type { SweepDelta, SweepStatus } from '../ipc/sweep-channels';
import { sortSweepResults } from './sweep-order';

export type DeltaOutcome =
  /** The delta followed the status: here is the new one. */
  | { kind: 'applied'; status: SweepStatus }
  /** Already part of the status (an event that crossed a snapshot): nothing to do. */
  | { kind: 'stale' }
  /** Something is missing (no status, another sweep, a skipped event): read a snapshot. */
  | { kind: 'resync' };

/**
 * The window's status after one 'sweep.changed' event. Counters in a delta are absolute and
 * rows are keyed by VIN, so applying an event whose rows the snapshot already holds changes
 * nothing; only a gap in the sequence needs a fresh snapshot.
 */
export function applySweepDelta(status: SweepStatus | null | undefined, delta: SweepDelta): DeltaOutcome {
  if (!status || status.id !== delta.id) return { kind: 'resync' };
  if (delta.seq <= status.seq) return { kind: 'stale' };
  if (delta.seq > status.seq + 1) return { kind: 'resync' };
  const { added, ...counters } = delta;
  let results = status.results;
  if (added.length > 0) {
    const known = new Set(results.map((result) => result.vin));
    const fresh = added.filter((result) => !known.has(result.vin));
    if (fresh.length > 0) results = sortSweepResults([...results, ...fresh]);
  }
  return { kind: 'applied', status: { ...status, ...counters, results } };
}

/**
 * The status to keep when a control's reply (pause, resume, start) lands: the reply unless the
 * window already holds a later event of the same sweep. null (the person hid the sweep) wins.
 */
export function newerSweepStatus(
  current: SweepStatus | null | undefined,
  reply: SweepStatus | null,
): SweepStatus | null {
  if (reply && current && current.id === reply.id && current.seq > reply.seq) return current;
  return reply;
}

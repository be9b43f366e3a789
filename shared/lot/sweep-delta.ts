import type { SweepDelta, SweepResult, SweepStatus } from '../ipc/sweep-channels';
import { sortSweepResults } from './sweep-order';

export type DeltaOutcome =
  /** The delta followed the status: here is the new one. */
  | { kind: 'applied'; status: SweepStatus }
  /** Already part of the status (an event that crossed a snapshot): nothing to do. */
  | { kind: 'stale' }
  /** Something is missing (no status, another sweep, a skipped event): read a snapshot. */
  | { kind: 'resync' };

function sameRow(held: SweepResult | undefined, sent: SweepResult): boolean {
  if (!held) return false;
  const keys = new Set([...Object.keys(held), ...Object.keys(sent)] as (keyof SweepResult)[]);
  return [...keys].every((key) =>
    key === 'campaigns' ? held.campaigns.join('\n') === sent.campaigns.join('\n') : held[key] === sent[key],
  );
}

/**
 * The window's status after one 'sweep.changed' event. Counters in a delta are absolute and
 * rows are keyed by VIN (a row sent again is its newer version), so applying an event whose
 * rows the snapshot already holds changes nothing; only a gap in the sequence needs a fresh
 * snapshot.
 */
export function applySweepDelta(status: SweepStatus | null | undefined, delta: SweepDelta): DeltaOutcome {
  if (!status || status.id !== delta.id) return { kind: 'resync' };
  if (delta.seq <= status.seq) return { kind: 'stale' };
  if (delta.seq > status.seq + 1) return { kind: 'resync' };
  const { added, ...counters } = delta;
  let results = status.results;
  if (added.length > 0) {
    // A row sent again replaces the one held (named late, once the local decode answered), the
    // last of one event winning; one the window holds as it is changes nothing, so the table
    // keeps its list and need not redraw.
    const held = new Map(results.map((result) => [result.vin, result]));
    const latest = new Map(added.map((result) => [result.vin, result]));
    const changed = [...latest.values()].filter((result) => !sameRow(held.get(result.vin), result));
    if (changed.length > 0) {
      const replaced = new Set(changed.map((result) => result.vin));
      results = sortSweepResults([...results.filter((result) => !replaced.has(result.vin)), ...changed]);
    }
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

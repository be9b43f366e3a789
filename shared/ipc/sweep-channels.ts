import { z } from 'zod';
import type { RefusedVin } from '../lot/vin-list';
import { noInput } from './app-channels';
import { channel } from './channel';

export type SweepVerdict = 'park-it' | 'park-outside' | 'open' | 'clean' | 'on-record' | 'error';

export interface SweepResult {
  vin: string;
  verdict: SweepVerdict;
  /** Open regulator recalls (openrecalls), or recalls on record (recalls, Growth plan). */
  count: number;
  /**
   * Recalls on record, open or closed: the count on Growth, the answer's totalRecalls on Scale.
   * Absent when the service did not say (auto.dev may leave totalRecalls out) or the check failed.
   */
  recordCount?: number;
  campaigns: string[];
  /**
   * An open recall says to park outside (fire risk). Kept apart from the verdict because a
   * do-not-drive verdict outranks it; absent in sweeps saved before it was recorded.
   */
  parkOutside?: boolean;
  error?: string;
  /** The stock number given beside the VIN in the input, if any. */
  stock?: string;
  year?: number;
  make?: string;
  model?: string;
}

export interface SweepSummary {
  vehicles: number;
  parkIt: number;
  parkOutside: number;
  open: number;
  clean: number;
  errors: number;
}

/** What changes while a sweep runs: the counters, all absolute. */
interface SweepCounters {
  id: string;
  state: 'running' | 'paused' | 'done' | 'cancelled';
  /** openrecalls on Scale; recalls (what was recalled, not what is still open) on Growth. */
  endpoint: 'openrecalls' | 'recalls';
  total: number;
  checked: number;
  startedAt: string;
  /** Seconds left at the current pace; null until there is a pace. */
  etaSeconds: number | null;
  summary: SweepSummary;
  /**
   * The number of the last 'sweep.changed' event main sent for this sweep when this was read
   * (0 before any). The window applies an event only on top of the one before it.
   */
  seq: number;
}

export interface SweepStatus extends SweepCounters {
  /** The first 1,000 refused lines, with reasons (REFUSED_LIST_CAP). */
  refused: RefusedVin[];
  /** Every refused line, including those past the list's cap. */
  refusedCount: number;
  /** Park-it first, then park-outside, then other open recalls, then clean. */
  results: SweepResult[];
}

/**
 * One 'sweep.changed' event: the counters and only the rows answered since the event before.
 * A whole status per answer made a 5,000-VIN sweep send about 0.9 GB through IPC. The window
 * rebuilds the status from a snapshot (sweep.status) plus these, in order (applySweepDelta).
 */
export interface SweepDelta extends SweepCounters {
  added: SweepResult[];
}

export const sweepChannels = {
  /** Starts a sweep of pasted or imported text (CSV or one VIN a line), replacing any finished one. */
  'sweep.start': channel(
    z.strictObject({ text: z.string().max(2_000_000, 'The list is too large: at most about 5,000 VINs') }),
  ).returns<SweepStatus>(),
  'sweep.status': channel(noInput).returns<SweepStatus | null>(),
  'sweep.pause': channel(noInput).returns<SweepStatus | null>(),
  'sweep.resume': channel(noInput).returns<SweepStatus | null>(),
  'sweep.cancel': channel(noInput).returns<SweepStatus | null>(),
  'sweep.exportCsv': channel(noInput).returns<{ saved: boolean; path?: string; rows?: number }>(),
};

import { z } from 'zod';
import type { RefusedVin } from '../lot/vin-list';
import { PLANS } from '../plan/plan-access';
import type { SpendEstimate } from '../spend/spend-estimate';
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

/** Where a sweep's answers come from: demo data (the sandbox) or the live service at an origin. */
const sweepServiceSchema = z.strictObject({
  mode: z.enum(['demo', 'live']),
  /** The live service's origin (https://api.auto.dev); 'demo' for the sandbox, whose port changes each launch. */
  origin: z.string().min(1).max(200),
});
export type SweepService = z.infer<typeof sweepServiceSchema>;

/**
 * Why a sweep paused by itself rather than on the person's word. 'budget': the next check
 * would pass a spending budget (an 'over-budget' refusal in main, docs/real-service.md row 26
 * bills every call); it goes on by itself when the budget allows. 'plan': the plan in force
 * has no recall lookup at all; it goes on when the person resumes after changing plan.
 * 'service': VinDesk now asks another service than the sweep was started on (demo data after
 * the key was cleared or the keychain was locked, or another address): demo verdicts must never
 * sit beside real ones (issue 37 item 5), so it goes on only when that service is back.
 */
export const sweepPauseSchema = z.discriminatedUnion('reason', [
  z.strictObject({
    reason: z.literal('budget'),
    period: z.enum(['day', 'month', 'hour']),
    limitMicros: z.number(),
    spentMicros: z.number(),
    /** What the check that was refused would have cost. */
    priceMicros: z.number(),
  }),
  z.strictObject({ reason: z.literal('plan'), planRequired: z.enum(PLANS) }),
  z.strictObject({ reason: z.literal('service'), sweptOn: sweepServiceSchema, nowOn: sweepServiceSchema }),
]);
export type SweepPause = z.infer<typeof sweepPauseSchema>;

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
  /** Why the sweep paused by itself; null when it did not (always sent, so a delta clears it). */
  pausedFor: SweepPause | null;
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

/** What a sweep of a list will cost, before any call: the list parsed exactly as sweep.start parses it. */
export interface SweepEstimate {
  /** VINs the sweep would check (valid, duplicates dropped). */
  vins: number;
  refusedCount: number;
  /** The lookup the sweep would use for the plan main knows. */
  endpoint: 'openrecalls' | 'recalls';
  spend: SpendEstimate;
}

const sweepText = z.strictObject({
  text: z.string().max(2_000_000, 'The list is too large: at most about 5,000 VINs'),
});

export const sweepChannels = {
  /** Starts a sweep of pasted or imported text (CSV or one VIN a line), replacing any finished one. */
  'sweep.start': channel(sweepText).returns<SweepStatus>(),
  /** What sweep.start of the same text would cost; makes no service call. */
  'sweep.estimate': channel(sweepText).returns<SweepEstimate>(),
  'sweep.status': channel(noInput).returns<SweepStatus | null>(),
  'sweep.pause': channel(noInput).returns<SweepStatus | null>(),
  'sweep.resume': channel(noInput).returns<SweepStatus | null>(),
  'sweep.cancel': channel(noInput).returns<SweepStatus | null>(),
  'sweep.exportCsv': channel(noInput).returns<{ saved: boolean; path?: string; rows?: number }>(),
};

import type { RefusedVin } from '../../../shared/lot/vin-list';
import type { SweepPause, SweepResult, SweepService } from '../../../shared/ipc/sweep-channels';

/** A sweep as main keeps it: in memory while it runs, and in the app database (sweep-store.ts). */
export interface SavedSweep {
  id: string;
  state: 'running' | 'paused' | 'done' | 'cancelled';
  endpoint: 'openrecalls' | 'recalls';
  /** The service the sweep was started on; its answers come from that one alone (issue 37 item 5). */
  service: SweepService;
  vins: string[];
  refused: RefusedVin[];
  refusedCount: number;
  stockNumbers: Record<string, string>;
  /** In the order they were answered. */
  results: SweepResult[];
  startedAt: string;
  pausedFor: SweepPause | null;
}

/** The same service: the same mode and the same origin. */
export function sameService(a: SweepService, b: SweepService): boolean {
  return a.mode === b.mode && a.origin === b.origin;
}

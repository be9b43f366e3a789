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
  campaigns: string[];
  error?: string;
}

export interface SweepStatus {
  id: string;
  state: 'running' | 'paused' | 'done' | 'cancelled';
  /** openrecalls on Scale; recalls (what was recalled, not what is still open) on Growth. */
  endpoint: 'openrecalls' | 'recalls';
  total: number;
  checked: number;
  refused: RefusedVin[];
  startedAt: string;
  /** Seconds left at the current pace; null until there is a pace. */
  etaSeconds: number | null;
  /** Park-it first, then park-outside, then other open recalls, then clean. */
  results: SweepResult[];
  summary: { vehicles: number; parkIt: number; parkOutside: number; open: number; clean: number; errors: number };
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

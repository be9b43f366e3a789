import type { Endpoint, PlanSetting } from '../plan/plan-access';
import type { SpendActivity } from '../spend/spend-activity';
import { z } from 'zod';
import { ENDPOINT_IDS, type EndpointId } from '../service/endpoint-table';
import { VinFieldSchema } from '../schemas/input-fields-schema';
import { noInput } from './app-channels';
import type { SpendEstimate } from '../spend/spend-estimate';
import { channel } from './channel';

/** Calls and their cost, in millionths of a dollar (integers: $0.0025 is 2,500, and sums stay exact). */
export interface SpendTotals {
  calls: number;
  micros: number;
  /** Largest spend first. */
  byActivity: { activity: SpendActivity; calls: number; micros: number }[];
  byEndpoint: { endpoint: Endpoint; calls: number; micros: number }[];
}

/** The hosted service's own GET /usage answer, read tolerantly: its shape is undocumented (docs/real-service.md row 27). */
export type ServiceUsage =
  { available: true; used?: number; limit?: number; resetsAt?: string } | { available: false; why: string };

/** What the Usage view shows: VinDesk's own count of billed calls, and what the service says beside it. */
export interface SpendReport {
  /** false on the demo sandbox, which costs nothing: nothing is recorded there. */
  live: boolean;
  /**
   * Whether billed calls are being recorded: not when the app's database could not be opened
   * (damaged, or written by a newer VinDesk), and then `why` says so in plain words. The totals
   * are then zero, not a count.
   */
  recording: { active: true } | { active: false; why: string };
  /** The plan the prices were read for, as main knows it. */
  plan: PlanSetting;
  today: SpendTotals;
  month: SpendTotals;
  /** Each local day of this month so far, oldest first, for the bar chart. */
  daily: { date: string; calls: number; micros: number }[];
  usage: ServiceUsage;
}

/** A batch to price: one call per VIN, or a number of calls the cache cannot answer (an export's pages). */
const EstimateInputSchema = z.union([
  z.strictObject({
    endpoint: z.enum(ENDPOINT_IDS as [EndpointId, ...EndpointId[]]),
    vins: z.array(VinFieldSchema).min(1).max(5_000, 'At most 5,000 VINs at a time'),
  }),
  z.strictObject({
    endpoint: z.enum(ENDPOINT_IDS as [EndpointId, ...EndpointId[]]),
    calls: z.number().int().min(1).max(1_000_000),
  }),
]);

export const spendChannels = {
  /** What a batch will cost before it starts: calls × price, less what main's cache holds. */
  'spend.estimate': channel(EstimateInputSchema).returns<SpendEstimate>(),
  /** Spend today and this month, by activity and by endpoint, the month's days, and the service's /usage. */
  'spend.summary': channel(noInput).returns<SpendReport>(),
  /**
   * Everything the Usage view shows, saved as one CSV table where the person chooses; `saved`
   * false when they cancelled the save dialog. A file that cannot be written is an error.
   */
  'spend.exportCsv': channel(noInput).returns<{ saved: boolean; path?: string; rows?: number }>(),
};

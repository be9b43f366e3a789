import type { Endpoint, PlanSetting } from '../plan/plan-access';
import type { SpendActivity } from '../spend/spend-activity';
import { noInput } from './app-channels';
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

export const spendChannels = {
  /** Spend today and this month, by activity and by endpoint, the month's days, and the service's /usage. */
  'spend.summary': channel(noInput).returns<SpendReport>(),
  /**
   * Everything the Usage view shows, saved as one CSV table where the person chooses; `saved`
   * false when they cancelled the save dialog. A file that cannot be written is an error.
   */
  'spend.exportCsv': channel(noInput).returns<{ saved: boolean; path?: string; rows?: number }>(),
};

import { z } from 'zod';
import { PriceAlertRuleSchema, type PriceAlertRule } from '../market/alert-rules';
import type { PlanSetting } from '../plan/plan-access';
import { VinFieldSchema } from '../schemas/input-fields-schema';
import type { WatchlistSchedule } from '../settings/spend-settings-schema';
import type { SpendEstimate } from '../spend/spend-estimate';
import { noInput } from './app-channels';
import { channel } from './channel';

export interface WatchedVin {
  vin: string;
  addedAt: string;
  /** null until the first check has answered. */
  lastCheckedAt: string | null;
  /** Open regulator recalls at the last check: campaign number → status (empty when checked with recalls). */
  openRecalls: Record<string, string>;
  /**
   * Which endpoint the last check asked: open recalls (Scale) or the recalls on record
   * (Growth), which say nothing of whether a recall is still open (the sweep's 'on-record').
   * Absent in entries saved before the watchlist knew the plan: those were open recalls.
   */
  checkedWith?: WatchlistEndpoint;
  /** Campaigns on record at the last check, when checked with recalls: not known to be open. */
  onRecord?: string[];
  parkIt: boolean;
  parkOutside: boolean;
  /** Why the last check failed, when it did. */
  problem?: string;
  /** When a drop of this VIN's listed price raises an alert (issue #39 item 3); absent: no price checks. */
  priceAlert?: PriceAlertRule;
}

/**
 * What changed in the watchlist since the last 'watchlist.changed' event: the entries written
 * (a check's answer, or VINs just added) and the VINs removed. The window keeps the list it
 * read once (watchlist.list) and applies these in order (renderer/api/watchlist-delta.ts), so
 * a check of one VIN sends that VIN alone, not the whole list (issue 37, item 4).
 */
export interface WatchlistDelta {
  /** Counts from 1 for each run of main; a gap means an event was missed and the list is read again. */
  seq: number;
  /** Entries written since the last event, new ones (not in the list yet) first-added last. */
  changed: WatchedVin[];
  /** VINs no longer watched. */
  removed: string[];
  /** The watchlist's size or pause changed, so its cost (watchlist.cost) is read again. */
  costChanged: boolean;
}

/** The plan table's key of the endpoint a watchlist check calls (docs/real-service.md row 26 prices). */
export type WatchlistEndpoint = 'openrecalls' | 'recalls';

/**
 * What the watchlist costs at its size and schedule, in millionths of a dollar. A month is
 * 30 days here: the dealer's "about $1,500 a month" is a rough figure, not a bill.
 */
export interface WatchlistCost {
  vins: number;
  schedule: WatchlistSchedule;
  endpoint: WatchlistEndpoint;
  plan: PlanSetting;
  /** The demo sandbox bills nothing: every figure is then 0. */
  demo: boolean;
  /** One check of one VIN. */
  perCheckMicros: number;
  /** VINs with a price alert: each check of them also asks the listings search for the VIN. */
  priceAlertVins: number;
  /** Saved searches with alerts: each is one listings search a round, on the same schedule. */
  searchAlerts: number;
  /** One price check of one VIN (a listings search, docs/real-service.md row 26). */
  priceCheckMicros: number;
  /** One "Check now" of every watched VIN, their price checks included. */
  checkNowMicros: number;
  /** 0 when checks run only when asked. */
  perDayMicros: number;
  perMonthMicros: number;
  /** Why checks are paused, in a dealer's words (a budget would be passed); null while they run. */
  held: string | null;
}

/** What adding VINs costs: the first check at once, and the watchlist's cost afterwards. */
export interface WatchlistAddEstimate {
  /** Of the VINs asked, those not watched yet. */
  newVins: number;
  /** The first check of the new VINs (cached answers free). */
  firstCheck: SpendEstimate;
  /** The watchlist's cost once they are added. */
  after: WatchlistCost;
}

const VinsSchema = z.strictObject({ vins: z.array(VinFieldSchema).min(1).max(5_000) });

export const watchlistChannels = {
  'watchlist.list': channel(noInput).returns<WatchedVin[]>(),
  /** Adds VINs (from the VIN detail or a sweep); each is checked at once, then daily. */
  'watchlist.add': channel(VinsSchema).returns<WatchedVin[]>(),
  'watchlist.remove': channel(z.strictObject({ vin: VinFieldSchema })).returns<WatchedVin[]>(),
  'watchlist.checkNow': channel(noInput).returns<WatchedVin[]>(),
  /** Sets (or, with null, clears) when a drop of the VIN's listed price raises an alert. */
  'watchlist.setPriceAlert': channel(
    z.strictObject({ vin: VinFieldSchema, rule: PriceAlertRuleSchema.nullable() }),
  ).returns<WatchedVin[]>(),
  /** What the watchlist costs a day and a month at its size and schedule, and whether a budget paused it. */
  'watchlist.cost': channel(noInput).returns<WatchlistCost>(),
  /** What adding these VINs would cost, asked before adding 10 or more (docs/real-service.md row 26). */
  'watchlist.estimateAdd': channel(VinsSchema).returns<WatchlistAddEstimate>(),
};

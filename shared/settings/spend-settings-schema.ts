// What a dealer decides about the hosted service's fees: every call is billed, on every
// plan (docs/real-service.md row 26), and the vendor's own guidance is to estimate before
// batches of 10 or more VINs, to warn before build and plate calls and to ask above $1.
// Amounts are dollars as a person types them; main turns them into millionths of a dollar.
// Runs in main and in the renderer (shared/web-platform-globals.d.ts).
import { z } from 'zod';
import { ENDPOINTS, type Endpoint } from '../plan/plan-access';

/** The watchlist's re-check schedules; 'on-demand' checks only when the person asks. */
export const WATCHLIST_SCHEDULES = ['daily', 'weekly', 'on-demand'] as const;
export type WatchlistSchedule = (typeof WATCHLIST_SCHEDULES)[number];

/** An amount of money a person typed: whole cents or finer, never negative, never absurd. */
const dollars = (max: number, what: string) =>
  z
    .number({ error: `Enter ${what} in dollars, such as 1.50` })
    .finite(`Enter ${what} in dollars, such as 1.50`)
    .nonnegative(`${what[0]!.toUpperCase()}${what.slice(1)} cannot be below $0`)
    .max(max, `${what[0]!.toUpperCase()}${what.slice(1)} cannot be above $${max.toLocaleString('en-US')}`);

const endpointKey = z.enum(ENDPOINTS as [Endpoint, ...Endpoint[]]);

export const SpendSettingsSchema = z.object({
  /** A price the dealer negotiated, per call, by endpoint; an endpoint left out costs row 26's list price. */
  prices: z.partialRecord(endpointKey, dollars(100, 'a price per call')).default({}),
  /** A batch, export or sweep whose estimate is above this asks for confirmation first (the vendor's $1). */
  confirmAbove: dollars(100_000, 'the confirmation amount').default(1),
  /** A panel whose call costs more than this (build, cost of ownership) loads on a click that names the price. */
  clickToLoadAbove: dollars(100, 'the click-to-load price').default(0.03),
  /** Endpoints whose panels load without a click, whatever their price. */
  alwaysLoad: z.partialRecord(endpointKey, z.boolean()).default({}),
  /** The most to spend in one local day; null: no daily budget. */
  dailyBudget: dollars(1_000_000, 'the daily budget').nullable().default(null),
  /** The most to spend in one calendar month; null: no monthly budget. */
  monthlyBudget: dollars(10_000_000, 'the monthly budget').nullable().default(null),
  /** Loading ahead (hover, scroll) may spend up to this much an hour; null: it only uses what is cached or free. */
  paidPrefetchPerHour: dollars(1_000, 'the hourly loading-ahead cap').nullable().default(null),
});
export type SpendSettings = z.infer<typeof SpendSettingsSchema>;

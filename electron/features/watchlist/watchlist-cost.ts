import type { WatchlistCost, WatchlistEndpoint } from '../../../shared/ipc/watchlist-channels';
import type { PlanSetting } from '../../../shared/plan/plan-access';
import type { WatchlistSchedule } from '../../../shared/settings/spend-settings-schema';

/** Days in the month the card speaks of: a round 30, so "a month" is the same figure every month. */
const DAYS_A_MONTH = 30;
const DAYS_A_WEEK = 7;

export interface WatchlistCostInput {
  vins: number;
  schedule: WatchlistSchedule;
  endpoint: WatchlistEndpoint;
  plan: PlanSetting;
  demo: boolean;
  /** One billed check of one VIN, the negotiated price where the dealer entered one (row 26). */
  perCheckMicros: number;
  /** Watched VINs with a price alert, each also price-checked on every round; 0 when not given. */
  priceAlertVins?: number;
  /** Saved searches with alerts, each one listings search a round; 0 when not given. */
  searchAlerts?: number;
  /** One price check (a listings search), negotiated price where entered. */
  priceCheckMicros?: number;
  held: string | null;
}

/**
 * The watchlist's running cost: every check of every VIN is billed (docs/real-service.md
 * row 26). Daily: n × price a day, 30 days a month. Weekly: n × price once in 7 days, so
 * n × price / 7 a day and n × price × 30 / 7 a month (worked from the exact product, so the
 * month is not a rounded day × 30). Only when asked: nothing by itself; a "Check now" costs
 * n × price. A VIN with a price alert adds one listings search to each of its checks (issue #39
 * item 3), and so does a saved search with alerts: a round is n × price + (p + s) × search price. The demo sandbox bills nothing.
 */
export function watchlistCost(input: WatchlistCostInput): WatchlistCost {
  const perCheckMicros = input.demo ? 0 : input.perCheckMicros;
  const priceCheckMicros = input.demo ? 0 : (input.priceCheckMicros ?? 0);
  const priceAlertVins = input.priceAlertVins ?? 0;
  const searchAlerts = input.searchAlerts ?? 0;
  const round = input.vins * perCheckMicros + (priceAlertVins + searchAlerts) * priceCheckMicros;
  const perDay = input.schedule === 'daily' ? round : input.schedule === 'weekly' ? round / DAYS_A_WEEK : 0;
  return {
    vins: input.vins,
    schedule: input.schedule,
    endpoint: input.endpoint,
    plan: input.plan,
    demo: input.demo,
    perCheckMicros,
    priceAlertVins,
    searchAlerts,
    priceCheckMicros,
    checkNowMicros: round,
    perDayMicros: Math.round(perDay),
    perMonthMicros: Math.round(perDay * DAYS_A_MONTH),
    held: input.held,
  };
}

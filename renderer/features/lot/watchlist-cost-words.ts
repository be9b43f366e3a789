import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import type { WatchlistCost } from '../../../shared/ipc/watchlist-channels';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { formatMicros } from '../../../shared/spend/format-micros';
import { formatCount } from '../../ui/format-money';

const SCHEDULE_WORDS = { daily: 'checked daily', weekly: 'checked weekly', 'on-demand': 'checked only when you ask' };

const vinsWords = (count: number) => (count === 1 ? '1 VIN' : `${formatCount(count)} VINs`);
const planWords = (cost: Pick<WatchlistCost, 'plan'>) =>
  cost.plan === 'unknown' ? 'your plan' : PLAN_LABELS[cost.plan];

/**
 * The watchlist's running cost in a dealer's words: "Watching 5,000 VINs: about $50.00 a day,
 * $1,500.00 a month on Growth (checked daily)". A month is 30 days (main's watchlist-cost.ts).
 */
export function watchlistCostWords(cost: WatchlistCost): string {
  const priced = cost.priceAlertVins > 0 ? ` (${formatCount(cost.priceAlertVins)} with a price alert)` : '';
  const watching = `Watching ${vinsWords(cost.vins)}${priced}`;
  if (cost.demo) return `${watching}: free on the demo data (${SCHEDULE_WORDS[cost.schedule]})`;
  if (cost.schedule === 'on-demand') {
    return `${watching}: nothing until you ask; each “Check now” costs about ${formatMicros(cost.checkNowMicros)} on ${planWords(cost)}`;
  }
  return (
    `${watching}: about ${formatMicros(cost.perDayMicros)} a day, ${formatMicros(cost.perMonthMicros)} a month ` +
    `on ${planWords(cost)} (${SCHEDULE_WORDS[cost.schedule]})`
  );
}

/** The first check of VINs about to be watched: what it costs, and what is already answered for free. */
export function firstCheckWords(vins: number, first: SpendEstimate): string {
  if (first.demo) return `Checking ${vinsWords(vins)} now is free on the demo data.`;
  const cached = first.cached > 0 ? ` (${formatCount(first.cached)} already answered today, free)` : '';
  return `Checking ${vinsWords(vins)} now costs about ${formatMicros(first.totalMicros)}${cached}.`;
}

/** Days in the month the card speaks of, as main's watchlist-cost.ts counts them. */
const DAYS_A_MONTH = 30;
const CHECKS_A_MONTH = { daily: DAYS_A_MONTH, weekly: DAYS_A_MONTH / 7, 'on-demand': 0 } as const;

/**
 * What one more price alert costs, said before it is saved: one listings search a check, at the
 * watchlist's schedule. "Each price check costs about $0.02: about $0.60 a month, checked daily."
 */
export function priceAlertCostWords(cost: Pick<WatchlistCost, 'demo' | 'schedule' | 'priceCheckMicros'>): string {
  if (cost.demo) return 'Price checks are free on the demo data.';
  const each = `Each price check costs about ${formatMicros(cost.priceCheckMicros)}`;
  if (cost.schedule === 'on-demand') return `${each}, only when you choose “Check now”.`;
  const month = Math.round(cost.priceCheckMicros * CHECKS_A_MONTH[cost.schedule]);
  return `${each}: about ${formatMicros(month)} a month, ${SCHEDULE_WORDS[cost.schedule]}.`;
}

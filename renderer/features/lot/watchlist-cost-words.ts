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
  const searches =
    cost.searchAlerts === 0
      ? ''
      : ` and ${cost.searchAlerts === 1 ? '1 saved search' : `${formatCount(cost.searchAlerts)} saved searches`} with alerts`;
  const watching = `Watching ${vinsWords(cost.vins)}${priced}${searches}`;
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

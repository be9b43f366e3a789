import type { WatchlistCost } from '../../shared/ipc/watchlist-channels';
import { formatMicros } from '../../shared/spend/format-micros';

/** Days in the month the cost speaks of, as main's watchlist-cost.ts counts them. */
const DAYS_A_MONTH = 30;
const CHECKS_A_MONTH = { daily: DAYS_A_MONTH, weekly: DAYS_A_MONTH / 7, 'on-demand': 0 } as const;
const SCHEDULE_WORDS = { daily: 'checked daily', weekly: 'checked weekly' } as const;

/**
 * What one more alert costs (a watched VIN's price alert, a saved search's alerts), said before
 * it is saved: one listings search a check, at the watchlist's schedule. "Each price check costs
 * about $0.02: about $0.60 a month, checked daily."
 */
export function priceCheckCostWords(cost: Pick<WatchlistCost, 'demo' | 'schedule' | 'priceCheckMicros'>): string {
  if (cost.demo) return 'Price checks are free on the demo data.';
  const each = `Each price check costs about ${formatMicros(cost.priceCheckMicros)}`;
  if (cost.schedule === 'on-demand') return `${each}, only when you choose “Check now”.`;
  const month = Math.round(cost.priceCheckMicros * CHECKS_A_MONTH[cost.schedule]);
  return `${each}: about ${formatMicros(month)} a month, ${SCHEDULE_WORDS[cost.schedule]}.`;
}

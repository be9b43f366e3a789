import type { WatchlistCost } from '../../../shared/ipc/watchlist-channels';
import type { SearchAlertHeld } from '../../../shared/market/alert-rules';
import { formatMicros } from '../../../shared/spend/format-micros';

/**
 * What a saved search's "Check now" costs, said beside the button before it spends: one listings
 * search (docs/real-service.md row 26), priced as the watchlist prices a price check.
 */
export function checkNowCostWords(cost: Pick<WatchlistCost, 'demo' | 'priceCheckMicros'>): string {
  if (cost.demo) return 'Checking now is free on the demo data.';
  return `Checking now costs about ${formatMicros(cost.priceCheckMicros)}.`;
}

const BUDGET_WORDS = { day: 'today’s budget', month: 'this month’s budget', hour: 'the hourly limit' } as const;

/**
 * Why the search's last alert check was not made, in a dealer's words, as the watchlist's card
 * says why its checks are paused: "Not checked at 3:00 PM: the check would go over today’s
 * budget of $5.00 ($5.00 spent). …". The time is this computer's.
 */
export function alertHeldWords(held: SearchAlertHeld): string {
  const at = new Date(held.at).toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
  if (!held.budget) return `Not checked at ${at}: VinDesk was asked not to spend.`;
  return (
    `Not checked at ${at}: the check would go over ${BUDGET_WORDS[held.budget.period]} of ` +
    `${formatMicros(held.budget.limitMicros)} (${formatMicros(held.budget.spentMicros)} spent). ` +
    'Its next check tries again; to check sooner, raise the budget in Settings.'
  );
}

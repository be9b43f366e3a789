// A batch's estimate in a dealer's words, the same on every screen that starts one (export,
// sweep, watchlist). docs/real-service.md row 26: every call is billed; the vendor asks to
// show the estimate before batches and to confirm above $1.
import type { SpendEstimate } from './spend-estimate';
import { formatMicros } from './format-micros';

const count = new Intl.NumberFormat('en-US');

/**
 * "120 searches × $0.0015 = $0.18", with what the cache already holds said apart:
 * "(3 already saved, free)". `unit` names one call: ['search', 'searches'].
 */
export function estimateSentence(estimate: SpendEstimate, [one, many]: readonly [string, string]): string {
  if (estimate.demo) return `Demo data: ${count.format(estimate.calls)} ${estimate.calls === 1 ? one : many}, free.`;
  const billed = estimate.calls - estimate.cached;
  const saved = estimate.cached > 0 ? ` (${count.format(estimate.cached)} already saved, free)` : '';
  const price = `${formatMicros(estimate.perCallMicros)}${estimate.negotiated ? ' (your price)' : ''}`;
  return `${count.format(billed)} ${billed === 1 ? one : many} × ${price} = ${formatMicros(estimate.totalMicros)}${saved}.`;
}

/** A line when the batch would run past a budget: it stops there, and goes on when allowed. */
export function budgetWarning(estimate: SpendEstimate): string | null {
  const { budget } = estimate;
  if (!budget || estimate.totalMicros <= budget.leftMicros) return null;
  const which = budget.period === 'day' ? 'today’s' : 'this month’s';
  return `That is more than the ${formatMicros(budget.leftMicros)} left of ${which} budget: it will stop when the budget is reached.`;
}

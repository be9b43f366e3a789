import { AppErrorException, type AppError } from '../../../shared/ipc/app-error';
import { formatMicros } from '../../../shared/spend/format-micros';

/**
 * A check that may not spend: main refused it before it left (a budget would be passed, or
 * the call was held back). Such a check stops the round; the VIN has not failed.
 */
export function spendStopOf(error: unknown): AppError | null {
  if (!(error instanceof AppErrorException)) return null;
  const { kind } = error.appError;
  return kind === 'over-budget' || kind === 'spend-held' ? error.appError : null;
}

const PERIOD_WORDS = {
  day: { budget: 'today’s budget', when: 'tomorrow' },
  month: { budget: 'this month’s budget', when: 'next month' },
  hour: { budget: 'the hourly limit', when: 'within the hour' },
} as const;

/** Why the watchlist stopped, for the card, in a dealer's words. */
export function heldWords(stop: AppError, left: number): string {
  const vehicles = left === 1 ? '1 vehicle' : `${left.toLocaleString('en-US')} vehicles`;
  const budget = stop.spend?.budget;
  if (!budget) return `Recall checks are paused: VinDesk was asked not to spend. ${vehicles} still to check.`;
  const words = PERIOD_WORDS[budget.period];
  return (
    `Recall checks are paused: the next check would go over ${words.budget} of ${formatMicros(budget.limitMicros)} ` +
    `(${formatMicros(budget.spentMicros)} spent). ${vehicles} will be checked ${words.when}, or as soon as you raise the budget in Settings.`
  );
}

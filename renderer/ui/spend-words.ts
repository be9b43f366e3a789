// A budget refusal or a held lookup in a dealer's words, from the figures main sends with
// it (error.spend): which budget, what was spent against it, and what this lookup would
// cost (docs/real-service.md row 26 bills every call).
import type { AppError } from '../../shared/ipc/app-error';
import { formatMicros } from '../../shared/spend/format-micros';

type Period = NonNullable<NonNullable<AppError['spend']>['budget']>['period'];

const BUDGET_NAMES: Readonly<Record<Period, string>> = {
  day: 'Today’s budget',
  month: 'This month’s budget',
  hour: 'This hour’s limit on loading ahead',
};

/** The sentence for an over-budget or spend-held error carrying its figures; undefined otherwise. */
export function spendMessage(error: AppError): string | undefined {
  const spend = error.spend;
  if (!spend) return undefined;
  const cost = `This lookup costs ${formatMicros(spend.priceMicros)}.`;
  if (error.kind === 'spend-held') return `${cost} It loads when you ask for it.`;
  if (error.kind !== 'over-budget' || !spend.budget) return undefined;
  const { period, limitMicros, spentMicros } = spend.budget;
  return `${cost} That would go over ${BUDGET_NAMES[period].toLowerCase()} of ${formatMicros(limitMicros)}: ${formatMicros(spentMicros)} spent so far.`;
}

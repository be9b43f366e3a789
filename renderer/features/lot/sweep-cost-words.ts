// A sweep's cost and a budget pause in a dealer's words. Every recall check is billed by the
// hosted service (docs/real-service.md row 26), so the Lot says what a sweep will cost before
// it starts and why it stopped when a budget was reached.
import type { SweepEstimate, SweepPause } from '../../../shared/ipc/sweep-channels';
import { PLAN_LABELS } from '../../../shared/plan/plan-access';
import { formatMicros } from '../../../shared/spend/format-micros';
import { sweepServicePauseLine } from './sweep-service-words';

const vinsWord = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'VIN' : 'VINs'}`;
const PERIOD_WORDS = { day: 'daily', month: 'monthly', hour: 'hourly' } as const;
const SPENT_WHEN = { day: 'today', month: 'this month', hour: 'this hour' } as const;

/** "200 VINs × $0.01 = $2.00", or with cached answers "200 VINs: 188 × $0.01 = $1.88 (12 already checked today, free)". */
export function sweepCostLine({ vins, spend }: SweepEstimate): string {
  if (spend.demo) return `${vinsWord(vins)}: checks cost nothing on demo data.`;
  const billed = spend.calls - spend.cached;
  const price = `${formatMicros(spend.perCallMicros)}${spend.negotiated ? ' (your negotiated price)' : ''}`;
  const total = formatMicros(spend.totalMicros);
  if (spend.cached === 0) return `${vinsWord(vins)} × ${price} = ${total}`;
  return `${vinsWord(vins)}: ${billed.toLocaleString('en-US')} × ${price} = ${total} (${spend.cached.toLocaleString('en-US')} already checked today, free)`;
}

/** What is left of the tightest budget, and what happens if the sweep reaches it; null without a budget. */
export function sweepBudgetLine({ spend }: SweepEstimate): string | null {
  const budget = spend.budget;
  if (spend.demo || !budget) return null;
  const left = `${formatMicros(budget.leftMicros)} is left of your ${PERIOD_WORDS[budget.period]} budget of ${formatMicros(budget.limitMicros)}.`;
  return spend.totalMicros > budget.leftMicros
    ? `${left} The sweep will pause when it is reached and go on when the budget allows.`
    : left;
}

/** Why a sweep paused by itself, and what makes it go on. */
export function sweepPauseLine(pause: SweepPause): string {
  if (pause.reason === 'plan') {
    return `Paused: your plan has no recall checks. They need the ${PLAN_LABELS[pause.planRequired]} plan; press Resume after changing plan.`;
  }
  if (pause.reason === 'service') return sweepServicePauseLine(pause.sweptOn, pause.nowOn);
  return (
    `Paused: the next check would go over your ${PERIOD_WORDS[pause.period]} budget of ${formatMicros(pause.limitMicros)} ` +
    `(${formatMicros(pause.spentMicros)} spent ${SPENT_WHEN[pause.period]}). The sweep goes on by itself when the ` +
    'budget allows, or press Resume after raising it in Settings.'
  );
}

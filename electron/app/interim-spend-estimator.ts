import type { SpendEstimate } from '../../shared/spend/spend-estimate';
import type { PlanSetting } from '../../shared/plan/plan-access';
import type { SpendSettings } from '../../shared/settings/spend-settings-schema';
import { ENDPOINT_TABLE } from '../../shared/service/endpoint-table';
import { priceOf, toMicros } from '../../shared/spend/spend-price';
import type { SpendEstimator } from '../features/spend/spend-estimator';
import type { SpendSetup } from './spend-setup';

// STAND-IN (issue #35): the spend estimator is being written beside the budget gate in main's
// service engine. Until it lands, this one prices a batch by row 26 of docs/real-service.md
// (or the dealer's negotiated price) and counts nothing as cached, so its total errs high,
// never low. main-context.ts builds it in one marked line, to be replaced by the real one.

export interface InterimEstimatorDeps {
  isDemo: () => boolean;
  plan: () => Promise<PlanSetting>;
  spend: () => SpendSettings;
  ledger: SpendSetup['ledger'];
}

export function interimSpendEstimator(deps: InterimEstimatorDeps): SpendEstimator {
  const estimate = async (id: keyof typeof ENDPOINT_TABLE, calls: number): Promise<SpendEstimate> => {
    const endpoint = ENDPOINT_TABLE[id].plan;
    const plan = await deps.plan();
    const settings = deps.spend();
    const demo = deps.isDemo();
    const perCallMicros = demo ? 0 : priceOf(endpoint, plan, settings.prices).priceMicros;
    const totalMicros = calls * perCallMicros;
    const confirmAboveMicros = toMicros(settings.confirmAbove);
    return {
      demo,
      plan,
      endpoint,
      calls,
      cached: 0,
      perCallMicros,
      negotiated: !demo && settings.prices[endpoint] !== undefined,
      totalMicros,
      confirmAboveMicros,
      needsConfirmation: totalMicros > confirmAboveMicros,
      budget: demo ? null : tightestBudget(deps.ledger, settings),
    };
  };
  return {
    forVins: (id, vins) => estimate(id, vins.length),
    forCalls: (id, calls) => estimate(id, calls),
  };
}

function tightestBudget(ledger: SpendSetup['ledger'], settings: SpendSettings): SpendEstimate['budget'] {
  if ('unavailable' in ledger) return null;
  const budgets = [
    { period: 'day' as const, limit: settings.dailyBudget, range: ledger.today() },
    { period: 'month' as const, limit: settings.monthlyBudget, range: ledger.thisMonth() },
  ].flatMap(({ period, limit, range }) => {
    if (limit === null) return [];
    const limitMicros = toMicros(limit);
    const spentMicros = ledger.summarize(range).micros;
    return [{ period, limitMicros, spentMicros, leftMicros: Math.max(0, limitMicros - spentMicros) }];
  });
  return budgets.sort((a, b) => a.leftMicros - b.leftMicros)[0] ?? null;
}

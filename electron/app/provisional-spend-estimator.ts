import type { SpendEstimate } from '../../shared/ipc/spend-estimate';
import type { PlanSetting } from '../../shared/plan/plan-access';
import { ENDPOINT_TABLE, type EndpointId } from '../../shared/service/endpoint-table';
import type { SpendSettings } from '../../shared/settings/spend-settings-schema';
import { priceOf, toMicros } from '../../shared/spend/spend-price';
import type { SpendEstimator } from '../features/spend/spend-estimator';

/**
 * Stands in for the spend estimator until it lands in main (features/spend): calls × price,
 * the negotiated price where entered (docs/real-service.md row 26). It cannot see the cache,
 * so it counts every call as billed and errs high, never low; it knows no budget.
 */
export function provisionalSpendEstimator(deps: {
  plan: () => Promise<PlanSetting>;
  spend: () => SpendSettings;
  demo: () => boolean;
}): SpendEstimator {
  const forCalls = async (id: EndpointId, calls: number): Promise<SpendEstimate> => {
    const plan = await deps.plan();
    const demo = deps.demo();
    const endpoint = ENDPOINT_TABLE[id].plan;
    const settings = deps.spend();
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
      negotiated: settings.prices[endpoint] !== undefined,
      totalMicros,
      confirmAboveMicros,
      needsConfirmation: !demo && totalMicros > confirmAboveMicros,
      budget: null,
    };
  };
  return { forCalls, forVins: (id, vins) => forCalls(id, vins.length) };
}

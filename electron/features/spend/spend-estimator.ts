import type { SpendEstimate } from '../../../shared/spend/spend-estimate';
import type { PlanSetting } from '../../../shared/plan/plan-access';
import { ENDPOINT_TABLE, type EndpointId } from '../../../shared/service/endpoint-table';
import type { SpendSettings } from '../../../shared/settings/spend-settings-schema';
import { priceOf } from '../../../shared/spend/spend-price';
import { localDay, localMonth, systemUtcOffset, type UtcOffset } from './local-calendar';

/**
 * What a batch will cost before it starts: calls × price (the negotiated one where the dealer
 * entered it), less what main's cache answers for free; docs/real-service.md row 26 asks
 * software to estimate before batches of 10 or more VINs and to confirm above $1.
 */
export interface SpendEstimator {
  /** One call of `endpoint` per VIN (with `extra` in each input), less those the cache answers fresh. */
  forVins(
    endpoint: EndpointId,
    vins: readonly string[],
    extra?: Readonly<Record<string, unknown>>,
  ): Promise<SpendEstimate>;
  /** `calls` calls of `endpoint` that the cache cannot answer (an export's pages). */
  forCalls(endpoint: EndpointId, calls: number): Promise<SpendEstimate>;
}

export interface SpendEstimatorDeps {
  isDemo(): boolean;
  /** The plan main knows (learned from answers or set), whose prices apply. */
  plan(): Promise<PlanSetting>;
  settings(): SpendSettings;
  /** Whether the cache answers this input fresh, without anything being sent. */
  isCached(endpoint: EndpointId, input: Readonly<Record<string, unknown>>): Promise<boolean>;
  spentMicros: ((fromMs: number, toMs: number) => number) | null;
  now?: () => number;
  utcOffset?: UtcOffset;
}

const toMicros = (dollars: number) => Math.round(dollars * 1_000_000);

export function createSpendEstimator(deps: SpendEstimatorDeps): SpendEstimator {
  const now = deps.now ?? Date.now;
  const offset = deps.utcOffset ?? systemUtcOffset;

  /** The budget with the least left, or null when none is set. */
  function tightestBudget(settings: SpendSettings): SpendEstimate['budget'] {
    const at = now();
    const lines = [
      { period: 'day' as const, dollars: settings.dailyBudget, range: localDay(at, offset) },
      { period: 'month' as const, dollars: settings.monthlyBudget, range: localMonth(at, offset) },
    ];
    let tightest: SpendEstimate['budget'] = null;
    for (const line of lines) {
      if (line.dollars === null) continue;
      const limitMicros = toMicros(line.dollars);
      const spentMicros = deps.spentMicros?.(line.range.fromMs, line.range.toMs) ?? 0;
      const leftMicros = Math.max(0, limitMicros - spentMicros);
      if (!tightest || leftMicros < tightest.leftMicros)
        tightest = { period: line.period, limitMicros, spentMicros, leftMicros };
    }
    return tightest;
  }

  async function estimate(endpoint: EndpointId, calls: number, cached: number): Promise<SpendEstimate> {
    const demo = deps.isDemo();
    const plan = await deps.plan();
    const settings = deps.settings();
    const key = ENDPOINT_TABLE[endpoint].plan;
    // The demo sandbox bills nothing (row 26 prices the hosted service only).
    const perCallMicros = demo ? 0 : priceOf(key, plan, settings.prices).priceMicros;
    const totalMicros = (calls - cached) * perCallMicros;
    const confirmAboveMicros = toMicros(settings.confirmAbove);
    return {
      demo,
      plan,
      endpoint: key,
      calls,
      cached,
      perCallMicros,
      negotiated: !demo && settings.prices[key] !== undefined,
      totalMicros,
      confirmAboveMicros,
      needsConfirmation: totalMicros > confirmAboveMicros,
      budget: demo ? null : tightestBudget(settings),
    };
  }

  return {
    async forVins(endpoint, vins, extra = {}) {
      const unique = [...new Set(vins)];
      let cached = 0;
      // Not looked at on demo data: nothing there is billed, so the cache changes no figure.
      if (!deps.isDemo()) {
        for (const vin of unique) if (await deps.isCached(endpoint, { ...extra, vin })) cached++;
      }
      return estimate(endpoint, unique.length, cached);
    },
    forCalls: (endpoint, calls) => estimate(endpoint, Math.max(0, Math.floor(calls)), 0),
  };
}

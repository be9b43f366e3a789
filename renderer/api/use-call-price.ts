// What one call of an endpoint costs the dealer now, as main will bill it: row 26's price
// for the plan main knows (docs/real-service.md), or the price the dealer negotiated in
// Settings; nothing on the demo sandbox, which bills nothing.
import { useQuery } from '@tanstack/react-query';
import type { Endpoint } from '../../shared/plan/plan-access';
import { priceOf } from '../../shared/spend/spend-price';
import { appQueries } from './app-queries';
import { planQueries } from './plan-queries';

export interface CallPrice {
  /** Millionths of a dollar; 0 on the demo sandbox. */
  micros: number;
  demo: boolean;
  /** The dealer's negotiated price, not the list price. */
  negotiated: boolean;
  /**
   * The call costs more than the click-to-load price in Settings and the person has not
   * asked to always load it: its panel waits for a click that names the price.
   */
  waitsForClick: boolean;
  /** Everything needed is known (mode, plan, settings); until then treat the call as held. */
  ready: boolean;
}

export function useCallPrice(endpoint: Endpoint): CallPrice {
  const info = useQuery(appQueries.info()).data;
  const plan = useQuery(planQueries.access()).data?.plan ?? 'unknown';
  const spend = useQuery(appQueries.settings()).data?.settings.spend;
  const demo = info?.mode === 'demo';
  const negotiated = spend?.prices[endpoint] !== undefined;
  const micros = demo ? 0 : priceOf(endpoint, plan, spend?.prices).priceMicros;
  const thresholdMicros = Math.round((spend?.clickToLoadAbove ?? 0) * 1_000_000);
  return {
    micros,
    demo,
    negotiated: !demo && negotiated,
    waitsForClick: !demo && micros > thresholdMicros && spend?.alwaysLoad[endpoint] !== true,
    ready: info !== undefined && spend !== undefined,
  };
}

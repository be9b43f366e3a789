import { ENDPOINT_IDS, ENDPOINT_TABLE } from '../service/endpoint-table';
import type { Endpoint, PlanSetting } from '../plan/plan-access';
import type { Plan } from '../plan/plan-names';

/** A billed call's price as recorded: the plan it was priced for and millionths of a dollar. */
export interface SpendPrice {
  plan: Plan;
  priceMicros: number;
}

/** Prices a dealer negotiated, dollars per call by endpoint (Settings; spend-settings-schema.ts). */
export type NegotiatedPrices = Readonly<Partial<Record<Endpoint, number>>>;

const PRICED_PLANS = ['starter', 'growth', 'scale'] as const;

/** Dollars to micro-dollars, exactly for row 26's figures (0.0025 → 2,500, never 2,499). */
export function toMicros(dollars: number): number {
  return Math.round(dollars * 1_000_000);
}

function perCallOf(endpoint: Endpoint): Readonly<Record<(typeof PRICED_PLANS)[number], number | null>> {
  const id = ENDPOINT_IDS.find((candidate) => ENDPOINT_TABLE[candidate].plan === endpoint);
  if (!id) throw new TypeError('A billed call needs a known endpoint key.');
  return ENDPOINT_TABLE[id].price.perCall;
}

/**
 * The price of one billed call of `endpoint` on `plan` (the plan the plan checks know),
 * from docs/real-service.md row 26. Free has Starter's entitlements (row 3) and is priced
 * at Starter's figures. A plan not known yet, or one row 26 prices no call of this endpoint
 * for, is priced at the dearest plan that has it: the ledger errs high, never low.
 */
export function priceOf(endpoint: Endpoint, plan: PlanSetting, negotiated: NegotiatedPrices = {}): SpendPrice {
  const listed = listPriceOf(endpoint, plan);
  const agreed = negotiated[endpoint];
  // The dealer's own contract wins over the vendor's list (issue: "a negotiated price for any endpoint").
  return agreed === undefined ? listed : { plan: listed.plan, priceMicros: toMicros(agreed) };
}

/** Row 26's price alone, without what the dealer negotiated. */
export function listPriceOf(endpoint: Endpoint, plan: PlanSetting): SpendPrice {
  const perCall = perCallOf(endpoint);
  if (plan !== 'unknown') {
    const price = perCall[plan === 'free' ? 'starter' : plan];
    if (price !== null) return { plan, priceMicros: toMicros(price) };
  }
  for (const candidate of PRICED_PLANS) {
    const price = perCall[candidate];
    if (price !== null) return { plan: plan === 'unknown' ? candidate : plan, priceMicros: toMicros(price) };
  }
  return { plan: plan === 'unknown' ? 'scale' : plan, priceMicros: 0 };
}

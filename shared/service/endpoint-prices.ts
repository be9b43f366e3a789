// What the hosted service bills per call, by plan, as docs/real-service.md row 26 records it
// from the vendor's own pricing page ([sk-price3] there). The spec (docs/vehicle-data-service.md)
// names no prices; the sandbox bills nothing.

/** The plans with a per-call price in row 26 (Free's calls are capped, not priced there). */
type PricedPlan = 'starter' | 'growth' | 'scale';

/** US dollars per call; null where the plan does not include the endpoint ("–" in row 26). */
type PerCallPrice = Readonly<Record<PricedPlan, number | null>>;

export interface EndpointPrice {
  readonly perCall: PerCallPrice;
  /** ISO date the figures were recorded in the repository. */
  readonly asOf: string;
  /** Where the figures come from, in the repository. */
  readonly source: string;
}

/** Row 26 of docs/real-service.md entered the repository on this day. */
const ROW_26 = { asOf: '2026-11-27', source: 'docs/real-service.md row 26 ([sk-price3])' } as const;

export function pricedAt(starter: number | null, growth: number | null, scale: number | null): EndpointPrice {
  return { perCall: { starter, growth, scale }, ...ROW_26 };
}

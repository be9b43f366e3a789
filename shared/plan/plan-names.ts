// The service's plans, cheapest first (docs/real-service.md #3: Free, then Starter, Growth, Scale).
// Apart from plan-access.ts so the endpoint table can name plans without importing the tables
// derived from it.

export const PLANS = ['free', 'starter', 'growth', 'scale'] as const;
export type Plan = (typeof PLANS)[number];

// The spec's plan availability table, written once. The sandbox enforces it,
// the service client uses it for plan awareness, the renderer shows locks from it.

export const PLANS = ['starter', 'growth', 'scale'] as const;
export type Plan = (typeof PLANS)[number];
export type PlanSetting = Plan | 'unknown';

export const PLAN_LABELS: Readonly<Record<Plan, string>> = {
  starter: 'Starter',
  growth: 'Growth',
  scale: 'Scale',
};

export const ENDPOINTS = [
  'listings',
  'listing',
  'photos',
  'vin',
  'tco',
  'payments',
  'apr',
  'specs',
  'recalls',
  'openrecalls',
  'plate',
  'taxes',
  'build',
] as const;
export type Endpoint = (typeof ENDPOINTS)[number];

/** The cheapest plan that includes each endpoint (the spec's "Plan availability" table). */
export const MINIMUM_PLAN: Readonly<Record<Endpoint, Plan>> = {
  listings: 'starter',
  listing: 'starter',
  photos: 'starter',
  vin: 'starter',
  tco: 'growth',
  payments: 'growth',
  apr: 'growth',
  specs: 'growth',
  recalls: 'growth',
  openrecalls: 'scale',
  plate: 'scale',
  taxes: 'scale',
  build: 'scale',
};

const RANK: Readonly<Record<Plan, number>> = { starter: 0, growth: 1, scale: 2 };

export function planIncludes(plan: Plan, endpoint: Endpoint): boolean {
  return RANK[plan] >= RANK[MINIMUM_PLAN[endpoint]];
}

/** Announced per-plan page-size caps for /listings (Free and Starter 20, Growth 100, Scale 500). */
export const LISTINGS_PAGE_CAP: Readonly<Record<Plan, number>> = {
  starter: 20,
  growth: 100,
  scale: 500,
};

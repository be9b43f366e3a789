// The plan tables, written once. The sandbox enforces them, the service client uses
// them for plan awareness, the renderer shows locks from them. The spec and the hosted
// auto.dev service differ in one entitlement (auto.dev's Growth includes /build) and in
// the entry plan (auto.dev's Free, with Starter's entitlements); both live here.
import type { Dialect } from '../service/dialect';

export const PLANS = ['free', 'starter', 'growth', 'scale'] as const;
export type Plan = (typeof PLANS)[number];
export type PlanSetting = Plan | 'unknown';

export const PLAN_LABELS: Readonly<Record<Plan, string>> = {
  free: 'Free',
  starter: 'Starter',
  growth: 'Growth',
  scale: 'Scale',
};

/** Entitlement tiers: Free has exactly Starter's endpoints (real-service.md #3). */
const TIER: Readonly<Record<Plan, number>> = { free: 0, starter: 0, growth: 1, scale: 2 };

export function planTier(plan: Plan): number {
  return TIER[plan];
}

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

/** The spec's "Plan availability" table: the cheapest plan that includes each endpoint. */
const SPEC_MINIMUM_PLAN: Readonly<Record<Endpoint, Plan>> = {
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

/** auto.dev's table: as the spec's, except /build on Growth (real-service.md #2). */
const AUTODEV_MINIMUM_PLAN: Readonly<Record<Endpoint, Plan>> = { ...SPEC_MINIMUM_PLAN, build: 'growth' };

export function minimumPlan(endpoint: Endpoint, dialect: Dialect): Plan {
  return (dialect === 'autodev' ? AUTODEV_MINIMUM_PLAN : SPEC_MINIMUM_PLAN)[endpoint];
}

export function planIncludes(plan: Plan, endpoint: Endpoint, dialect: Dialect): boolean {
  return TIER[plan] >= TIER[minimumPlan(endpoint, dialect)];
}

/** Per-plan page-size caps for /listings (Free and Starter 20, Growth 100, Scale 500); auto.dev clamps silently. */
export const LISTINGS_PAGE_CAP: Readonly<Record<Plan, number>> = {
  free: 20,
  starter: 20,
  growth: 100,
  scale: 500,
};

/** Requests per second each plan may make (auto.dev's documented limits, real-service.md #4). */
export const PLAN_RATE_LIMITS: Readonly<Record<Plan, number>> = { free: 5, starter: 5, growth: 10, scale: 50 };

/** Calls a month the Free plan allows (a hard cap). */
export const FREE_MONTHLY_CALLS = 1_000;

/** Reads a plan name the service wrote ("Growth", "free"); null for a name VinDesk does not know. */
export function parsePlanName(name: unknown): Plan | null {
  if (typeof name !== 'string') return null;
  const lower = name.trim().toLowerCase();
  return (PLANS as readonly string[]).includes(lower) ? (lower as Plan) : null;
}

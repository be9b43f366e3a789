// The plans and their tables. Which endpoint each plan includes is a column of the
// endpoint table (shared/service/endpoint-table.ts), one per service; the sandbox enforces
// them, the service client uses them for plan awareness, and the window shows locks from
// main's plan.access answer. The entry plan (auto.dev's Free) has Starter's entitlements.
import { DIALECTS, type Dialect } from '../service/dialect';
import { ENDPOINT_IDS, ENDPOINT_TABLE, type PlanEndpoint } from '../service/endpoint-table';
import { PLANS, type Plan } from './plan-names';

// The plan names are written once, in plan-names.ts; every caller reads them here.
export { PLANS, type Plan } from './plan-names';
export type PlanSetting = Plan | 'unknown';

export const PLAN_LABELS: Readonly<Record<Plan, string>> = {
  free: 'Free',
  starter: 'Starter',
  growth: 'Growth',
  scale: 'Scale',
};

/** Entitlement tiers: Free has exactly Starter's endpoints (docs/real-service.md #3). */
const TIER: Readonly<Record<Plan, number>> = { free: 0, starter: 0, growth: 1, scale: 2 };

export function planTier(plan: Plan): number {
  return TIER[plan];
}

/** The plan tables' endpoint keys, in the endpoint table's order (shared/service/endpoint-table.ts). */
export const ENDPOINTS: readonly PlanEndpoint[] = [...new Set(ENDPOINT_IDS.map((id) => ENDPOINT_TABLE[id].plan))];
export type Endpoint = PlanEndpoint;

/** The cheapest plan that includes each endpoint, in one service's terms. */
export type MinimumPlans = Readonly<Record<Endpoint, Plan>>;

/** Whether a plan includes what needs `needed`. */
function planCovers(plan: Plan, needed: Plan): boolean {
  return TIER[plan] >= TIER[needed];
}

/** One dialect's column of the endpoint table's minimum plans, by endpoint key. */
function minimumPlansIn(column: Dialect): MinimumPlans {
  return Object.fromEntries(
    ENDPOINT_IDS.map((id) => [ENDPOINT_TABLE[id].plan, ENDPOINT_TABLE[id].minimumPlan[column]]),
  ) as Record<Endpoint, Plan>;
}

/**
 * The spec's "Plan availability" table and auto.dev's (docs/real-service.md #2, #3), as columns of
 * the endpoint table. Which one applies is chosen in electron/service/dialect/ (the app) or by
 * the sandbox's dialect (which plays both services); the window reads main's plan.access answer.
 */
export const MINIMUM_PLANS: Readonly<Record<Dialect, MinimumPlans>> = Object.fromEntries(
  DIALECTS.map((column) => [column, minimumPlansIn(column)]),
) as Record<Dialect, MinimumPlans>;

/** The endpoints every plan of every service includes (the entry tier in each column). */
export const EVERY_PLAN_ENDPOINTS: readonly Endpoint[] = ENDPOINTS.filter((endpoint) =>
  DIALECTS.every((column) => TIER[MINIMUM_PLANS[column][endpoint]] === 0),
);

/** The cheapest plan that includes the endpoint in the given column of the table. */
export function minimumPlan(endpoint: Endpoint, column: Dialect): Plan {
  return MINIMUM_PLANS[column][endpoint];
}

export function planIncludes(plan: Plan, endpoint: Endpoint, column: Dialect): boolean {
  return planCovers(plan, minimumPlan(endpoint, column));
}

/** Per-plan page-size caps for /listings (Free and Starter 20, Growth 100, Scale 500); auto.dev clamps silently. */
export const LISTINGS_PAGE_CAP: Readonly<Record<Plan, number>> = {
  free: 20,
  starter: 20,
  growth: 100,
  scale: 500,
};

/** Requests per second each plan may make (auto.dev's documented limits, docs/real-service.md #4). */
export const PLAN_RATE_LIMITS: Readonly<Record<Plan, number>> = { free: 5, starter: 5, growth: 10, scale: 50 };

/** Calls a month the Free plan allows (a hard cap). */
export const FREE_MONTHLY_CALLS = 1_000;

/** Reads a plan name the service wrote ("Growth", "free"); null for a name VinDesk does not know. */
export function parsePlanName(name: unknown): Plan | null {
  if (typeof name !== 'string') return null;
  const lower = name.trim().toLowerCase();
  return (PLANS as readonly string[]).includes(lower) ? (lower as Plan) : null;
}

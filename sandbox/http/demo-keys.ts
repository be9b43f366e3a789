// The sandbox's API keys: one per plan, with exactly that plan's access.
import { PLAN_RATE_LIMITS, type Plan } from '../../shared/plan/plan-access';

export const DEMO_KEYS: Readonly<Record<Plan, string>> = {
  free: 'demo-free',
  starter: 'demo-starter',
  growth: 'demo-growth',
  scale: 'demo-scale',
};

export function planOfKey(key: string): Plan | null {
  for (const [plan, demoKey] of Object.entries(DEMO_KEYS) as [Plan, string][]) if (demoKey === key) return plan;
  return null;
}

/** Requests per second each plan may make (per key). */
export const RATE_LIMITS: Readonly<Record<Plan, number>> = PLAN_RATE_LIMITS;

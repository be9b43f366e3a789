import { ENDPOINTS, type Endpoint, type PlanSetting } from '../../shared/plan/plan-access';
import type { PlanAccess } from '../../shared/schemas/fetched';

/**
 * A plan.access answer for a fake bridge: every endpoint open, or only those `opens`
 * keeps, each known to the plan (so the panels lock or unlock at once, without asking).
 */
export function planAccessOf(plan: PlanSetting, opens: (endpoint: Endpoint) => boolean = () => true): PlanAccess {
  const endpoints = Object.fromEntries(
    ENDPOINTS.map((endpoint) => [endpoint, { available: opens(endpoint), planRequired: 'starter', known: true }]),
  ) as PlanAccess['endpoints'];
  return { plan, endpoints, source: 'demo' };
}

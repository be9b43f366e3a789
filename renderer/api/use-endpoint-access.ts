import { useQuery } from '@tanstack/react-query';
import type { Endpoint, Plan, PlanSetting } from '../../shared/plan/plan-access';
import { planQueries } from './plan-queries';

export type EndpointGate =
  | { state: 'checking' }
  | { state: 'open' }
  /**
   * currentPlan: the plan in force, so the lock can say "Your plan: Free"; upgradeUrl: where
   * the account owner changes plan, when the service has such a page.
   */
  | { state: 'locked'; plan: Plan; currentPlan: PlanSetting; upgradeUrl?: string | undefined };

/** Whether the plan includes an endpoint, so a panel shows its lock instead of calling and failing. */
export function useEndpointAccess(endpoint: Endpoint): EndpointGate {
  const access = useQuery(planQueries.access());
  if (!access.data) return access.isError ? { state: 'open' } : { state: 'checking' };
  const entry = access.data.endpoints[endpoint];
  return entry.available
    ? { state: 'open' }
    : { state: 'locked', plan: entry.planRequired, currentPlan: access.data.plan, upgradeUrl: entry.upgradeUrl };
}

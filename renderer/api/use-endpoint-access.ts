import { useQuery } from '@tanstack/react-query';
import type { Endpoint, Plan } from '../../shared/plan/plan-access';
import { planQueries } from './plan-queries';

export type EndpointGate = { state: 'checking' } | { state: 'open' } | { state: 'locked'; plan: Plan };

/** Whether the plan includes an endpoint, so a panel shows its lock instead of calling and failing. */
export function useEndpointAccess(endpoint: Endpoint): EndpointGate {
  const access = useQuery(planQueries.access());
  if (!access.data) return access.isError ? { state: 'open' } : { state: 'checking' };
  const entry = access.data.endpoints[endpoint];
  return entry.available ? { state: 'open' } : { state: 'locked', plan: entry.planRequired };
}

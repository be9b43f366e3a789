// Which endpoints the plan includes, for plan-lock panels. Main learns the plan from
// the service's answers, so this is refetched whenever it is looked at again.
import { queryOptions } from '@tanstack/react-query';
import { invoke } from './vds';
import { serviceKeys } from './service-query-keys';

export const planQueries = {
  access: () =>
    queryOptions({
      queryKey: serviceKeys.channel('plan.access'),
      queryFn: ({ signal }) => invoke('plan.access', undefined, signal),
      staleTime: 0,
    }),
};

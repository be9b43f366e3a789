// Which endpoints the plan includes, for plan-lock panels. Main learns the plan from
// the service's answers, so this is refetched whenever it is looked at again.
import { serviceQuery } from './service-query';
import { serviceKeys } from './service-query-keys';

export const planQueries = {
  access: () => serviceQuery('plan.access', undefined, { key: () => serviceKeys.channel('plan.access'), staleTime: 0 }),
};

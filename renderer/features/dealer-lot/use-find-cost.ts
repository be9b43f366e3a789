import { useQuery } from '@tanstack/react-query';
import { LOT_FIND_MAX_CALLS } from '../../../shared/market/market-call-limits';
import { invoke } from '../../api/vds';

/**
 * The most finding a dealer's cars can cost (every page of the ZIP's listings), priced by main as
 * it will bill it; asked afresh whenever the screen opens, since the plan, the prices in Settings
 * or the key may have changed meanwhile.
 */
export function useFindCost() {
  return useQuery({
    queryKey: ['dealerLot', 'findCost'],
    queryFn: ({ signal }) =>
      invoke('spend.estimate', { endpoint: 'listings.search', calls: LOT_FIND_MAX_CALLS }, signal),
    staleTime: 0,
  });
}

// VinDesk's own record of the listings it has received (issue #39): a VIN's price history and
// its local market, answered in main from the app database. Outside the service scope: they are
// this computer's observations, so clearing service data must not drop them, and a failure to
// read them says nothing about the service.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { DEFAULT_RADIUS_MILES } from '../../shared/market/comparables';
import { LISTINGS_STALE_MS, VEHICLE_PAGE_KEEP_MS } from '../../shared/service/endpoint-freshness';
import { serviceQuery } from './service-query';
import { invoke } from './vds';

export const marketKeys = {
  all: ['market'] as const,
  history: (vin: string | null) => ['market', 'history', vin] as const,
  view: (vin: string | null) => ['market', 'view', vin] as const,
  checked: (vin: string) => ['market', 'checked', vin] as const,
};

/**
 * A VIN's history and market are built from listings answers, so they age with the page's own
 * listing (shared/service/endpoint-table.ts, the listing-by-VIN row): a revisit inside that
 * window paints from this window's memory and asks main nothing, like the rest of the page.
 */
const likeThePageListing = { staleTime: LISTINGS_STALE_MS, gcTime: VEHICLE_PAGE_KEEP_MS } as const;

export const marketQueries = {
  /** The VIN's asking prices as VinDesk saw them; null when it was never seen. */
  history: (vin: string) =>
    serviceQuery('market.history', { vin }, { key: () => marketKeys.history(vin), ...likeThePageListing }),
  /** The VIN's local market from what is already stored: free, it sends nothing. */
  view: (vin: string) =>
    serviceQuery(
      'market.view',
      { vin, radiusMiles: DEFAULT_RADIUS_MILES },
      {
        key: () => marketKeys.view(vin),
        ...likeThePageListing,
      },
    ),
  /**
   * Whether the dealer checked this VIN's local market in this window: only then does the page's
   * rating become the local one. Clearing the price history reads it again, as false.
   */
  checked: (vin: string) =>
    queryOptions({ queryKey: marketKeys.checked(vin), queryFn: () => false, staleTime: Infinity, gcTime: Infinity }),
};

/** Fetches the VIN's local market afresh (at most five listings calls) and stores the answer as its view. */
export function useRefreshMarket(vin: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => invoke('market.refresh', { vin, radiusMiles: DEFAULT_RADIUS_MILES }),
    onSuccess: (view) => {
      queryClient.setQueryData(marketKeys.view(vin), view);
      queryClient.setQueryData(marketKeys.checked(vin), true);
      // The refresh may have seen this VIN again, with a new price.
      void queryClient.invalidateQueries({ queryKey: marketKeys.history(vin), exact: true });
    },
    meta: { errorTitle: 'The local market was not checked', noticeId: `market-${vin}` },
  });
}

/** Settings, "Clear price history": forgets every sighting, so every history and market view goes. */
export function useClearPriceHistory() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => invoke('market.clearHistory', undefined),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: marketKeys.all }),
    meta: { errorTitle: 'The price history was not cleared', noticeId: 'price-history' },
  });
}

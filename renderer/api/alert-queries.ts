// The Alerts list: price drops and new matches main raised (issue #39 item 3), each also a desktop notification.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { PriceAlertRule } from '../../shared/market/alert-rules';
import type { WatchedVin } from '../../shared/ipc/watchlist-channels';
import { serviceQuery } from './service-query';
import { alertKeys, watchlistKeys } from './service-query-keys';
import { invoke, subscribe } from './vds';

export const alertQueries = {
  list: () => serviceQuery('alerts.list', undefined, { key: () => alertKeys.list }),
};

/** Keeps the list current from main's 'alerts.changed' events (each carries the whole kept list). */
export function useAlertEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => subscribe('alerts.changed', (alerts) => queryClient.setQueryData(alertKeys.list, alerts)),
    [queryClient],
  );
}

export function useAlertMutations() {
  const queryClient = useQueryClient();
  return {
    clear: useMutation({
      mutationFn: () => invoke('alerts.clear', undefined),
      onSuccess: (alerts) => queryClient.setQueryData(alertKeys.list, alerts),
      meta: { errorTitle: 'The alerts were not cleared', noticeId: 'alerts' },
    }),
    /** A watched VIN's price alert, or none (null); the watchlist's cost is read again since price checks are billed. */
    setPriceAlert: useMutation({
      mutationFn: ({ vin, rule }: { vin: string; rule: PriceAlertRule | null }) =>
        invoke('watchlist.setPriceAlert', { vin, rule }),
      onSuccess: (list: WatchedVin[]) => {
        queryClient.setQueryData(watchlistKeys.list, list);
        void queryClient.invalidateQueries({ queryKey: watchlistKeys.cost, exact: true });
      },
      meta: { errorTitle: 'The price alert was not changed', noticeId: 'alerts' },
    }),
  };
}

// VINs watched for recall changes; main re-checks them daily and announces changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WatchedVin } from '../../shared/ipc/watchlist-channels';
import { serviceQuery } from './service-query';
import { watchlistKeys } from './service-query-keys';
import { invoke, subscribe } from './vds';

export const watchlistQueries = {
  list: () => serviceQuery('watchlist.list', undefined, { key: () => watchlistKeys.list }),
};

/** Keeps the list current from main's 'watchlist.changed' events. */
export function useWatchlistEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => subscribe('watchlist.changed', (list) => queryClient.setQueryData(watchlistKeys.list, list)),
    [queryClient],
  );
}

export function useWatchlistMutations() {
  const queryClient = useQueryClient();
  const set = (list: WatchedVin[]) => queryClient.setQueryData(watchlistKeys.list, list);
  return {
    // A refusal raises a notice (query-client.ts) titled with what did not happen.
    add: useMutation({
      mutationFn: (vins: string[]) => invoke('watchlist.add', { vins }),
      onSuccess: set,
      meta: { errorTitle: 'Not added to the watchlist', noticeId: 'watchlist' },
    }),
    remove: useMutation({
      mutationFn: (vin: string) => invoke('watchlist.remove', { vin }),
      onSuccess: set,
      meta: { errorTitle: 'Not removed from the watchlist', noticeId: 'watchlist' },
    }),
    checkNow: useMutation({
      mutationFn: () => invoke('watchlist.checkNow', undefined),
      onSuccess: set,
      meta: { errorTitle: 'The watchlist was not checked', noticeId: 'watchlist' },
    }),
  };
}

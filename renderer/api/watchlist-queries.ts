// VINs watched for recall changes; main re-checks them daily and announces changes.
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WatchedVin } from '../../shared/ipc/watchlist-channels';
import { invoke, subscribe } from './vds';

export const watchlistKeys = { list: ['watchlist'] as const };

export const watchlistQueries = {
  list: () =>
    queryOptions({
      queryKey: watchlistKeys.list,
      queryFn: ({ signal }) => invoke('watchlist.list', undefined, signal),
    }),
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
    add: useMutation({ mutationFn: (vins: string[]) => invoke('watchlist.add', { vins }), onSuccess: set }),
    remove: useMutation({ mutationFn: (vin: string) => invoke('watchlist.remove', { vin }), onSuccess: set }),
    checkNow: useMutation({ mutationFn: () => invoke('watchlist.checkNow', undefined), onSuccess: set }),
  };
}

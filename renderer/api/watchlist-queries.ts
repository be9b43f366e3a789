// VINs watched for recall changes; main re-checks them daily and announces changes.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { WatchedVin } from '../../shared/ipc/watchlist-channels';
import { applyWatchlistDelta } from '../../shared/watchlist/watchlist-delta';
import type { WatchlistSchedule } from '../../shared/settings/spend-settings-schema';
import { serviceQuery } from './service-query';
import { appQueryKeys, watchlistKeys } from './service-query-keys';
import { invoke, subscribe } from './vds';

export const watchlistQueries = {
  list: () => serviceQuery('watchlist.list', undefined, { key: () => watchlistKeys.list }),
  /** What the watchlist costs a day and a month, and why checks are paused if they are. */
  cost: () => serviceQuery('watchlist.cost', undefined, { key: () => watchlistKeys.cost }),
};

/**
 * Keeps the list read once (watchlist.list) current from main's 'watchlist.changed' deltas,
 * and its cost when its size or pause changed. Before the list is read there is nothing to
 * apply them to: the read brings main's list as it then is. A missed event reads it again.
 */
export function useWatchlistEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    let lastSeq: number | null = null;
    return subscribe('watchlist.changed', (delta) => {
      const missed = lastSeq !== null && delta.seq !== lastSeq + 1;
      lastSeq = delta.seq;
      if (missed) void queryClient.invalidateQueries({ queryKey: watchlistKeys.list, exact: true });
      const list = queryClient.getQueryData<WatchedVin[]>(watchlistKeys.list);
      if (list) queryClient.setQueryData(watchlistKeys.list, applyWatchlistDelta(list, delta));
      if (delta.costChanged || missed)
        void queryClient.invalidateQueries({ queryKey: watchlistKeys.cost, exact: true });
    });
  }, [queryClient]);
}

/** Changes how often the watchlist re-checks (the same setting as in Settings), and re-reads its cost. */
export function useWatchlistSchedule() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (watchlistSchedule: WatchlistSchedule) => invoke('settings.update', { watchlistSchedule }),
    onSuccess: (snapshot) => {
      queryClient.setQueryData(appQueryKeys.settings, snapshot);
      void queryClient.invalidateQueries({ queryKey: watchlistKeys.cost, exact: true });
    },
    meta: { errorTitle: 'The watchlist schedule was not changed', noticeId: 'watchlist' },
  });
}

export function useWatchlistMutations() {
  const queryClient = useQueryClient();
  const set = (list: WatchedVin[]) => {
    queryClient.setQueryData(watchlistKeys.list, list);
    void queryClient.invalidateQueries({ queryKey: watchlistKeys.cost, exact: true });
  };
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
    /** What adding these VINs would cost; asked before adding 10 or more. */
    estimateAdd: useMutation({
      mutationFn: (vins: string[]) => invoke('watchlist.estimateAdd', { vins }),
      meta: { errorTitle: 'The cost of watching could not be worked out', noticeId: 'watchlist' },
    }),
    checkNow: useMutation({
      mutationFn: () => invoke('watchlist.checkNow', undefined),
      onSuccess: set,
      meta: { errorTitle: 'The watchlist was not checked', noticeId: 'watchlist' },
    }),
  };
}

import { useState } from 'react';
import type { WatchlistAddEstimate } from '../../../shared/ipc/watchlist-channels';
import { useWatchlistMutations } from '../../api/watchlist-queries';

/** From this many VINs the cost is shown before anything is asked of the service (docs/real-service.md row 26). */
const ESTIMATE_FROM = 10;

export interface PendingWatch {
  vins: string[];
  estimate: WatchlistAddEstimate;
}

/**
 * Adds VINs to the watchlist; 10 or more are estimated first and wait for the person's yes,
 * since each first check and every later one is billed.
 */
export function useWatchWithEstimate() {
  const { add, estimateAdd } = useWatchlistMutations();
  const [pending, setPending] = useState<PendingWatch | null>(null);
  return {
    pending,
    busy: add.isPending || estimateAdd.isPending,
    request(vins: string[]) {
      if (vins.length < ESTIMATE_FROM) add.mutate(vins);
      else estimateAdd.mutate(vins, { onSuccess: (estimate) => setPending({ vins, estimate }) });
    },
    confirm() {
      if (pending) add.mutate(pending.vins);
      setPending(null);
    },
    cancel: () => setPending(null),
  };
}

// The recall sweep runs in main. The window reads its whole state once (sweep.status, the
// snapshot) and then applies main's 'sweep.changed' deltas in order, without polling.
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SweepDelta, SweepStatus } from '../../shared/ipc/sweep-channels';
import { applySweepDelta } from '../../shared/lot/sweep-delta';
import { serviceQuery } from './service-query';
import { sweepKeys } from './service-query-keys';
import { subscribe } from './vds';

export const sweepQueries = {
  status: () => serviceQuery('sweep.status', undefined, { key: () => sweepKeys.status }),
};

/**
 * Keeps the status query current from deltas. A delta that does not follow the status held
 * (none yet, another sweep, a missed event) starts a snapshot read; deltas arriving during
 * that read are kept and applied on top of it, so none is lost to the race.
 */
function followSweepDeltas(queryClient: QueryClient): (delta: SweepDelta) => void {
  let waiting: SweepDelta[] | null = null;

  const apply = (delta: SweepDelta): boolean => {
    const outcome = applySweepDelta(queryClient.getQueryData<SweepStatus | null>(sweepKeys.status), delta);
    if (outcome.kind === 'applied') queryClient.setQueryData(sweepKeys.status, outcome.status);
    return outcome.kind !== 'resync';
  };

  const resync = (delta: SweepDelta) => {
    waiting = [delta];
    void queryClient
      .fetchQuery({ ...sweepQueries.status(), staleTime: 0 })
      .catch(() => undefined)
      .then(() => {
        const held = waiting ?? [];
        waiting = null;
        // A delta that still does not fit after a fresh snapshot is older than it: dropped.
        for (const item of held.sort((a, b) => a.seq - b.seq)) apply(item);
      });
  };

  return (delta) => {
    if (waiting) {
      waiting.push(delta);
      return;
    }
    if (!apply(delta)) resync(delta);
  };
}

/** Subscribes the status query to main's sweep events while the component is mounted. */
export function useSweepEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => subscribe('sweep.changed', followSweepDeltas(queryClient)), [queryClient]);
}

// The recall sweep runs in main; its status arrives with each answer as 'sweep.changed'.
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { invoke, subscribe } from './vds';

export const sweepKeys = { status: ['sweep', 'status'] as const };

export const sweepQueries = {
  status: () =>
    queryOptions({ queryKey: sweepKeys.status, queryFn: ({ signal }) => invoke('sweep.status', undefined, signal) }),
};

/** Keeps the sweep status query current from main's events, without polling. */
export function useSweepEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () => subscribe('sweep.changed', (status) => queryClient.setQueryData(sweepKeys.status, status)),
    [queryClient],
  );
}

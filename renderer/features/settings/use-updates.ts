import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateStatus } from '../../../shared/ipc/update-channels';
import { invoke } from '../../api/vds';

const updatesKey = ['app', 'updates'] as const;

/** What main found; asked again each second while a check or a download is under way. */
export function useUpdateStatus() {
  return useQuery({
    queryKey: updatesKey,
    queryFn: () => invoke('updates.status', undefined),
    refetchInterval: (query) => {
      const state = query.state.data?.state;
      return state === 'checking' || state === 'downloading' ? 1000 : false;
    },
  });
}

/** Check and download answer with the new status; the card shows it at once. */
export function useUpdateAction(channel: 'updates.check' | 'updates.download') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => invoke(channel, undefined),
    meta: { inlineErrors: true },
    onSuccess: (status: UpdateStatus) => queryClient.setQueryData(updatesKey, status),
  });
}

export function useRestartToUpdate() {
  return useMutation({ mutationFn: () => invoke('updates.restart', undefined), meta: { inlineErrors: true } });
}

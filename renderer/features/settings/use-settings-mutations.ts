import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChannelInput } from '../../../shared/ipc/contract';
import type { SettingsPatch } from '../../../shared/settings/settings-schema';
import { appQueryKeys } from '../../api/service-query-keys';
import { planQueries } from '../../api/plan-queries';
import { invoke } from '../../api/vds';

export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: SettingsPatch) => invoke('settings.update', patch),
    // Each settings card shows its own refusal beside the field.
    meta: { inlineErrors: true },
    onSuccess: (snapshot) => {
      queryClient.setQueryData(appQueryKeys.settings, snapshot);
      // The plan setting feeds app.info's plan in live mode, and the plan card's "how it is known".
      void queryClient.invalidateQueries({ queryKey: appQueryKeys.info });
      void queryClient.invalidateQueries({ queryKey: planQueries.access().queryKey });
    },
  });
}

export function useSetKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: ChannelInput<'keychain.setKey'>) => invoke('keychain.setKey', input),
    meta: { inlineErrors: true },
    // The key is this mutation's variables: it must not linger in the window's cache.
    gcTime: 0,
    onSuccess: (status) => {
      queryClient.setQueryData(appQueryKeys.keychain, status);
      // A key switches the app from demo to live mode, and its check may have named the plan.
      void queryClient.invalidateQueries({ queryKey: appQueryKeys.info });
      void queryClient.invalidateQueries({ queryKey: planQueries.access().queryKey });
    },
  });
}

export function useClearKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => invoke('keychain.clearKey', undefined),
    meta: { inlineErrors: true },
    onSuccess: (status) => {
      queryClient.setQueryData(appQueryKeys.keychain, status);
      void queryClient.invalidateQueries({ queryKey: appQueryKeys.info });
      void queryClient.invalidateQueries({ queryKey: planQueries.access().queryKey });
    },
  });
}

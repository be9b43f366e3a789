import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appQueryKeys } from '../api/app-queries';
import type { AppInfo } from '../../shared/ipc/app-channels';
import { subscribe } from '../api/vds';

/**
 * Main pushes changes it makes on its own (settings rewritten, a key set from
 * another path, demo → live). They go straight into the query cache, so every
 * screen sees them without polling.
 */
export function useMainEvents(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const offSettings = subscribe('settings.changed', (snapshot) => {
      queryClient.setQueryData(appQueryKeys.settings, snapshot);
    });
    const offKeychain = subscribe('keychain.changed', (status) => {
      queryClient.setQueryData(appQueryKeys.keychain, status);
    });
    const offApp = subscribe('app.changed', (info) => {
      const before = queryClient.getQueryData<AppInfo>(appQueryKeys.info);
      queryClient.setQueryData(appQueryKeys.info, info);
      // Service data fetched in demo mode is sandbox data: it must not be shown as live data, nor the reverse.
      if (before && (before.mode !== info.mode || before.plan !== info.plan)) {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'app' });
      }
    });
    return () => {
      offSettings();
      offKeychain();
      offApp();
    };
  }, [queryClient]);
}

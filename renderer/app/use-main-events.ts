import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appQueryKeys } from '../api/service-query-keys';
import type { AppInfo } from '../../shared/ipc/app-channels';
import { subscribe } from '../api/vds';
import { hrefs } from '../stores/routes';
import { navigate } from '../stores/route-store';
import { useNoticeStore } from '../stores/notice-store';
import { useUiStore } from '../stores/ui-store';
import { KEY_REFUSED_ID, SERVICE_UNREACHABLE_ID } from './service-notice';

/**
 * Main pushes changes it makes on its own (settings rewritten, a key set from
 * another path, demo → live). They go straight into the query cache, so every
 * screen sees them without polling. Main also sends the window to where a
 * vindesk: link points.
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
      // A connection or key notice goes by itself once main's evidence says the problem is over
      // (an answer came back, another key or address is in force, or demo data is back).
      const state = info.connection?.state;
      if (before && before.connection?.state !== state) {
        const { dismiss } = useNoticeStore.getState();
        if (state !== 'unreachable') dismiss(SERVICE_UNREACHABLE_ID);
        if (state !== 'key-refused') dismiss(KEY_REFUSED_ID);
      }
      // Service data fetched in demo mode is sandbox data: it must not be shown as live data, nor the reverse.
      // A new dialect means another service's answers (and plan table): refetch those too.
      if (before && (before.mode !== info.mode || before.plan !== info.plan || before.dialect !== info.dialect)) {
        void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'app' });
      }
    });
    // A vindesk: link opened outside the app. The lot-plate route fills the plate form and looks the plate up.
    const offNavigate = subscribe('app.navigate', (target) => {
      const href = target.kind === 'vin' ? hrefs.vehicle(target.vin) : hrefs.lotPlate(target.state, target.plate);
      navigate(href);
    });
    // The menu's Help → Keyboard Shortcuts.
    const offSheet = subscribe('app.openSheet', (sheet) => {
      if (sheet === 'keyboard-shortcuts') useUiStore.getState().openKeyboardSheet();
    });
    return () => {
      offSheet();
      offNavigate();
      offSettings();
      offKeychain();
      offApp();
    };
  }, [queryClient]);
}

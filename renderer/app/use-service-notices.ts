import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { appErrorOf } from '../api/app-error-of';
import { serviceKeys } from '../api/service-query-keys';
import { useNoticeStore } from '../stores/notice-store';
import { isFreshAnswer, serviceNoticeOf } from './service-notice';

/**
 * Watches every service query: a connection or key failure raises one notice, counted
 * when it repeats ("Service unreachable ×3"), and the notice goes by itself once the
 * queries that failed have come back with a fresh answer.
 */
export function useServiceNotices(): void {
  const queryClient = useQueryClient();
  useEffect(() => {
    const { push, resolve } = useNoticeStore.getState();
    return queryClient.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryKey[0] !== serviceKeys.all[0]) return;
      const { action, query } = event;
      if (action.type === 'error') {
        const notice = serviceNoticeOf(appErrorOf(action.error));
        if (notice) push({ ...notice, sources: [query.queryHash] });
      } else if (action.type === 'success' && isFreshAnswer(query.state.data)) {
        resolve(query.queryHash);
      }
    });
  }, [queryClient]);
}

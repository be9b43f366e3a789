import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { serviceKeys } from '../api/service-query-keys';
import { spendKeys } from '../api/spend-queries';

/**
 * Reads the spend again when calls may have been billed (docs/real-service.md row 26): after
 * any action settles (an export, a sweep, a key check) and after each service answer, so the
 * top bar does not wait for its interval. An answer main had kept costs nothing, but telling
 * the two apart is main's job; reading its ledger again is cheap.
 */
export function useSpendRefresh(): void {
  const client = useQueryClient();
  useEffect(() => {
    // A read already under way is kept, not restarted: it may already include the call.
    const refresh = () => void client.invalidateQueries({ queryKey: spendKeys.summary }, { cancelRefetch: false });
    const stopMutations = client.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && (event.action.type === 'success' || event.action.type === 'error')) refresh();
    });
    const stopQueries = client.getQueryCache().subscribe((event) => {
      if (event.type !== 'updated' || event.query.queryKey[0] !== serviceKeys.all[0]) return;
      if (event.action.type === 'success' || event.action.type === 'error') refresh();
    });
    return () => {
      stopMutations();
      stopQueries();
    };
  }, [client]);
}

// Saved searches live in main (userData); the list carries each search's count of new listings.
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { SavedSearch, SavedSearchAlertChange } from '../../shared/ipc/listing-tools-channels';
import { serviceQuery } from './service-query';
import { savedSearchKeys } from './service-query-keys';
import { subscribe } from './vds';

export const savedSearchQueries = {
  list: () => serviceQuery('savedSearches.list', undefined, { key: () => savedSearchKeys.list, staleTime: 60_000 }),
};

/**
 * The list read with each search's alert state as main now has it: not checked because the
 * spend guard refused it, or answered since. The rest of each search, its "new" count with
 * it, stays as read: reading the list again asks the service for every count.
 */
export function withAlertChanges(
  list: readonly SavedSearch[],
  changes: readonly Pick<SavedSearchAlertChange, 'id' | 'alertHeld'>[],
): SavedSearch[] {
  const byId = new Map(changes.map((change) => [change.id, change.alertHeld]));
  return list.map((search) => {
    if (!byId.has(search.id)) return search;
    const held = byId.get(search.id);
    const { alertHeld: _held, ...rest } = search;
    return held ? { ...rest, alertHeld: held } : rest;
  });
}

/** Keeps each saved search's alert state current from main's 'savedSearches.changed' events. */
export function useSavedSearchEvents(): void {
  const queryClient = useQueryClient();
  useEffect(
    () =>
      subscribe('savedSearches.changed', (changes) => {
        const list = queryClient.getQueryData<SavedSearch[]>(savedSearchKeys.list);
        if (list) queryClient.setQueryData(savedSearchKeys.list, withAlertChanges(list, changes));
      }),
    [queryClient],
  );
}

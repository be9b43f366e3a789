// Saved searches live in main (userData); the list carries each search's count of new listings.
import { queryOptions } from '@tanstack/react-query';
import { invoke } from './vds';

export const savedSearchKeys = { list: ['saved-searches'] as const };

export const savedSearchQueries = {
  list: () =>
    queryOptions({
      queryKey: savedSearchKeys.list,
      queryFn: ({ signal }) => invoke('savedSearches.list', undefined, signal),
      staleTime: 60_000,
    }),
};

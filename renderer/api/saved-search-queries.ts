// Saved searches live in main (userData); the list carries each search's count of new listings.
import { serviceQuery } from './service-query';
import { savedSearchKeys } from './service-query-keys';

export const savedSearchQueries = {
  list: () => serviceQuery('savedSearches.list', undefined, { key: () => savedSearchKeys.list, staleTime: 60_000 }),
};

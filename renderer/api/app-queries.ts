// Query factories for VinDesk's own channels (app info, key status, settings).
// Mutations and main's events write into the same keys (service-query-keys.ts).
import { serviceQuery } from './service-query';
import { appQueryKeys } from './service-query-keys';

export const appQueries = {
  info: () => serviceQuery('app.info', undefined, { key: () => appQueryKeys.info, staleTime: Infinity }),
  keychain: () => serviceQuery('keychain.status', undefined, { key: () => appQueryKeys.keychain, staleTime: Infinity }),
  settings: () => serviceQuery('settings.get', undefined, { key: () => appQueryKeys.settings, staleTime: Infinity }),
  /**
   * What main's offline cache holds for the service address in force. `when` changes with what
   * is known of the connection (a key check, the latest answer), so each new state asks afresh.
   */
  savedAnswers: (when: string) =>
    serviceQuery('cache.saved', undefined, { key: () => appQueryKeys.savedAnswers(when), staleTime: 0 }),
};

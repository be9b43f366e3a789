// Query factories for VinDesk's own channels (app info, key status, settings).
// Keys are written once here; mutations and main's events write into the same keys.
import { queryOptions } from '@tanstack/react-query';
import { invoke } from './vds';

export const appQueryKeys = {
  info: ['app', 'info'] as const,
  keychain: ['app', 'keychain'] as const,
  settings: ['app', 'settings'] as const,
};

export const appQueries = {
  info: () =>
    queryOptions({
      queryKey: appQueryKeys.info,
      queryFn: ({ signal }) => invoke('app.info', undefined, signal),
      staleTime: Infinity,
    }),
  keychain: () =>
    queryOptions({
      queryKey: appQueryKeys.keychain,
      queryFn: ({ signal }) => invoke('keychain.status', undefined, signal),
      staleTime: Infinity,
    }),
  settings: () =>
    queryOptions({
      queryKey: appQueryKeys.settings,
      queryFn: ({ signal }) => invoke('settings.get', undefined, signal),
      staleTime: Infinity,
    }),
};

// Query factories for the lot: identifying an arriving vehicle by its plate.
import { queryOptions } from '@tanstack/react-query';
import type { ChannelInput } from '../../shared/ipc/contract';
import { normalizePlate } from '../../shared/domain/plate-rule';
import { invoke } from './vds';
import { serviceKeys } from './service-query-keys';

const PLATE_STALE_MS = 60 * 60_000;

export const lotQueries = {
  plate: (lookup: ChannelInput<'plate.lookup'>) => {
    // Same normalisation as main's input schema, so "abc-123" and "ABC123" share a key.
    const input = { plate: normalizePlate(lookup.plate), state: lookup.state.trim().toUpperCase() };
    return queryOptions({
      queryKey: serviceKeys.call('plate.lookup', input),
      queryFn: ({ signal }) => invoke('plate.lookup', input, signal),
      staleTime: PLATE_STALE_MS,
    });
  },
};

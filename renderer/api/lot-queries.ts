// Query factories for the lot: identifying an arriving vehicle by its plate.
import type { ChannelInput } from '../../shared/ipc/contract';
import { normalizePlate } from '../../shared/domain/plate-rule';
import { serviceQuery } from './service-query';

const PLATE_STALE_MS = 60 * 60_000;

export const lotQueries = {
  plate: (lookup: ChannelInput<'plate.lookup'> | null) =>
    serviceQuery(
      'plate.lookup',
      // Same normalisation as main's input schema, so "abc-123" and "ABC123" share a key.
      lookup === null ? null : { plate: normalizePlate(lookup.plate), state: lookup.state.trim().toUpperCase() },
      { staleTime: PLATE_STALE_MS },
    ),
};

// Query factories for the lot: identifying an arriving vehicle by its plate.
import type { ChannelInput } from '../../shared/ipc/contract';
import { normalizePlate } from '../../shared/domain/plate-rule';
import { endpointQuery } from './endpoint-query';

export const lotQueries = {
  plate: (lookup: ChannelInput<'plate.lookup'> | null) =>
    endpointQuery(
      'plate.lookup',
      // Same normalisation as main's input schema, so "abc-123" and "ABC123" share a key.
      lookup === null ? null : { plate: normalizePlate(lookup.plate), state: lookup.state.trim().toUpperCase() },
    ),
};

// Query factories for what the service knows of one VIN. The VIN is normalised
// before it becomes part of a key, so "1hgc…" and "1HGC…" share one cache entry.
// A null VIN (none chosen yet) makes a query that waits instead of calling. How long
// each answer stays fresh is its row's in the endpoint table (endpoint-query.ts). `how`
// (loading ahead, cached-only) changes how a call is asked, never its key: a VIN page finds
// what a hover or a cached-only ask brought.
import { normalizeVin } from '../../shared/vin/vin-rule';
import { endpointQuery } from './endpoint-query';
import { serviceQuery, type CallHow } from './service-query';
import { localKeys } from './service-query-keys';

const vinInput = (vin: string | null) => (vin === null ? null : { vin: normalizeVin(vin) });

export const vehicleQueries = {
  photos: (vin: string | null, how: CallHow = {}) => endpointQuery('vehicle.photos', vinInput(vin), how),
  decode: (vin: string | null, how: CallHow = {}) => endpointQuery('vehicle.decode', vinInput(vin), how),
  build: (vin: string | null, how: CallHow = {}) => endpointQuery('vehicle.build', vinInput(vin), how),
  specs: (vin: string | null, how: CallHow = {}) => endpointQuery('vehicle.specs', vinInput(vin), how),
  recalls: (vin: string | null, how: CallHow = {}) => endpointQuery('vehicle.recalls', vinInput(vin), how),
  /** NHTSA's vPIC decode made in main, for when the service cannot decode. */
  offlineDecode: (vin: string | null) =>
    serviceQuery('vehicle.offlineDecode', vinInput(vin), {
      key: (input) => localKeys.offlineDecode(input?.vin ?? null),
      staleTime: Infinity,
    }),
  openRecalls: (vin: string | null, options: { recalls?: boolean } = {}, how: CallHow = {}) =>
    endpointQuery(
      'vehicle.openRecalls',
      vin === null
        ? null
        : { vin: normalizeVin(vin), ...(options.recalls !== undefined ? { recalls: options.recalls } : {}) },
      how,
    ),
};

// Query factories for what the service knows of one VIN. The VIN is normalised
// before it becomes part of a key, so "1hgc…" and "1HGC…" share one cache entry.
// A null VIN (none chosen yet) makes a query that waits instead of calling. How long
// each answer stays fresh is its row's in the endpoint table (endpoint-query.ts).
import { normalizeVin } from '../../shared/vin/vin-rule';
import { endpointQuery } from './endpoint-query';
import { serviceQuery } from './service-query';
import { localKeys } from './service-query-keys';

const vinInput = (vin: string | null) => (vin === null ? null : { vin: normalizeVin(vin) });

export const vehicleQueries = {
  photos: (vin: string | null) => endpointQuery('vehicle.photos', vinInput(vin)),
  decode: (vin: string | null) => endpointQuery('vehicle.decode', vinInput(vin)),
  build: (vin: string | null) => endpointQuery('vehicle.build', vinInput(vin)),
  specs: (vin: string | null) => endpointQuery('vehicle.specs', vinInput(vin)),
  recalls: (vin: string | null) => endpointQuery('vehicle.recalls', vinInput(vin)),
  /** NHTSA's vPIC decode made in main, for when the service cannot decode. */
  offlineDecode: (vin: string | null) =>
    serviceQuery('vehicle.offlineDecode', vinInput(vin), {
      key: (input) => localKeys.offlineDecode(input?.vin ?? null),
      staleTime: Infinity,
    }),
  openRecalls: (vin: string | null, options: { recalls?: boolean } = {}) =>
    endpointQuery(
      'vehicle.openRecalls',
      vin === null
        ? null
        : { vin: normalizeVin(vin), ...(options.recalls !== undefined ? { recalls: options.recalls } : {}) },
    ),
};

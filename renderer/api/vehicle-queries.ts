// Query factories for what the service knows of one VIN. The VIN is normalised
// before it becomes part of a key, so "1hgc…" and "1HGC…" share one cache entry.
import { queryOptions } from '@tanstack/react-query';
import { normalizeVin } from '../../shared/vin/vin-rule';
import { invoke } from './vds';
import { serviceKeys } from './service-query-keys';

/** Factory data (decode, build, specs) does not change; main keeps it for 30 days. */
const FACTORY_STALE_MS = 24 * 60 * 60_000;
const RECALLS_STALE_MS = 60 * 60_000;
const PHOTOS_STALE_MS = 60 * 60_000;

export const vehicleQueries = {
  photos: (vin: string) => {
    const input = { vin: normalizeVin(vin) };
    return queryOptions({
      queryKey: serviceKeys.call('vehicle.photos', input),
      queryFn: ({ signal }) => invoke('vehicle.photos', input, signal),
      staleTime: PHOTOS_STALE_MS,
    });
  },
  decode: (vin: string) => {
    const input = { vin: normalizeVin(vin) };
    return queryOptions({
      queryKey: serviceKeys.call('vehicle.decode', input),
      queryFn: ({ signal }) => invoke('vehicle.decode', input, signal),
      staleTime: FACTORY_STALE_MS,
    });
  },
  build: (vin: string) => {
    const input = { vin: normalizeVin(vin) };
    return queryOptions({
      queryKey: serviceKeys.call('vehicle.build', input),
      queryFn: ({ signal }) => invoke('vehicle.build', input, signal),
      staleTime: FACTORY_STALE_MS,
    });
  },
  specs: (vin: string) => {
    const input = { vin: normalizeVin(vin) };
    return queryOptions({
      queryKey: serviceKeys.call('vehicle.specs', input),
      queryFn: ({ signal }) => invoke('vehicle.specs', input, signal),
      staleTime: FACTORY_STALE_MS,
    });
  },
  recalls: (vin: string) => {
    const input = { vin: normalizeVin(vin) };
    return queryOptions({
      queryKey: serviceKeys.call('vehicle.recalls', input),
      queryFn: ({ signal }) => invoke('vehicle.recalls', input, signal),
      staleTime: RECALLS_STALE_MS,
    });
  },
  /** NHTSA's vPIC decode made in main, for when the service cannot decode. */
  offlineDecode: (vin: string) => {
    const input = { vin: normalizeVin(vin) };
    return queryOptions({
      queryKey: ['offline-decode', input.vin] as const,
      queryFn: ({ signal }) => invoke('vehicle.offlineDecode', input, signal),
      staleTime: Infinity,
    });
  },
  openRecalls: (vin: string, options: { recalls?: boolean } = {}) => {
    const input = { vin: normalizeVin(vin), ...(options.recalls !== undefined ? { recalls: options.recalls } : {}) };
    return queryOptions({
      queryKey: serviceKeys.call('vehicle.openRecalls', input),
      queryFn: ({ signal }) => invoke('vehicle.openRecalls', input, signal),
      staleTime: RECALLS_STALE_MS,
    });
  },
};

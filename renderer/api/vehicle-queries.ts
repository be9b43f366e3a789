// Query factories for what the service knows of one VIN. The VIN is normalised
// before it becomes part of a key, so "1hgc…" and "1HGC…" share one cache entry.
// A null VIN (none chosen yet) makes a query that waits instead of calling.
import { normalizeVin } from '../../shared/vin/vin-rule';
import { serviceQuery } from './service-query';
import { localKeys } from './service-query-keys';

/** Factory data (decode, build, specs) does not change; main keeps it for 30 days. */
const FACTORY_STALE_MS = 24 * 60 * 60_000;
const RECALLS_STALE_MS = 60 * 60_000;
const PHOTOS_STALE_MS = 60 * 60_000;
/** Kept in this window for a quarter hour after the page closes: a revisit within ten minutes paints at once. */
const PAGE_GC_MS = 15 * 60_000;

const vinInput = (vin: string | null) => (vin === null ? null : { vin: normalizeVin(vin) });

export const vehicleQueries = {
  photos: (vin: string | null) =>
    serviceQuery('vehicle.photos', vinInput(vin), { staleTime: PHOTOS_STALE_MS, gcTime: PAGE_GC_MS }),
  decode: (vin: string | null) =>
    serviceQuery('vehicle.decode', vinInput(vin), { staleTime: FACTORY_STALE_MS, gcTime: PAGE_GC_MS }),
  build: (vin: string | null) =>
    serviceQuery('vehicle.build', vinInput(vin), { staleTime: FACTORY_STALE_MS, gcTime: PAGE_GC_MS }),
  specs: (vin: string | null) =>
    serviceQuery('vehicle.specs', vinInput(vin), { staleTime: FACTORY_STALE_MS, gcTime: PAGE_GC_MS }),
  recalls: (vin: string | null) =>
    serviceQuery('vehicle.recalls', vinInput(vin), { staleTime: RECALLS_STALE_MS, gcTime: PAGE_GC_MS }),
  /** NHTSA's vPIC decode made in main, for when the service cannot decode. */
  offlineDecode: (vin: string | null) =>
    serviceQuery('vehicle.offlineDecode', vinInput(vin), {
      key: (input) => localKeys.offlineDecode(input?.vin ?? null),
      staleTime: Infinity,
    }),
  openRecalls: (vin: string | null, options: { recalls?: boolean } = {}) =>
    serviceQuery(
      'vehicle.openRecalls',
      vin === null
        ? null
        : { vin: normalizeVin(vin), ...(options.recalls !== undefined ? { recalls: options.recalls } : {}) },
      { staleTime: RECALLS_STALE_MS, gcTime: PAGE_GC_MS },
    ),
};

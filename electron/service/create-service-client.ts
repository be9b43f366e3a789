import type { Listing } from '../../shared/schemas/listing-schema';
import type { Photos } from '../../shared/schemas/photos-schema';
import type { VinDecode } from '../../shared/schemas/vin-decode-schema';
import type { Build } from '../../shared/schemas/build-schema';
import type { SpecsResponse } from '../../shared/schemas/specs-schema';
import type { Recall } from '../../shared/schemas/recall-schema';
import type { OpenRecalls } from '../../shared/schemas/open-recalls-schema';
import type { PlateLookup } from '../../shared/schemas/plate-schema';
import type { Payments } from '../../shared/schemas/payments-schema';
import type { Apr } from '../../shared/schemas/apr-schema';
import type { Taxes } from '../../shared/schemas/taxes-schema';
import type { Tco } from '../../shared/schemas/tco-schema';
import type {
  CacheCleared,
  Fetched,
  ListingsResult,
  PlanAccess,
  SelectedListingsResult,
} from '../../shared/schemas/fetched';
import type { ListingsSearchInput, ListingsSelectInput } from '../../shared/schemas/listings-query-schema';
import type { AprInput, PaymentsInput, TaxesInput, TcoInput } from '../../shared/schemas/finance-inputs-schema';
import { DEFAULT_CACHE_MAX_BYTES } from './cache-policy';
import { HostLimiter } from './host-limiter';
import { PlanKnowledge } from './plan-knowledge';
import { ResponseCache } from './response-cache';
import type { ServiceConfig } from './service-config';
import { ServiceEngine } from './service-engine';
import { getListing, getPhotos, nextListings, searchListings, selectListings } from './listing-endpoints';
import { decodeVin, decodeVinV1, getBuild, getOpenRecalls, getRecalls, getSpecs, lookupPlate } from './vehicle-endpoints';
import { getApr, getPayments, getTaxes, getTco } from './finance-endpoints';

export type { ServiceConfig } from './service-config';

/** One typed function per endpoint of the spec. Failures reject with AppErrorException. */
export interface ServiceClient {
  searchListings(input: ListingsSearchInput, signal?: AbortSignal): Promise<ListingsResult>;
  selectListings(input: ListingsSelectInput, signal?: AbortSignal): Promise<SelectedListingsResult>;
  nextListings(url: string, signal?: AbortSignal): Promise<ListingsResult>;
  getListing(vin: string, signal?: AbortSignal): Promise<Fetched<Listing>>;
  getPhotos(vin: string, signal?: AbortSignal): Promise<Fetched<Photos>>;
  decodeVin(vin: string, signal?: AbortSignal): Promise<Fetched<VinDecode>>;
  decodeVinV1(vin: string, signal?: AbortSignal): Promise<Fetched<VinDecode>>;
  getBuild(vin: string, signal?: AbortSignal): Promise<Fetched<Build>>;
  getSpecs(vin: string, signal?: AbortSignal): Promise<Fetched<SpecsResponse>>;
  getRecalls(vin: string, signal?: AbortSignal): Promise<Fetched<Recall[]>>;
  getOpenRecalls(vin: string, options?: { recalls?: boolean }, signal?: AbortSignal): Promise<Fetched<OpenRecalls>>;
  lookupPlate(plate: string, state: string, signal?: AbortSignal): Promise<Fetched<PlateLookup>>;
  getPayments(input: PaymentsInput, signal?: AbortSignal): Promise<Fetched<Payments>>;
  getApr(input: AprInput, signal?: AbortSignal): Promise<Fetched<Apr>>;
  getTaxes(input: TaxesInput, signal?: AbortSignal): Promise<Fetched<Taxes>>;
  getTco(input: TcoInput, signal?: AbortSignal): Promise<Fetched<Tco>>;
  /** Which endpoints the plan includes, from the setting or what the service answered. */
  planAccess(): Promise<PlanAccess>;
  clearCache(): Promise<CacheCleared>;
}

export interface ServiceClientOptions {
  /** Read for every call. May be async (demo mode waits for the sandbox to start). */
  getConfig: () => ServiceConfig | Promise<ServiceConfig>;
  cacheDir: string;
  /** Per try; 15 s by default. */
  timeoutMs?: number;
  /** 8 by default: a VIN detail fan-out (7 calls) goes out in one wave. */
  maxConcurrentPerHost?: number;
  cacheMaxBytes?: number;
  fetchImpl?: typeof fetch;
  sleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Diagnostic lines (method, host, path, status, timing). Never the key, headers or query. */
  log?: (line: string) => void;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const log = options.log ?? (() => undefined);
  const knowledge = new PlanKnowledge();
  const cache = new ResponseCache({ dir: options.cacheDir, maxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES, log });
  const engine = new ServiceEngine({
    getConfig: options.getConfig,
    cache,
    knowledge,
    transport: {
      fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
      limiter: new HostLimiter(options.maxConcurrentPerHost ?? 8),
      timeoutMs: options.timeoutMs ?? 15_000,
      sleep: options.sleep ?? defaultSleep,
      now: options.now ?? Date.now,
      random: options.random ?? Math.random,
      log,
    },
  });

  return {
    searchListings: (input, signal) => searchListings(engine, input, signal),
    selectListings: (input, signal) => selectListings(engine, input, signal),
    nextListings: (url, signal) => nextListings(engine, url, signal),
    getListing: (vin, signal) => getListing(engine, vin, signal),
    getPhotos: (vin, signal) => getPhotos(engine, vin, signal),
    decodeVin: (vin, signal) => decodeVin(engine, vin, signal),
    decodeVinV1: (vin, signal) => decodeVinV1(engine, vin, signal),
    getBuild: (vin, signal) => getBuild(engine, vin, signal),
    getSpecs: (vin, signal) => getSpecs(engine, vin, signal),
    getRecalls: (vin, signal) => getRecalls(engine, vin, signal),
    getOpenRecalls: (vin, openOptions, signal) => getOpenRecalls(engine, vin, openOptions ?? {}, signal),
    lookupPlate: (plate, state, signal) => lookupPlate(engine, plate, state, signal),
    getPayments: (input, signal) => getPayments(engine, input, signal),
    getApr: (input, signal) => getApr(engine, input, signal),
    getTaxes: (input, signal) => getTaxes(engine, input, signal),
    getTco: (input, signal) => getTco(engine, input, signal),
    // Answers without a key too: the plan table is shown before one is set.
    planAccess: () => engine.planAccess(),
    async clearCache() {
      return { removed: await cache.clear() };
    },
  };
}

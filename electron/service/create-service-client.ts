import type { ParsedInput } from '../../shared/ipc/contract';
import type { EndpointId } from '../../shared/service/endpoint-table';
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
  SavedAnswers,
  SelectedListingsResult,
} from '../../shared/schemas/fetched';
import type { ListingsSearchInput, ListingsSelectInput } from '../../shared/schemas/listings-query-schema';
import type { AprInput, PaymentsInput, TaxesInput, TcoInput } from '../../shared/schemas/finance-inputs-schema';
import { DEFAULT_CACHE_MAX_BYTES } from './cache-policy';
import { PLAN_RATE_LIMITS, type Plan } from '../../shared/plan/plan-access';
import type { KeyCheck } from '../../shared/ipc/app-channels';
import { createPlanPacer } from './plan-pacer';
import type { IssuedPhotoUrls } from './issued-photo-urls';
import { checkKey, readUsage, refreshUsage } from './account-endpoints';
import { createUsageReads } from './usage-reads';
import type { ServiceUsage } from '../../shared/ipc/spend-channels';
import { HostLimiter } from './host-limiter';
import { PlanKnowledge } from './plan-knowledge';
import { ResponseCache } from './response-cache';
import { originOf } from '../platform/keychain/key-origins';
import type { ServiceConfig } from './service-config';
import { ServiceEngine, type BilledCall, type CallOutcome } from './service-engine';
import { nextSelectedListings, type ListingPageOptions } from './listing-endpoints';
import { callRow, type ClientAnswer } from './endpoint-calls';
import type { ListingObserver } from './listing-observer';

export type { ServiceConfig } from './service-config';

/**
 * Every row of the endpoint table through `call`, by its id and its channel's parsed input;
 * the named functions are the same calls as main's own callers write them. Failures reject
 * with AppErrorException.
 */
export interface ServiceClient {
  /** `options` reaches the listings pages only (oneOff: see searchListings). */
  call<K extends EndpointId>(
    id: K,
    input: ParsedInput<K>,
    signal?: AbortSignal,
    options?: ListingPageOptions,
  ): Promise<ClientAnswer<K>>;
  /** `oneOff` (the CSV export): not cached, parsed in slices, and its photos not noted as issued. */
  searchListings(
    input: ListingsSearchInput,
    signal?: AbortSignal,
    options?: ListingPageOptions,
  ): Promise<ListingsResult>;
  /** `oneOff` as for searchListings: not cached, parsed in slices. */
  selectListings(
    input: ListingsSelectInput,
    signal?: AbortSignal,
    options?: ListingPageOptions,
  ): Promise<SelectedListingsResult>;
  nextListings(url: string, signal?: AbortSignal, options?: ListingPageOptions): Promise<ListingsResult>;
  nextSelectedListings(
    url: string,
    signal?: AbortSignal,
    options?: ListingPageOptions,
  ): Promise<SelectedListingsResult>;
  getListing(vin: string, signal?: AbortSignal): Promise<Fetched<Listing>>;
  getPhotos(vin: string, signal?: AbortSignal): Promise<Fetched<Photos>>;
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
  /** One cheap call with the key in force: does the service take it, and what plan does it name? */
  checkKey(): Promise<KeyCheck>;
  /** The service's own GET /usage answer (never billed), read tolerantly: its shape is undocumented (row 27). */
  readUsage(): Promise<ServiceUsage>;
  clearCache(): Promise<CacheCleared>;
  /** What the offline cache holds for the service address in force (its main and v1 origins). */
  savedAnswers(): Promise<SavedAnswers>;
  /** Resolves once every answer received so far is written to the disk cache (answers do not wait for it). */
  settled(): Promise<void>;
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
  /** How the plan pacer waits; defaults to sleep. Tests of other behaviour keep it out of their recorded sleeps. */
  paceSleep?: (ms: number) => Promise<void>;
  now?: () => number;
  random?: () => number;
  /** Diagnostic lines (method, host, path, status, timing). Never the key, headers or query. */
  log?: (line: string) => void;
  /** Hears what every call proved about the connection (the badge's truth). */
  onOutcome?: (outcome: CallOutcome) => void;
  /** Hears each request the service bills (the spend ledger's only source). */
  onBilled?: (call: BilledCall) => void;
  /** Asked before a request leaves: budgets and held calls (service-engine.ts EngineDeps.admit). */
  admit?: (call: BilledCall) => () => void;
  /** Whether the calls go to the demo sandbox (the plan summary says so). */
  isDemo?: () => boolean;
  /** Collects the photo URLs answers carry: the only ones main will fetch. */
  issuedPhotos?: IssuedPhotoUrls;
  /**
   * Hears the listings of every search, next page and VIN listing received (not a CSV export's
   * one-off pages, nor `select` rows, which hold only the fields asked for).
   */
  observeListings?: ListingObserver;
}

const defaultSleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export function createServiceClient(options: ServiceClientOptions): ServiceClient {
  const log = options.log ?? (() => undefined);
  const knowledge = new PlanKnowledge();
  const now = options.now ?? Date.now;
  // One GET /usage answer serves the plan summary, the Usage view and the top bar for a while.
  const usageBody = createUsageReads(now);
  const sleep = options.sleep ?? defaultSleep;
  // The plan's pace, read per request: a plan named by an answer speeds the next one up.
  let pacePlan: Plan = 'free';
  const pace = createPlanPacer({
    ratePerSecond: () => PLAN_RATE_LIMITS[pacePlan],
    now,
    sleep: options.paceSleep ?? sleep,
  });
  const cache = new ResponseCache({
    dir: options.cacheDir,
    maxBytes: options.cacheMaxBytes ?? DEFAULT_CACHE_MAX_BYTES,
    log,
  });
  const engine = new ServiceEngine({
    getConfig: async () => {
      const config = await options.getConfig();
      pacePlan = knowledge.pacePlan(config.plan);
      return config;
    },
    cache,
    ...(options.onOutcome ? { onOutcome: options.onOutcome } : {}),
    ...(options.onBilled ? { onBilled: options.onBilled } : {}),
    ...(options.admit ? { admit: options.admit } : {}),
    knowledge,
    transport: {
      fetchImpl: options.fetchImpl ?? ((input, init) => fetch(input, init)),
      limiter: new HostLimiter(options.maxConcurrentPerHost ?? 8),
      pace: (signal) => pace(signal),
      timeoutMs: options.timeoutMs ?? 15_000,
      sleep,
      now,
      random: options.random ?? Math.random,
      log,
    },
  });

  const issued = options.issuedPhotos;
  // Cached answers count too: after a restart the gallery shows photos from the cache.
  const notePage = <
    T extends { data: { data: readonly { vin: string; retailListing?: { primaryImage?: string | null } | null }[] } },
  >(
    page: T,
  ): T => {
    // By VIN too: a results row asks main for its thumbnail by VIN (the window's rows carry no URL).
    for (const row of page.data.data) issued?.addPrimary(row.vin, row.retailListing?.primaryImage);
    return page;
  };

  /** What an answer teaches the issued photo set, by row; rows not named teach nothing. */
  const noteAnswer = <K extends EndpointId>(id: K, answer: ClientAnswer<K>, options: ListingPageOptions): void => {
    // An export's rows are never shown, so their photos are not noted: 100,000 of them would
    // push the shown results' thumbnails out of the issued set (it keeps the newest 20,000).
    // Selected rows carry only the fields asked for, so no photo is noted from them.
    if ((id === 'listings.search' || id === 'listings.next') && !options.oneOff) notePage(answer as ListingsResult);
    if (id === 'listings.get') {
      const listing = answer as Fetched<Listing>;
      issued?.addPrimary(listing.data.vin, listing.data.retailListing?.primaryImage);
    }
    if (id === 'vehicle.photos') issued?.addAll((answer as Fetched<Photos>).data.retail);
  };

  /** Hands received listings to the observer; an answer from the offline cache is no new sighting. */
  const observe = <K extends EndpointId>(
    id: K,
    input: unknown,
    answer: ClientAnswer<K>,
    callOptions: ListingPageOptions,
  ): void => {
    const observer = options.observeListings;
    if (!observer || callOptions.oneOff) return;
    try {
      if (id === 'listings.search' || id === 'listings.next') {
        const page = answer as ListingsResult;
        if (page.stale) return;
        const rows = page.data.data;
        const received = { rows, seenAt: Date.parse(page.fetchedAt) };
        if (id === 'listings.next') return observer(received);
        const { total, next } = page.data;
        const complete = next === null && total !== undefined && total <= rows.length;
        observer({ ...received, search: { input: input as ListingsSearchInput, complete } });
      }
      if (id === 'listings.get') {
        const listing = answer as Fetched<Listing>;
        if (!listing.stale) observer({ rows: [listing.data], seenAt: Date.parse(listing.fetchedAt) });
      }
    } catch (error) {
      log(`listings observer failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };

  const call: ServiceClient['call'] = async (id, input, signal, callOptions = {}) => {
    const answer = await callRow(engine, id, input, signal, callOptions);
    noteAnswer(id, answer, callOptions);
    observe(id, input, answer, callOptions);
    return answer;
  };

  return {
    call,
    searchListings: (input, signal, pageOptions = {}) => call('listings.search', input, signal, pageOptions),
    selectListings: (input, signal, pageOptions = {}) => call('listings.select', input, signal, pageOptions),
    nextSelectedListings: (url, signal, pageOptions = {}) => nextSelectedListings(engine, url, signal, pageOptions),
    nextListings: (url, signal, pageOptions = {}) => call('listings.next', { url }, signal, pageOptions),
    getListing: (vin, signal) => call('listings.get', { vin }, signal),
    getPhotos: (vin, signal) => call('vehicle.photos', { vin }, signal),
    decodeVinV1: (vin, signal) => call('vehicle.decode', { vin }, signal),
    getBuild: (vin, signal) => call('vehicle.build', { vin }, signal),
    getSpecs: (vin, signal) => call('vehicle.specs', { vin }, signal),
    getRecalls: (vin, signal) => call('vehicle.recalls', { vin }, signal),
    getOpenRecalls: (vin, openOptions, signal) =>
      call(
        'vehicle.openRecalls',
        { vin, ...(openOptions?.recalls !== undefined ? { recalls: openOptions.recalls } : {}) },
        signal,
      ),
    // Main's callers pass the state as text; the channel's schema narrows the window's to a code.
    lookupPlate: (plate, state, signal) =>
      call('plate.lookup', { plate, state } as ParsedInput<'plate.lookup'>, signal),
    getPayments: (input, signal) => call('finance.payments', input, signal),
    getApr: (input, signal) => call('finance.apr', input, signal),
    getTaxes: (input, signal) => call('finance.taxes', input, signal),
    getTco: (input, signal) => call('finance.tco', input, signal),
    // Answers without a key too: the plan table is shown before one is set.
    planAccess: async () => {
      const demo = options.isDemo?.() ?? false;
      const access = await engine.planAccess(demo);
      if (access.plan === 'free' && !demo) await refreshUsage(engine, knowledge, usageBody).catch(() => undefined);
      return engine.planAccess(demo);
    },
    checkKey: () => checkKey(engine),
    readUsage: () => readUsage(engine, usageBody),
    async clearCache() {
      return { removed: await cache.clear() };
    },
    async savedAnswers() {
      // The addresses in force now: answers from another address (an earlier setting, the demo
      // sandbox's port of an earlier launch) are never served for this one (cache-key.ts).
      const config = await options.getConfig();
      const origins = [config.baseUrl, config.v1BaseUrl]
        .map((url) => (url ? originOf(url) : null))
        .filter((origin): origin is string => origin !== null);
      const { count, newestAt } = await cache.savedFrom(origins);
      return { count, newestAt: newestAt === null ? null : new Date(newestAt).toISOString() };
    },
    settled: () => cache.settled(),
  };
}

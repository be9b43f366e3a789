// Every endpoint of the Vehicle Data Service VinDesk calls, one row each, keyed by its IPC
// channel name. The channels, the preload's list, main's client and handlers, the window's
// query factories, the plan tables, main's cache times and its plan refusal words are all
// derived from these rows (endpoint-table.test.ts, electron/service/endpoint-derivations.test.ts
// and renderer/api/endpoint-query.test.ts prove each). The rows hold data only, no zod: the preload and the window read them, and
// neither may carry zod (the preload may require only 'electron'; bench/bundle-size-bench.ts
// counts the window's zod chunks). Each row's input and answer schemas are its entry in
// endpoint-schemas.ts, which must name exactly these rows.
//
// A row's per-dialect columns are data; which column applies is chosen in
// electron/service/dialect/ and nowhere else.
import type { Plan } from '../plan/plan-names';
import type { Dialect } from './dialect';
import {
  DAILY_CACHE_MS,
  FACTORY_CACHE_MS,
  LISTINGS_CACHE_MS,
  WEEKLY_CACHE_MS,
  FACTORY_STALE_MS,
  FINANCE_STALE_MS,
  LISTINGS_STALE_MS,
  PHOTOS_STALE_MS,
  PLATE_STALE_MS,
  RECALLS_STALE_MS,
  VEHICLE_PAGE_KEEP_MS,
  type EndpointFreshness,
} from './endpoint-freshness';
import { pricedAt, type EndpointPrice } from './endpoint-prices';

export interface EndpointRow {
  /** The endpoint's key in the plan tables, the service's billing and its errors; several rows may share one. */
  readonly plan: string;
  /**
   * The path below the base URL in each dialect. `{name}` takes the input's value of that
   * name; the input's other values travel in the query (docs/vehicle-data-service.md, docs/real-service.md #1).
   */
  readonly path: Readonly<Record<Dialect, string>>;
  /** The cheapest plan that includes the endpoint in each dialect (the spec's "Plan availability"; docs/real-service.md #2, #3). */
  readonly minimumPlan: Readonly<Record<Dialect, Plan>>;
  readonly freshness: EndpointFreshness;
  /** The subject of a plan refusal's words: "{subject} the Growth plan". */
  readonly planSubject: string;
  readonly price: EndpointPrice;
}

const both = <T>(value: T): Readonly<Record<Dialect, T>> => ({ spec: value, autodev: value });

// Rows sharing a plan key come together, in the order of the plan table (plan-access.ts's ENDPOINTS).
export const ENDPOINT_TABLE = {
  /** GET /listings, each row trimmed to what the results table shows. */
  'listings.search': {
    plan: 'listings',
    path: both('/listings'),
    minimumPlan: both('starter'),
    freshness: { cacheMs: LISTINGS_CACHE_MS, staleMs: LISTINGS_STALE_MS },
    planSubject: 'Listing search needs',
    price: pricedAt(0.002, 0.0015, 0.001),
  },
  /** GET /listings with `select`: flat dot-keyed rows. */
  'listings.select': {
    plan: 'listings',
    path: both('/listings'),
    minimumPlan: both('starter'),
    freshness: { cacheMs: LISTINGS_CACHE_MS, staleMs: LISTINGS_STALE_MS },
    planSubject: 'Listing search needs',
    price: pricedAt(0.002, 0.0015, 0.001),
  },
  /** A links.next URL as issued; its path must lie under this one on the configured base. */
  'listings.next': {
    plan: 'listings',
    path: both('/listings'),
    minimumPlan: both('starter'),
    freshness: { cacheMs: LISTINGS_CACHE_MS, staleMs: LISTINGS_STALE_MS },
    planSubject: 'Listing search needs',
    price: pricedAt(0.002, 0.0015, 0.001),
  },
  /** GET /listings/{vin}; billed as a listings call (row 26 names no separate price). */
  'listings.get': {
    plan: 'listing',
    path: both('/listings/{vin}'),
    minimumPlan: both('starter'),
    freshness: { cacheMs: LISTINGS_CACHE_MS, staleMs: LISTINGS_STALE_MS, keepMs: VEHICLE_PAGE_KEEP_MS },
    planSubject: 'Listings need',
    price: pricedAt(0.002, 0.0015, 0.001),
  },
  /** GET /photos/{vin}; no photos is an empty list, never an error. */
  'vehicle.photos': {
    plan: 'photos',
    path: both('/photos/{vin}'),
    minimumPlan: both('starter'),
    freshness: { cacheMs: DAILY_CACHE_MS, staleMs: PHOTOS_STALE_MS, keepMs: VEHICLE_PAGE_KEEP_MS },
    planSubject: 'Photos need',
    price: pricedAt(0.001, 0.0009, 0.0007),
  },
  /** GET {v1}/vin/{vin}, or {base}/vin/{vin} when no v1 address is set. */
  'vehicle.decode': {
    plan: 'vin',
    path: both('/vin/{vin}'),
    minimumPlan: both('starter'),
    freshness: { cacheMs: FACTORY_CACHE_MS, staleMs: FACTORY_STALE_MS, keepMs: VEHICLE_PAGE_KEEP_MS },
    planSubject: 'VIN decoding needs',
    price: pricedAt(0.004, 0.0025, 0.0015),
  },
  'finance.tco': {
    plan: 'tco',
    path: both('/tco/{vin}'),
    minimumPlan: both('growth'),
    freshness: { cacheMs: WEEKLY_CACHE_MS, staleMs: FINANCE_STALE_MS },
    planSubject: 'Cost of ownership needs',
    price: pricedAt(null, 0.06, 0.04),
  },
  'finance.payments': {
    plan: 'payments',
    path: both('/payments/{vin}'),
    minimumPlan: both('growth'),
    freshness: { cacheMs: DAILY_CACHE_MS, staleMs: FINANCE_STALE_MS },
    planSubject: 'Payment estimates need',
    price: pricedAt(null, 0.005, 0.004),
  },
  'finance.apr': {
    plan: 'apr',
    path: both('/apr/{vin}'),
    minimumPlan: both('growth'),
    freshness: { cacheMs: DAILY_CACHE_MS, staleMs: FINANCE_STALE_MS },
    planSubject: 'Interest rates need',
    price: pricedAt(null, 0.005, 0.004),
  },
  'vehicle.specs': {
    plan: 'specs',
    path: both('/specs/{vin}'),
    minimumPlan: both('growth'),
    freshness: { cacheMs: FACTORY_CACHE_MS, staleMs: FACTORY_STALE_MS, keepMs: VEHICLE_PAGE_KEEP_MS },
    planSubject: 'Specifications need',
    price: pricedAt(null, 0.0015, 0.001),
  },
  'vehicle.recalls': {
    plan: 'recalls',
    path: both('/recalls/{vin}'),
    minimumPlan: both('growth'),
    freshness: { cacheMs: DAILY_CACHE_MS, staleMs: RECALLS_STALE_MS, keepMs: VEHICLE_PAGE_KEEP_MS },
    planSubject: 'Recalls need',
    price: pricedAt(null, 0.01, 0.007),
  },
  'vehicle.openRecalls': {
    plan: 'openrecalls',
    path: both('/openrecalls/{vin}'),
    minimumPlan: both('scale'),
    freshness: { cacheMs: DAILY_CACHE_MS, staleMs: RECALLS_STALE_MS, keepMs: VEHICLE_PAGE_KEEP_MS },
    planSubject: 'Open recalls need',
    price: pricedAt(null, null, 0.06),
  },
  /** docs/real-service.md #1: auto.dev takes the state in the path, the spec in the query. */
  'plate.lookup': {
    plan: 'plate',
    path: { spec: '/plate/{plate}', autodev: '/plate/{state}/{plate}' },
    minimumPlan: both('scale'),
    freshness: { cacheMs: WEEKLY_CACHE_MS, staleMs: PLATE_STALE_MS },
    planSubject: 'Plate lookup needs',
    price: pricedAt(null, null, 0.55),
  },
  'finance.taxes': {
    plan: 'taxes',
    path: both('/taxes/{vin}'),
    minimumPlan: both('scale'),
    freshness: { cacheMs: DAILY_CACHE_MS, staleMs: FINANCE_STALE_MS },
    planSubject: 'Taxes and fees need',
    price: pricedAt(null, null, 0.005),
  },
  /** docs/real-service.md #2: auto.dev includes /build from Growth; the spec only on Scale. */
  'vehicle.build': {
    plan: 'build',
    path: both('/build/{vin}'),
    minimumPlan: { spec: 'scale', autodev: 'growth' },
    freshness: { cacheMs: FACTORY_CACHE_MS, staleMs: FACTORY_STALE_MS, keepMs: VEHICLE_PAGE_KEEP_MS },
    planSubject: 'Build data needs',
    price: pricedAt(null, 0.1, 0.08),
  },
} as const satisfies Readonly<Record<string, EndpointRow>>;

type EndpointTable = typeof ENDPOINT_TABLE;
/** An endpoint's id: its IPC channel name. */
export type EndpointId = keyof EndpointTable;
/** An endpoint's key in the plan tables (several ids may share one: the listings pages). */
export type PlanEndpoint = EndpointTable[EndpointId]['plan'];

/** Every endpoint id, in the table's order. Plain strings: the preload reads this list. */
export const ENDPOINT_IDS = Object.keys(ENDPOINT_TABLE) as EndpointId[];

export function endpointRow(id: EndpointId): EndpointRow {
  return ENDPOINT_TABLE[id];
}

/** The names a path template takes from the input, in order ('/plate/{state}/{plate}' → state, plate). */
export function pathNames(template: string): string[] {
  return [...template.matchAll(/\{(\w+)\}/g)].map((match) => match[1]!);
}

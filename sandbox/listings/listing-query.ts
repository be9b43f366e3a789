// Reads and validates the /listings query string against the spec's parameter table.
// Any parameter the table does not define is refused (endpoints/ answers 400 INVALID_PARAMETER).
import { isUsStateCode } from '../../shared/domain/us-states';
import { isVinFormat } from '../../shared/vin/vin-rule';
import { zipcodesPackage } from '../../node/geo/zip-location';
import { accepted, type Refusal, type RefusalKind, type Result } from '../result/result';
import { SELECTABLE_PATHS } from './listing-json';

export const SORT_FIELDS = ['createdAt', 'updatedAt', 'price', 'miles', 'year'] as const;
export type SortField = (typeof SORT_FIELDS)[number];

export const LIST_FILTERS = {
  'vehicle.make': 'make',
  'vehicle.model': 'model',
  'vehicle.trim': 'trim',
  'vehicle.bodyStyle': 'body',
  'vehicle.engine': 'engine',
  'vehicle.transmission': 'transmission',
  'vehicle.interiorColor': 'interiorColor',
  'vehicle.exteriorColor': 'exteriorColor',
  'vehicle.fuel': 'fuel',
} as const;
export type ListFilterParam = keyof typeof LIST_FILTERS;

const LISTING_PARAMETERS: ReadonlySet<string> = new Set([
  'page',
  'limit',
  'cursor',
  'sort',
  'vehicle.year',
  ...Object.keys(LIST_FILTERS),
  'vehicle.doors',
  'retailListing.price',
  'retailListing.state',
  'retailListing.miles',
  'retailListing.used',
  'retailListing.cpo',
  'zip',
  'distance',
  'dealerId',
  'dealerZip',
  'includeUnpriced',
  'includes',
  'select',
  'vin',
]);

/** Parameters that change which rows match (a cursor is bound to them). */
export const FILTER_PARAMETERS: readonly string[] = [
  'vehicle.year',
  ...Object.keys(LIST_FILTERS),
  'vehicle.doors',
  'retailListing.price',
  'retailListing.state',
  'retailListing.miles',
  'retailListing.used',
  'retailListing.cpo',
  'zip',
  'distance',
  'dealerId',
  'dealerZip',
  'includeUnpriced',
  'vin',
  'sort',
];

export interface NumericRange {
  min: number | null;
  max: number | null;
}

export interface ListingQuery {
  page: number | null;
  limit: number;
  cursor: string | null;
  sort: { field: SortField; desc: boolean };
  year: NumericRange | null;
  price: NumericRange | null;
  miles: NumericRange | null;
  lists: Partial<Record<ListFilterParam, string[]>>;
  doors: number;
  states: string[] | null;
  used: boolean | null;
  cpo: boolean | null;
  center: { zip: string; lat: number; lng: number } | null;
  distance: number;
  dealerIds: string[] | null;
  dealerZips: string[] | null;
  includeUnpriced: boolean | null;
  includeTotal: boolean;
  includeFacets: boolean;
  select: string[] | null;
  vin: string | null;
}

/**
 * Thrown by the readers below and caught where the module answers, which turns it into a
 * refusal value: the first rule a query breaks stops the reading, as a throw would.
 */
class QueryRefused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.message);
  }
}

function refusal(message: string, kind: RefusalKind = 'invalid-parameter'): QueryRefused {
  return new QueryRefused({ kind, message });
}

function answer<T>(read: () => T): Result<T> {
  try {
    return accepted(read());
  } catch (error) {
    if (error instanceof QueryRefused) return { ok: false, refusal: error.refusal };
    throw error;
  }
}

function list(value: string): string[] {
  return value
    .split(',')
    .map((v) => v.trim())
    .filter((v) => v.length > 0);
}

function integer(name: string, value: string, min: number, max: number): number {
  if (!/^\d+$/.test(value)) throw refusal(`${name} must be a whole number, got "${value}"`);
  const n = Number(value);
  if (n < min || n > max) throw refusal(`${name} must be between ${min} and ${max}, got ${value}`);
  return n;
}

function bool(name: string, value: string): boolean {
  if (value === 'true') return true;
  if (value === 'false') return false;
  throw refusal(`${name} must be true or false, got "${value}"`);
}

/** "<from>-<to>", "<from>-", "-<to>" or a single value. */
export function parseRange(name: string, value: string): Result<NumericRange> {
  return answer(() => range(name, value));
}

function range(name: string, value: string): NumericRange {
  const match = /^(\d+(?:\.\d+)?)?(?:(-)(\d+(?:\.\d+)?)?)?$/.exec(value.trim());
  if (!match || (match[1] === undefined && match[3] === undefined))
    throw refusal(`${name} must be a range <from>-<to>, got "${value}"`);
  const min = match[1] !== undefined ? Number(match[1]) : null;
  const max = match[2] === undefined ? min : match[3] !== undefined ? Number(match[3]) : null;
  if (min !== null && max !== null && min > max)
    throw refusal(`${name}: the lower bound ${min} is above the upper bound ${max}`);
  return { min, max };
}

function parseSort(value: string): ListingQuery['sort'] {
  const [rawField, direction, extra] = value.split('.');
  const field = rawField === 'mileage' ? 'miles' : rawField;
  if (
    extra !== undefined ||
    !SORT_FIELDS.includes(field as SortField) ||
    (direction !== undefined && direction !== 'asc' && direction !== 'desc')
  ) {
    throw refusal(
      `sort must be <field> or <field>.<asc|desc> with field one of createdAt, updatedAt, price, miles, mileage, year; got "${value}"`,
    );
  }
  return { field: field as SortField, desc: direction === 'desc' };
}

export function parseListingQuery(params: URLSearchParams): Result<ListingQuery> {
  return answer(() => readListingQuery(params));
}

function readListingQuery(params: URLSearchParams): ListingQuery {
  const values = new Map<string, string>();
  for (const [name, value] of params) {
    if (!LISTING_PARAMETERS.has(name)) throw refusal(`Unknown query parameter "${name}"`);
    // A repeated parameter counts as a comma-separated list.
    values.set(name, values.has(name) ? `${values.get(name)},${value}` : value);
  }
  const get = (name: string): string | null => {
    const v = values.get(name);
    return v === undefined || v.trim() === '' ? null : v.trim();
  };
  const page = get('page');
  const cursor = get('cursor');
  if (page !== null && cursor !== null) throw refusal('page and cursor cannot be used together: follow links.next');
  const lists: ListingQuery['lists'] = {};
  for (const name of Object.keys(LIST_FILTERS) as ListFilterParam[]) {
    const v = get(name);
    if (v !== null) lists[name] = list(v);
  }
  const states = get('retailListing.state');
  const stateList = states === null ? null : list(states).map((s) => s.toUpperCase());
  for (const s of stateList ?? [])
    if (!isUsStateCode(s)) throw refusal(`retailListing.state must be a 2-letter U.S. state, got "${s}"`);
  const zip = get('zip');
  let center: ListingQuery['center'] = null;
  if (zip !== null) {
    if (!/^\d{5}$/.test(zip)) throw refusal(`zip must be a 5-digit ZIP code, got "${zip}"`);
    const place = zipcodesPackage().lookup(zip);
    if (!place || place.country !== 'US') throw refusal(`zip ${zip} is not a known U.S. ZIP code`);
    center = { zip, lat: place.latitude, lng: place.longitude };
  }
  const includes = get('includes');
  const includeList = includes === null ? [] : list(includes);
  for (const inc of includeList)
    if (inc !== 'total' && inc !== 'facets') throw refusal(`includes accepts total and facets, got "${inc}"`);
  const select = get('select');
  const selectList = select === null ? null : list(select);
  for (const path of selectList ?? [])
    if (!SELECTABLE_PATHS.has(path)) throw refusal(`select: unknown field path "${path}"`);
  const vin = get('vin');
  if (vin !== null && !isVinFormat(vin.toUpperCase()))
    throw refusal(`vin "${vin}" is not a valid VIN: 17 letters and digits, without I, O or Q`, 'invalid-vin-format');
  const doors = get('vehicle.doors');
  const used = get('retailListing.used');
  const cpo = get('retailListing.cpo');
  const unpriced = get('includeUnpriced');
  const year = get('vehicle.year');
  const price = get('retailListing.price');
  const miles = get('retailListing.miles');
  const distance = get('distance');
  const dealerIds = get('dealerId');
  const dealerZips = get('dealerZip');
  const sort = get('sort');
  const limit = get('limit');
  return {
    page: page === null ? null : integer('page', page, 1, 1_000_000),
    limit: limit === null ? 100 : integer('limit', limit, 1, 500),
    cursor,
    sort: sort === null ? { field: 'updatedAt', desc: true } : parseSort(sort),
    year: year === null ? null : range('vehicle.year', year),
    price: price === null ? null : range('retailListing.price', price),
    miles: miles === null ? null : range('retailListing.miles', miles),
    lists,
    doors: doors === null ? 0 : integer('vehicle.doors', doors, 0, 9),
    states: stateList,
    used: used === null ? null : bool('retailListing.used', used),
    cpo: cpo === null ? null : bool('retailListing.cpo', cpo),
    center,
    distance: distance === null ? 50 : integer('distance', distance, 0, 5_000),
    dealerIds: dealerIds === null ? null : list(dealerIds),
    dealerZips: dealerZips === null ? null : list(dealerZips),
    includeUnpriced: unpriced === null ? null : bool('includeUnpriced', unpriced),
    includeTotal: includeList.includes('total'),
    includeFacets: includeList.includes('facets'),
    select: selectList,
    vin: vin === null ? null : vin.toUpperCase(),
  };
}

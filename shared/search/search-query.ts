// Runs in main and in the renderer, so it uses only globals both have (shared/web-platform-globals.d.ts).
import type { ListingsSearchInput, ListingsSort } from '../schemas/listings-query-schema';
import { normalizeStateCode } from '../domain/us-states';
import { SORT_DIRECTIONS, SORT_FIELDS } from './listings-query-values';

/** The filters as the hash holds them: the service's parameter names, text values. */
export type SearchFilters = Record<string, string>;

/** Filters the screen offers, by the spec's names (page, limit and sort are paging, kept apart). */
const FILTER_KEYS = [
  'vehicle.year',
  'vehicle.make',
  'vehicle.model',
  'vehicle.trim',
  'vehicle.bodyStyle',
  'vehicle.engine',
  'vehicle.transmission',
  'vehicle.interiorColor',
  'vehicle.exteriorColor',
  'vehicle.doors',
  'vehicle.fuel',
  'retailListing.price',
  'retailListing.miles',
  'retailListing.used',
  'retailListing.cpo',
  'retailListing.state',
  'zip',
  'distance',
  'dealerId',
  'includeUnpriced',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];

export interface SearchState {
  filters: SearchFilters;
  page: number;
  limit: number;
  sort: ListingsSort | null;
  /**
   * Nearest first (hash `sort=distance`): a sort the service lacks, done by main's
   * listings.nearest; only meaningful with a ZIP. `sort` is null then.
   */
  nearestFirst?: true;
}

/** The hash's `sort` value of the distance sort. */
export const DISTANCE_SORT = 'distance';

const DEFAULT_LIMIT = 50;

/** Reads the hash's query; unknown keys are dropped so a hand-edited bookmark cannot send an undefined parameter. */
export function searchStateFromQuery(query: string): SearchState {
  const params = new URLSearchParams(query);
  const filters: SearchFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  const page = Math.max(1, Math.min(100_000, Number.parseInt(params.get('page') ?? '1', 10) || 1));
  const limit = Math.max(
    1,
    Math.min(500, Number.parseInt(params.get('limit') ?? String(DEFAULT_LIMIT), 10) || DEFAULT_LIMIT),
  );
  const sort = params.get('sort');
  if (sort === DISTANCE_SORT) return { filters, page, limit, sort: null, nearestFirst: true };
  return { filters, page, limit, sort: parseSort(sort) };
}

export function parseSort(value: string | null): ListingsSort | null {
  if (!value) return null;
  const [field, direction = 'asc'] = value.split('.');
  const knownField = SORT_FIELDS.find((item) => item === field);
  const knownDirection = SORT_DIRECTIONS.find((item) => item === direction);
  return knownField && knownDirection ? { field: knownField, direction: knownDirection } : null;
}

/** The hash's query for a state, keys in a fixed order so equal searches have equal bookmarks. */
export function queryOfSearchState(state: SearchState): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (state.filters[key]) params.set(key, state.filters[key]!);
  if (state.sort) params.set('sort', `${state.sort.field}.${state.sort.direction}`);
  else if (state.nearestFirst) params.set('sort', DISTANCE_SORT);
  if (state.limit !== DEFAULT_LIMIT) params.set('limit', String(state.limit));
  if (state.page > 1) params.set('page', String(state.page));
  return params.toString();
}

const RANGE = /^\d+(\.\d+)?-\d+(\.\d+)?$/;
const YEAR = /^\d{4}(-\d{4})?$/;

/**
 * The listings.search input for a state. Values that are still being typed (half a
 * range, a 3-digit ZIP) are left out rather than sent to fail.
 */
export function searchInputOf(state: SearchState): ListingsSearchInput {
  const input: ListingsSearchInput = { limit: state.limit, includes: ['total', 'facets'] };
  if (state.page > 1) input.page = state.page;
  if (state.sort) input.sort = state.sort;
  const f = state.filters;
  for (const key of [
    'vehicle.make',
    'vehicle.model',
    'vehicle.trim',
    'vehicle.bodyStyle',
    'vehicle.engine',
    'vehicle.transmission',
    'vehicle.interiorColor',
    'vehicle.exteriorColor',
    'vehicle.fuel',
    'dealerId',
  ] as const) {
    if (f[key]) input[key] = f[key];
  }
  if (f['vehicle.year'] && YEAR.test(f['vehicle.year'])) input['vehicle.year'] = f['vehicle.year'];
  if (f['vehicle.doors'] && /^\d$/.test(f['vehicle.doors'])) input['vehicle.doors'] = Number(f['vehicle.doors']);
  for (const key of ['retailListing.price', 'retailListing.miles'] as const)
    if (f[key] && RANGE.test(f[key])) input[key] = f[key];
  if (f['retailListing.used'] === 'true' || f['retailListing.used'] === 'false')
    input['retailListing.used'] = f['retailListing.used'] === 'true';
  if (f['retailListing.cpo'] === 'true') input['retailListing.cpo'] = true;
  const usState = normalizeStateCode(f['retailListing.state'] ?? '');
  if (usState) input['retailListing.state'] = usState;
  if (f.zip && /^\d{5}$/.test(f.zip)) {
    input.zip = f.zip;
    const distance = Number(f.distance);
    if (Number.isInteger(distance) && distance >= 1 && distance <= 5000) input.distance = distance;
  }
  if (f.includeUnpriced === 'true') input.includeUnpriced = true;
  return input;
}

/** Adds or removes one value of a comma list ("Ford,Toyota"). */
export function toggleListValue(list: string | undefined, value: string): string {
  const values = (list ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  const next = values.includes(value) ? values.filter((item) => item !== value) : [...values, value];
  return next.join(',');
}

/** "2018-2022" from two typed ends; one end alone means just that year or an open range. */
export function rangeOf(from: string, to: string, fallbackMax: number): string {
  const a = from.trim();
  const b = to.trim();
  if (!a && !b) return '';
  return `${a || '0'}-${b || String(fallbackMax)}`;
}

// The edges of the search screen's hash and of the listings.search input built from it:
// paging bounds, sort names, and which half-typed values stay home. Expected values follow the
// spec's GET /listings parameters (page ≥ 1, limit 1–500, distance 1–5,000, doors a digit).
import { describe, expect, it } from 'vitest';
import { ListingsSearchInputSchema } from '../schemas/listings-query-schema';
import {
  parseSort,
  queryOfSearchState,
  rangeOf,
  searchInputOf,
  searchStateFromQuery,
  toggleListValue,
  type SearchState,
} from './search-query';

const state = (filters: Record<string, string>, more: Partial<SearchState> = {}): SearchState => ({
  filters,
  page: 1,
  limit: 50,
  sort: null,
  ...more,
});

describe('reading the hash', () => {
  it.each([
    ['', 1, 50],
    ['page=0&limit=0', 1, 50],
    ['page=-3&limit=-5', 1, 1],
    ['page=100001&limit=501', 100_000, 500],
    ['page=100000&limit=500', 100_000, 500],
    ['page=abc&limit=xyz', 1, 50],
    ['page=2&limit=1', 2, 1],
  ])('%j → page %i, limit %i', (query, page, limit) => {
    expect(searchStateFromQuery(query)).toMatchObject({ page, limit });
  });

  it('drops empty and blank filters and trims the rest', () => {
    expect(searchStateFromQuery('vehicle.make=&vehicle.model=%20%20&zip=%2030301%20').filters).toEqual({
      zip: '30301',
    });
  });

  it.each([
    ['price', { field: 'price', direction: 'asc' }],
    ['price.asc', { field: 'price', direction: 'asc' }],
    ['year.desc', { field: 'year', direction: 'desc' }],
    ['price.up', null],
    ['colour.desc', null],
    ['', null],
    [null, null],
  ] as const)('reads the sort %j as %j', (value, sort) => {
    expect(parseSort(value)).toEqual(sort);
  });
});

describe('writing the hash', () => {
  it('leaves out the defaults, so equal searches have equal bookmarks', () => {
    expect(queryOfSearchState(state({}))).toBe('');
    expect(queryOfSearchState(state({ zip: '30301' }, { page: 2, limit: 51 }))).toBe('zip=30301&limit=51&page=2');
    // An empty filter value is not written.
    expect(queryOfSearchState(state({ 'vehicle.make': '', zip: '30301' }))).toBe('zip=30301');
    // A sort wins over nearest-first if both were ever set.
    expect(queryOfSearchState(state({}, { sort: { field: 'miles', direction: 'asc' }, nearestFirst: true }))).toBe(
      'sort=miles.asc',
    );
  });
});

describe('the listings.search input', () => {
  it('sends the page only past the first, and the sort when there is one', () => {
    expect(searchInputOf(state({}))).toEqual({ limit: 50, includes: ['total', 'facets'] });
    expect(searchInputOf(state({}, { page: 2, sort: { field: 'price', direction: 'desc' } }))).toEqual({
      limit: 50,
      includes: ['total', 'facets'],
      page: 2,
      sort: { field: 'price', direction: 'desc' },
    });
  });

  it('sends no key for a filter that is not set', () => {
    expect(Object.keys(searchInputOf(state({}))).sort()).toEqual(['includes', 'limit']);
    expect(Object.keys(searchInputOf(state({ 'vehicle.make': 'Ford' }))).sort()).toEqual([
      'includes',
      'limit',
      'vehicle.make',
    ]);
  });

  it('sends every text filter as typed', () => {
    const filters = {
      'vehicle.make': 'Ford,Toyota',
      'vehicle.model': 'F-150',
      'vehicle.trim': 'XLT',
      'vehicle.bodyStyle': 'Pickup',
      'vehicle.engine': 'V8',
      'vehicle.transmission': 'Automatic',
      'vehicle.interiorColor': 'Black',
      'vehicle.exteriorColor': 'Red',
      'vehicle.fuel': 'Gasoline',
      dealerId: 'D1',
    };
    const input = searchInputOf(state(filters));
    expect(input).toEqual({ limit: 50, includes: ['total', 'facets'], ...filters });
    expect(ListingsSearchInputSchema.safeParse(input).success).toBe(true);
  });

  it.each([
    ['vehicle.year', '2021', '2021'],
    ['vehicle.year', '2018-2022', '2018-2022'],
    ['vehicle.year', '21', undefined],
    ['vehicle.year', '2018-', undefined],
    ['vehicle.year', 'x2021', undefined],
    ['vehicle.year', '2021x', undefined],
    ['retailListing.miles', '0-50000', '0-50000'],
    ['retailListing.miles', '0.5-1.5', '0.5-1.5'],
    ['retailListing.miles', '-50000', undefined],
    ['retailListing.miles', '10000-', undefined],
    ['retailListing.price', 'a10000-20000', undefined],
    ['retailListing.price', '10000-20000b', undefined],
  ])('%s %j → %j', (key, value, sent) => {
    expect(searchInputOf(state({ [key]: value }))[key as 'vehicle.year']).toBe(sent);
  });

  it.each([
    ['4', 4],
    ['0', 0],
    ['12', undefined],
    ['x', undefined],
    ['4a', undefined],
  ])('doors %j → %j', (doors, sent) => {
    expect(searchInputOf(state({ 'vehicle.doors': doors }))['vehicle.doors']).toBe(sent);
  });

  it('sends used and CPO only as true or false the way the screen writes them', () => {
    expect(searchInputOf(state({ 'retailListing.used': 'false' }))['retailListing.used']).toBe(false);
    expect(searchInputOf(state({ 'retailListing.used': 'true' }))['retailListing.used']).toBe(true);
    expect(searchInputOf(state({ 'retailListing.used': 'yes' }))).not.toHaveProperty('retailListing.used');
    expect(searchInputOf(state({ 'retailListing.cpo': 'true' }))['retailListing.cpo']).toBe(true);
    expect(searchInputOf(state({ 'retailListing.cpo': 'false' }))).not.toHaveProperty('retailListing.cpo');
    expect(searchInputOf(state({ includeUnpriced: 'false' }))).not.toHaveProperty('includeUnpriced');
  });

  it('sends a state as its code, whatever its case, and nothing for a place that is no state', () => {
    expect(searchInputOf(state({ 'retailListing.state': ' tx ' }))['retailListing.state']).toBe('TX');
    expect(searchInputOf(state({ 'retailListing.state': 'Texas' }))).not.toHaveProperty('retailListing.state');
  });

  it.each([
    ['30301', '1', 1],
    ['30301', '5000', 5000],
    ['30301', '0', undefined],
    ['30301', '5001', undefined],
    ['30301', '2.5', undefined],
    ['30301', '', undefined],
  ])('zip %s with distance %j sends distance %j', (zip, distance, sent) => {
    const input = searchInputOf(state({ zip, distance }));
    expect(input.zip).toBe(zip);
    expect(input.distance).toBe(sent);
  });

  it('sends no distance without a complete ZIP', () => {
    const input = searchInputOf(state({ zip: '3030', distance: '50' }));
    expect(input).not.toHaveProperty('zip');
    expect(input).not.toHaveProperty('distance');
    expect(searchInputOf(state({ zip: '303011' }))).not.toHaveProperty('zip');
  });
});

describe('list and range helpers', () => {
  it('toggles a value, trimming the list and dropping empty items', () => {
    expect(toggleListValue(' Ford , ,Toyota ', 'Honda')).toBe('Ford,Toyota,Honda');
    expect(toggleListValue('Ford', 'Ford')).toBe('');
    expect(toggleListValue('', 'Ford')).toBe('Ford');
  });

  it('builds a range from either end alone', () => {
    expect(rangeOf(' 2018 ', ' 2020 ', 2027)).toBe('2018-2020');
    expect(rangeOf('', '2020', 2027)).toBe('0-2020');
    expect(rangeOf('2018', '  ', 2027)).toBe('2018-2027');
    expect(rangeOf(' ', ' ', 2027)).toBe('');
  });
});

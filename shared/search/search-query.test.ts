import { describe, expect, it } from 'vitest';
import { ListingsSearchInputSchema } from '../schemas/listings-query-schema';
import { queryOfSearchState, rangeOf, searchInputOf, searchStateFromQuery, toggleListValue } from './search-query';

describe('search query', () => {
  it('round-trips a search through the hash, dropping keys the service does not define', () => {
    const state = searchStateFromQuery(
      'vehicle.make=Ford&vehicle.year=2019-2022&zip=30301&distance=50&sort=price.desc&page=3&bogus=1&limit=100',
    );
    expect(state).toEqual({
      filters: { 'vehicle.make': 'Ford', 'vehicle.year': '2019-2022', zip: '30301', distance: '50' },
      page: 3,
      limit: 100,
      sort: { field: 'price', direction: 'desc' },
    });
    expect(queryOfSearchState(state)).toBe(
      'vehicle.year=2019-2022&vehicle.make=Ford&zip=30301&distance=50&sort=price.desc&limit=100&page=3',
    );
  });

  it('sends only complete values, and the input always passes main’s schema', () => {
    const input = searchInputOf(
      searchStateFromQuery(
        'vehicle.year=201&retailListing.price=0-30000&zip=303&distance=25&vehicle.doors=4&retailListing.used=true&includeUnpriced=true',
      ),
    );
    expect(input).toEqual({
      limit: 50,
      includes: ['total', 'facets'],
      'retailListing.price': '0-30000',
      'vehicle.doors': 4,
      'retailListing.used': true,
      includeUnpriced: true,
    });
    expect(ListingsSearchInputSchema.safeParse(input).success).toBe(true);
  });

  it('toggles values of a comma list and builds ranges from two ends', () => {
    expect(toggleListValue('Ford,Toyota', 'Ford')).toBe('Toyota');
    expect(toggleListValue(undefined, 'Honda')).toBe('Honda');
    expect(rangeOf('2018', '', 2027)).toBe('2018-2027');
    expect(rangeOf('', '', 2027)).toBe('');
  });

  it('keeps the distance sort in the hash without sending it to the service, which has none', () => {
    const state = searchStateFromQuery('zip=75201&sort=distance');
    expect(state).toEqual({ filters: { zip: '75201' }, page: 1, limit: 50, sort: null, nearestFirst: true });
    expect(queryOfSearchState(state)).toBe('zip=75201&sort=distance');
    expect(searchInputOf(state).sort).toBeUndefined();
  });
});

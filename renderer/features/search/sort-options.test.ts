import { describe, expect, it } from 'vitest';
import { searchStateFromQuery } from '../../../shared/search/search-query';
import { sortOptions, sortValueOf } from './sort-options';

const labelOf = (options: { value: string; label: string }[], value: string) =>
  options.find((option) => option.value === value)?.label;

describe('sortOptions', () => {
  it('offers Nearest first once a ZIP is set, and not before', () => {
    expect(labelOf(sortOptions('94103', false), 'distance')).toBe('Nearest first');
    expect(labelOf(sortOptions('', false), 'distance')).toBeUndefined();
  });

  it('keeps a chosen nearest-first sort listed without a ZIP, asking for one', () => {
    expect(labelOf(sortOptions('', true), 'distance')).toBe('Nearest first (enter a ZIP code)');
  });

  it('names each field both ways in a dealer’s words', () => {
    const options = sortOptions('', false);
    expect(labelOf(options, 'price.asc')).toBe('Price, low to high');
    expect(labelOf(options, 'updatedAt.desc')).toBe('Last updated, newest first');
    expect(labelOf(options, 'createdAt.asc')).toBe('Date listed, oldest first');
  });
});

describe('sortValueOf', () => {
  it('is empty (the service’s own order) when no sort is chosen, ZIP or not', () => {
    expect(sortValueOf(searchStateFromQuery(''))).toBe('');
    expect(sortValueOf(searchStateFromQuery('zip=94103'))).toBe('');
  });

  it('is the distance sort when nearest first is chosen', () => {
    expect(sortValueOf(searchStateFromQuery('zip=94103&sort=distance'))).toBe('distance');
  });
});

import { describe, expect, it } from 'vitest';
import { normalizeAutodevFacets, parseFacetLabel, parseFacetRange } from './autodev-facets';

// auto.dev's facet labels and ranges read one form at a time (docs/real-service.md #18: "<label>
// (<count>)" keys, "min-max" price and mileage buckets). Expected values are read off each
// label by hand.

describe('parseFacetLabel', () => {
  it('reads the value and the count, trimmed, with thousands separators', () => {
    expect(parseFacetLabel('  Land Rover (1,204) ')).toEqual({ value: 'Land Rover', count: 1204 });
    expect(parseFacetLabel('Ford (309520)')).toEqual({ value: 'Ford', count: 309520 });
    expect(parseFacetLabel(' Ford  (3)')).toEqual({ value: 'Ford', count: 3 });
  });

  it('refuses a label without a count, with a blank value, or with a count too large to be exact', () => {
    for (const label of ['Ford', 'Ford (x)', 'Ford(3)', ' (3)', '   (3)', 'Ford (99999999999999999)'])
      expect(parseFacetLabel(label), label).toBeNull();
  });
});

describe('parseFacetRange', () => {
  it('reads closed, open and single-valued ranges, with dollar signs and separators', () => {
    expect(parseFacetRange('21845-26437')).toEqual({ min: 21845, max: 26437 });
    expect(parseFacetRange(' $21,845 - $26,437 ')).toEqual({ min: 21845, max: 26437 });
    expect(parseFacetRange('100000+')).toEqual({ min: 100000 });
    expect(parseFacetRange('100000-')).toEqual({ min: 100000 });
    expect(parseFacetRange('5000-5000')).toEqual({ min: 5000, max: 5000 });
  });

  it('refuses a range whose top is below its bottom, or that is not a range', () => {
    for (const value of ['26437-21845', 'cheap', '-5000', '1-2-3']) expect(parseFacetRange(value), value).toBeNull();
  });
});

describe('normalizeAutodevFacets', () => {
  it('keeps a spec-shaped group, only its well-formed buckets', () => {
    const good = { value: 'Honda', count: 3, url: 'https://x/1' };
    expect(
      normalizeAutodevFacets({
        'vehicle.make': [good, null, 'Honda', { value: 'Kia', count: '2', url: '' }, { value: 7, count: 1, url: '' }],
      }),
    ).toEqual({ 'vehicle.make': [good] });
    expect(normalizeAutodevFacets({ 'vehicle.make': [{ value: 'Kia', count: 2 }] })).toEqual({ 'vehicle.make': [] });
  });

  it('reads a price group into spec ranges, skipping buckets that are not ranges', () => {
    expect(
      normalizeAutodevFacets({ prices: { '21845-26437 (12)': 'https://x/p', 'cheap (3)': 'https://x/c' } }),
    ).toEqual({
      'retailListing.price': [
        {
          value: '21845-26437',
          label: '21845-26437',
          count: 12,
          url: 'https://x/p',
          range: { min: 21845, max: 26437 },
        },
      ],
    });
  });

  it('returns nothing for facets that are not an object of groups', () => {
    for (const facets of [null, undefined, 'makes', 3, [{ makes: {} }]])
      expect(normalizeAutodevFacets(facets)).toEqual({});
    expect(normalizeAutodevFacets({ makes: 'Ford (3)', years: null })).toEqual({});
  });
});

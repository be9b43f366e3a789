import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingsSearchInput } from '../../../shared/schemas/listings-query-schema';
import type { ListingsResult } from '../../../shared/schemas/fetched';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { SearchScreen } from './search-screen';

let fake: FakeBridge;
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  fake = installFakeBridge();
  fake.handle('savedSearches.list', () => []);
});
afterEach(() => vi.unstubAllGlobals());

const page = (facets: Record<string, unknown>): ListingsResult => ({
  data: { data: [], next: null, total: 10, skippedRows: 0, facets },
  stale: false,
  fetchedAt: '2026-11-23T14:02:00Z',
});

describe('search: facet counts with a value ticked', () => {
  it('keeps offering the other models with the counts they add, from a search without the model filter', async () => {
    // The service counts facets over the matching rows: with RAV4 ticked it lists RAV4 alone.
    fake.handle('listings.search', (input) =>
      (input as ListingsSearchInput)['vehicle.model']
        ? page({ 'vehicle.model': [{ value: 'RAV4', count: 10 }], 'vehicle.make': [{ value: 'Toyota', count: 10 }] })
        : page({
            'vehicle.model': [
              { value: 'RAV4', count: 10 },
              { value: 'Camry', count: 7 },
            ],
            'vehicle.make': [{ value: 'Toyota', count: 17 }],
          }),
    );
    renderWithQuery(<SearchScreen query="vehicle.make=Toyota&vehicle.model=RAV4" />);
    const models = await screen.findByRole('group', { name: 'Model' });
    expect(await within(models).findByRole('checkbox', { name: /^Camry\s*7$/ })).toBeTruthy();
    expect(within(models).getByRole('checkbox', { name: /^RAV4\s*10$/ })).toHaveProperty('checked', true);
    // One facets-only call per ticked dimension, each leaving out that dimension's own filter.
    const facetCalls = fake.calls
      .filter((call) => call.channel === 'listings.search' && (call.input as ListingsSearchInput).limit === 1)
      .map((call) => call.input);
    expect(facetCalls).toEqual(
      expect.arrayContaining([
        { 'vehicle.make': 'Toyota', limit: 1, includes: ['facets'] },
        { 'vehicle.model': 'RAV4', limit: 1, includes: ['facets'] },
      ]),
    );
    expect(facetCalls).toHaveLength(2);
  });
});

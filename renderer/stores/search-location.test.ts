import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SearchState } from '../../shared/search/search-query';
import { currentHash } from './location-hash';
import {
  editSearch,
  searchHashOf,
  searchOfHash,
  useSearchHref,
  useSearchWritten,
  writeSearch,
} from './search-location';

const fordNear75201: SearchState = {
  filters: { 'vehicle.make': 'Ford,Toyota', 'vehicle.year': '2019-2022', zip: '75201', distance: '100' },
  page: 2,
  limit: 100,
  sort: { field: 'price', direction: 'asc' },
};

/** Resolves when Back or Forward has brought the address to `hash` (popstate, as in a browser). */
function hashBecomes(hash: string): Promise<void> {
  return new Promise((resolve) => {
    const check = () => {
      if (window.location.hash !== hash) return;
      window.removeEventListener('popstate', check);
      resolve();
    };
    window.addEventListener('popstate', check);
  });
}

describe('search location', () => {
  it('writes a search as a bookmark and reads the same search back', () => {
    const hash = searchHashOf(fordNear75201);
    // Written out by hand: the service's names in FILTER_KEYS order, the comma escaped, paging last.
    expect(hash).toBe(
      '#/search?vehicle.year=2019-2022&vehicle.make=Ford%2CToyota&zip=75201&distance=100&sort=price.asc&limit=100&page=2',
    );
    expect(searchOfHash(hash)).toEqual(fordNear75201);
    expect(searchOfHash('#/search?sort=distance&zip=75201')).toEqual({
      filters: { zip: '75201' },
      page: 1,
      limit: 50,
      sort: null,
      nearestFirst: true,
    });
    expect(searchHashOf({ filters: {}, page: 1, limit: 50, sort: null })).toBe('#/search');
  });

  it('reads "#/" and the bare search as the empty search, and another screen as none', () => {
    const empty = { filters: {}, page: 1, limit: 50, sort: null };
    expect(searchOfHash('')).toEqual(empty);
    expect(searchOfHash('#/')).toEqual(empty);
    expect(searchOfHash('#/vehicle/1HGCM82633A004352')).toBeNull();
  });

  it('an edit is a history entry: Back returns to the search before it, Forward to the edit', async () => {
    window.history.replaceState(null, '', '#/search?vehicle.make=Ford');
    const before = window.history.length;
    const edited = '#/search?vehicle.make=Ford&zip=75201';
    editSearch((state) => ({ ...state, filters: { ...state.filters, zip: '75201' } }));
    expect(currentHash()).toBe(edited);
    expect(window.history.length).toBe(before + 1);
    const back = hashBecomes('#/search?vehicle.make=Ford');
    window.history.back();
    await back;
    expect(currentHash()).toBe('#/search?vehicle.make=Ford');
    const forward = hashBecomes(edited);
    window.history.forward();
    await forward;
    expect(currentHash()).toBe(edited);
  });

  it('two edits before a render both count, each read from the hash', () => {
    window.history.replaceState(null, '', '#/search');
    editSearch((state) => ({ ...state, filters: { ...state.filters, 'vehicle.make': 'Honda' } }));
    editSearch((state) => ({ ...state, page: 3 }));
    expect(currentHash()).toBe('#/search?vehicle.make=Honda&page=3');
  });

  it('a default replaces the address without a history entry, and marks the search as written', () => {
    window.history.replaceState(null, '', '#/search');
    const { result } = renderHook(() => useSearchWritten());
    const before = window.history.length;
    act(() => writeSearch({ filters: { zip: '60601' }, page: 1, limit: 50, sort: null }, 'default'));
    expect(currentHash()).toBe('#/search?zip=60601');
    expect(window.history.length).toBe(before);
    expect(result.current).toBe(true);
  });

  it('remembers the last search, filters and all, while other screens are open', () => {
    const { result } = renderHook(() => useSearchHref());
    act(() =>
      writeSearch({ filters: { 'vehicle.model': 'RAV4,CR-V', zip: '75201' }, page: 1, limit: 50, sort: null }, 'edit'),
    );
    act(() => window.history.replaceState(null, '', '#/vehicle/1HGCM82633A004352'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current).toBe('#/search?vehicle.model=RAV4%2CCR-V&zip=75201');
    // A cleared search is remembered as cleared.
    act(() => writeSearch({ filters: {}, page: 1, limit: 50, sort: null }, 'edit'));
    act(() => window.history.replaceState(null, '', '#/settings'));
    act(() => window.dispatchEvent(new PopStateEvent('popstate')));
    expect(result.current).toBe('#/search');
  });
});

import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingsResult } from '../../../shared/schemas/fetched';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { renderWithQuery } from '../../test-utils/render-app';
import { SearchScreen } from './search-screen';

let fake: FakeBridge;
beforeEach(() => {
  // jsdom has no layout: the virtualized list needs these to mount.
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

function answer(result: Omit<ListingsResult, 'data' | 'stale' | 'fetchedAt'>, total = 0) {
  fake.handle(
    'listings.search',
    () =>
      ({
        data: { data: [], next: null, total, skippedRows: 0 },
        stale: false,
        fetchedAt: '2026-11-23T14:02:00Z',
        ...result,
      }) satisfies ListingsResult,
  );
}

describe('search: a page size lowered by the plan', () => {
  it('says the plan’s limit when the service clamped the page size', async () => {
    answer({ clampedLimit: { requested: 100, applied: 20, plan: 'free' } }, 21);
    renderWithQuery(<SearchScreen query="limit=100" />);
    const note = await screen.findByText(/Showing 20 per page/);
    expect(note.textContent).toBe('Showing 20 per page: the Free plan’s limit (100 were asked for).');
    expect(note.getAttribute('role')).toBe('status');
  });

  it('names no plan when every match fits on the lowered page', async () => {
    answer({ clampedLimit: { requested: 100, applied: 20, plan: 'free' } }, 20);
    renderWithQuery(<SearchScreen query="limit=100" />);
    expect(await screen.findByText('20 listings match')).toBeTruthy();
    expect(screen.queryByText(/plan/i)).toBeNull();
  });

  it('says nothing when the page size was kept', async () => {
    answer({});
    renderWithQuery(<SearchScreen query="" />);
    expect(await screen.findByText('No listings match')).toBeTruthy();
    expect(screen.queryByText(/per page:/)).toBeNull();
  });
});

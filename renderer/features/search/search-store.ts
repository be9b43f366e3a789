import { create } from 'zustand';
import { DEFAULT_LIMIT, queryOfSearchState, type SearchState } from '../../../shared/search/search-query';

interface SearchStore {
  state: SearchState;
  /**
   * true once the person changed the search or the dealership ZIP was filled in: from
   * then on an empty search is one they chose (Clear all), not a fresh one to default.
   */
  touched: boolean;
  /** From the hash (Back, Forward, a bookmark): replaces the store without writing the hash again. */
  hydrate: (state: SearchState) => void;
  /** From the controls: updates the store and records the search in the hash, so Back returns to it. */
  update: (change: (state: SearchState) => SearchState) => void;
  markTouched: () => void;
}

function writeHash(state: SearchState): void {
  const query = queryOfSearchState(state);
  const hash = query ? `#/search?${query}` : '#/search';
  if (window.location.hash !== hash) window.location.hash = hash;
}

/** The search being edited, mirrored in the URL hash both ways. */
export const useSearchStore = create<SearchStore>()((set, get) => ({
  state: { filters: {}, page: 1, limit: DEFAULT_LIMIT, sort: null },
  touched: false,
  hydrate: (state) => set({ state }),
  update: (change) => {
    const next = change(get().state);
    set({ state: next, touched: true });
    writeHash(next);
  },
  markTouched: () => set({ touched: true }),
}));

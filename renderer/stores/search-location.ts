// The search lives in the address hash (#/search?vehicle.make=Ford&zip=75201) and
// nowhere else: this module turns the hash into a SearchState and a SearchState into
// the hash, and decides which changes make a history entry.
import { useSyncExternalStore } from 'react';
import { queryOfSearchState, searchStateFromQuery, type SearchState } from '../../shared/search/search-query';
import { currentHash, pushHash, replaceHash, subscribeToHash } from './location-hash';
import { hrefs, parseRoute } from './routes';

/**
 * Why the search changes, which decides its history:
 * - 'edit': the person changed it, so Back returns to the search before.
 * - 'default': the app filled in a default (the dealership ZIP); Back must not land on the
 *   address without it only to have the default pushed again.
 */
type SearchChange = 'edit' | 'default';

/** The hash of a search, keys in a fixed order so an equal search has an equal bookmark. */
export function searchHashOf(state: SearchState): string {
  const query = queryOfSearchState(state);
  return query ? `#/search?${query}` : hrefs.search();
}

/** The search a hash holds, or null when the hash is another screen. */
export function searchOfHash(hash: string): SearchState | null {
  const route = parseRoute(hash);
  return route.name === 'search' ? searchStateFromQuery(route.query ?? '') : null;
}

/** The address of a search hash ("#/" is "#/search"), or null when the hash is another screen. */
function searchHrefOf(hash: string): string | null {
  const route = parseRoute(hash);
  if (route.name !== 'search') return null;
  return route.query ? `#/search?${route.query}` : hrefs.search();
}

/** The address of the search last shown, so the sidebar's Search returns to it. */
let lastSearchHref = searchHrefOf(currentHash()) ?? hrefs.search();

subscribeToHash(() => {
  lastSearchHref = searchHrefOf(currentHash()) ?? lastSearchHref;
});

/** true once the search was written this session: an empty search after that is one the person chose. */
let written = false;

/** Writes the search to the hash, as a history entry or in place according to why it changed. */
export function writeSearch(state: SearchState, change: SearchChange): void {
  written = true;
  const hash = searchHashOf(state);
  if (change === 'default') replaceHash(hash);
  else pushHash(hash);
}

/**
 * Applies a change to the search in the hash now. It reads the hash, not a rendered copy,
 * so two changes made before the screen renders again both count.
 */
export function editSearch(change: (state: SearchState) => SearchState): void {
  writeSearch(change(searchOfHash(currentHash()) ?? searchStateFromQuery('')), 'edit');
}

/** Whether the search was changed (or given its default) this session. */
export function useSearchWritten(): boolean {
  return useSyncExternalStore(subscribeToHash, () => written);
}

/** Where the sidebar's Search goes: the current search, filters kept. */
export function useSearchHref(): string {
  return useSyncExternalStore(subscribeToHash, () => lastSearchHref);
}

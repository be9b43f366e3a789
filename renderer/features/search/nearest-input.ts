import type { ChannelInput } from '../../../shared/ipc/contract';
import { searchInputOf, type SearchState } from '../../../shared/search/search-query';

/** The listings.nearest input of a distance-sorted search, or null when it has no usable ZIP. */
export function nearestInputOf(state: SearchState): ChannelInput<'listings.nearest'> | null {
  if (!state.nearestFirst) return null;
  const { sort: _sort, zip, ...input } = searchInputOf(state);
  return zip ? { ...input, zip } : null;
}

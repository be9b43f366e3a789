import type { WatchedVin, WatchlistDelta } from '../ipc/watchlist-channels';

/**
 * The window's list after one 'watchlist.changed' event: entries changed in place, new ones
 * put at the top in the order sent (newest-added first, as main keeps the list), removed ones
 * dropped. Entries are keyed by VIN, so applying an event the list already holds (one that
 * crossed the list's first read) changes nothing.
 */
export function applyWatchlistDelta(list: readonly WatchedVin[], delta: WatchlistDelta): WatchedVin[] {
  if (delta.changed.length === 0 && delta.removed.length === 0) return [...list];
  const removed = new Set(delta.removed);
  const changed = new Map(delta.changed.filter((entry) => !removed.has(entry.vin)).map((entry) => [entry.vin, entry]));
  const kept = list
    .filter((entry) => !removed.has(entry.vin))
    .map((entry) => {
      const next = changed.get(entry.vin);
      if (!next) return entry;
      changed.delete(entry.vin);
      return next;
    });
  return [...changed.values(), ...kept];
}

import { describe, expect, it } from 'vitest';
import type { WatchedVin } from '../ipc/watchlist-channels';
import { applyWatchlistDelta } from './watchlist-delta';

function entry(vin: string, extra: Partial<WatchedVin> = {}): WatchedVin {
  return {
    vin,
    addedAt: '2026-11-22T08:00:00.000Z',
    lastCheckedAt: null,
    openRecalls: {},
    parkIt: false,
    parkOutside: false,
    ...extra,
  };
}

const delta = (changed: WatchedVin[], removed: string[] = []) => ({ seq: 1, changed, removed, costChanged: false });

describe('a watchlist delta applied to the window’s list', () => {
  it('replaces a checked entry where it stands, leaving the others as they were', () => {
    const list = [entry('A'), entry('B'), entry('C')];
    const checked = entry('B', { lastCheckedAt: '2026-11-22T09:00:00.000Z', openRecalls: { '24V001000': 'Open' } });
    const next = applyWatchlistDelta(list, delta([checked]));
    expect(next.map((item) => item.vin)).toEqual(['A', 'B', 'C']);
    expect(next[1]).toBe(checked);
    expect(next[0]).toBe(list[0]);
    expect(list[1]!.lastCheckedAt).toBeNull();
  });

  it('puts VINs just added at the top in the order sent, and drops removed ones', () => {
    const next = applyWatchlistDelta([entry('A'), entry('B')], delta([entry('D'), entry('C')], ['A']));
    expect(next.map((item) => item.vin)).toEqual(['D', 'C', 'B']);
  });

  it('changes nothing when the list already holds what the delta says', () => {
    const list = [entry('A', { parkIt: true }), entry('B')];
    expect(applyWatchlistDelta(list, delta([list[0]!], ['Z']))).toEqual(list);
  });

  it('keeps a removed VIN out even when the same delta carries an answer for it', () => {
    expect(applyWatchlistDelta([entry('A'), entry('B')], delta([entry('A')], ['A'])).map((item) => item.vin)).toEqual([
      'B',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { SweepResult } from '../../../shared/ipc/sweep-channels';
import { sweepTiles } from './sweep-tiles';

const row = (vin: string, verdict: SweepResult['verdict'], extra: Partial<SweepResult> = {}): SweepResult => ({
  vin,
  verdict,
  count: verdict === 'clean' || verdict === 'error' ? 0 : 1,
  campaigns: [],
  ...extra,
});

describe('sweepTiles', () => {
  it('counts each vehicle once, under its worst answer, so the tiles add up to the vehicles', () => {
    const results = [
      // Do not drive and park outside at once: counted under do not drive only.
      row('A', 'park-it', { parkOutside: true }),
      row('B', 'park-it'),
      row('C', 'park-outside', { parkOutside: true }),
      row('D', 'open', { count: 3 }),
      row('E', 'clean'),
      row('F', 'clean'),
      row('G', 'clean'),
    ];
    const tiles = sweepTiles(results, 'openrecalls');
    expect(tiles.map((tile) => `${tile.count} ${tile.words}`)).toEqual([
      '2 vehicles — do not drive',
      '1 — park outside',
      '1 — other open recall',
      '3 — no open recall',
    ]);
    expect(tiles.reduce((sum, tile) => sum + tile.count, 0)).toBe(results.length);
  });

  it('adds a not-checked tile only when some check failed', () => {
    const results = [row('A', 'park-it'), row('B', 'error', { error: 'Timed out' })];
    expect(sweepTiles(results, 'openrecalls').map((tile) => `${tile.count} ${tile.words}`)).toEqual([
      '1 vehicle — do not drive',
      '0 — park outside',
      '0 — other open recalls',
      '0 — no open recall',
      '1 — not checked',
    ]);
    expect(sweepTiles([row('A', 'clean')], 'openrecalls').some((tile) => tile.filter === 'error')).toBe(false);
  });

  it('on Growth counts recalls on record, never open ones', () => {
    const results = [
      row('A', 'on-record', { count: 2, recordCount: 2 }),
      row('B', 'clean', { recordCount: 0 }),
      row('C', 'clean', { recordCount: 0 }),
    ];
    expect(sweepTiles(results, 'recalls').map((tile) => `${tile.count} ${tile.words}`)).toEqual([
      '1 vehicle — recalls on record',
      '2 — no recall on record',
    ]);
  });
});

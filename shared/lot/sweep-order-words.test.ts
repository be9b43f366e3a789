// How the lot sweep orders, counts and words its rows. Expected order and words are the
// product's rules written out by hand: do-not-drive first, then park-outside, then other open
// recalls, recalls on record, errors, clean; more recalls before fewer; VIN order last.
import { describe, expect, it } from 'vitest';
import type { SweepResult, SweepVerdict } from '../ipc/sweep-channels';
import { sortSweepResults, summarize } from './sweep-order';
import {
  openRecallWords,
  parkItWords,
  parkOutsideWords,
  recordWords,
  VERDICT_TONES,
  VERDICT_WORDS,
} from './sweep-words';

const row = (vin: string, verdict: SweepVerdict, count = 0, more: Partial<SweepResult> = {}): SweepResult => ({
  vin,
  verdict,
  count,
  campaigns: [],
  ...more,
});

describe('sortSweepResults', () => {
  it('puts the most urgent verdict first, then the most recalls, then the VIN', () => {
    const rows = [
      row('V09', 'clean'),
      row('V08', 'error'),
      row('V07', 'on-record', 3),
      row('V06', 'open', 1),
      row('V05', 'open', 4),
      row('V04', 'park-outside', 1),
      row('V03', 'park-it', 1),
      row('V02', 'park-it', 2),
      row('V01', 'park-it', 2),
    ];
    expect(sortSweepResults(rows).map((item) => item.vin)).toEqual([
      'V01', // park-it, 2 recalls, V01 < V02
      'V02',
      'V03', // park-it, 1 recall
      'V04', // park-outside
      'V05', // open, 4 recalls
      'V06', // open, 1 recall
      'V07', // on-record
      'V08', // error
      'V09', // clean
    ]);
  });

  it('returns a new list and leaves the input as it was', () => {
    const rows = [row('B', 'clean'), row('A', 'park-it', 1)];
    const sorted = sortSweepResults(rows);
    expect(sorted).not.toBe(rows);
    expect(rows.map((item) => item.vin)).toEqual(['B', 'A']);
  });
});

describe('summarize', () => {
  it('counts each verdict once, with recalls on record among the open ones', () => {
    const summary = summarize([
      row('1', 'park-it', 1),
      row('2', 'park-it', 1),
      row('3', 'park-outside', 1),
      row('4', 'open', 2),
      row('5', 'on-record', 1),
      row('6', 'clean'),
      row('7', 'clean'),
      row('8', 'clean'),
      row('9', 'error'),
    ]);
    expect(summary).toEqual({ vehicles: 9, parkIt: 2, parkOutside: 1, open: 2, clean: 3, errors: 1 });
  });

  it('is all zeros for no rows', () => {
    expect(summarize([])).toEqual({ vehicles: 0, parkIt: 0, parkOutside: 0, open: 0, clean: 0, errors: 0 });
  });
});

describe('sweep words', () => {
  it('names every verdict, with only a clean vehicle in green', () => {
    expect(VERDICT_WORDS).toEqual({
      'park-it': 'Do not drive',
      'park-outside': 'Park outside',
      open: 'Open recall',
      'on-record': 'Recalls on record',
      clean: 'No open recalls',
      error: 'Not checked',
    });
    expect(VERDICT_TONES).toEqual({
      'park-it': 'danger',
      'park-outside': 'warning',
      open: 'accent',
      'on-record': 'accent',
      clean: 'success',
      error: 'neutral',
    });
  });

  it.each([
    [row('A', 'open', 1), 'openrecalls', '1 open recall'],
    [row('A', 'open', 2), 'openrecalls', '2 open recalls'],
    [row('A', 'park-it', 1234), 'openrecalls', '1,234 open recalls'],
    [row('A', 'clean', 0), 'openrecalls', 'No open recalls'],
    [row('A', 'on-record', 2), 'recalls', 'Needs the Scale plan'],
    [row('A', 'error', 0), 'openrecalls', 'Not checked'],
    [row('A', 'error', 0), 'recalls', 'Not checked'],
  ] as const)('open recalls of %j on %s: %s', (result, endpoint, words) => {
    expect(openRecallWords(result, endpoint)).toBe(words);
  });

  it.each([
    [row('A', 'on-record', 1, { recordCount: 1 }), '1 recall on record'],
    [row('A', 'on-record', 3, { recordCount: 3 }), '3 recalls on record'],
    [row('A', 'clean', 0, { recordCount: 0 }), 'No recalls on record'],
    [row('A', 'clean', 0), 'Not reported by the service'],
    [row('A', 'error', 0, { recordCount: 2 }), 'Not checked'],
  ])('recalls on record of %j: %s', (result, words) => {
    expect(recordWords(result)).toBe(words);
  });

  it('says the do-not-drive flag only for a do-not-drive verdict', () => {
    expect(parkItWords(row('A', 'park-it', 1), 'openrecalls')).toBe('Park it: do not drive');
    expect(parkItWords(row('A', 'park-outside', 1), 'openrecalls')).toBe('No');
    expect(parkItWords(row('A', 'clean'), 'openrecalls')).toBe('No');
    expect(parkItWords(row('A', 'park-it', 1), 'recalls')).toBe('Needs the Scale plan');
    expect(parkItWords(row('A', 'error'), 'openrecalls')).toBe('Not checked');
    expect(parkItWords(row('A', 'error'), 'recalls')).toBe('Not checked');
  });

  it('says the park-outside flag from the row’s own flag, else from its verdict', () => {
    // A do-not-drive recall may also say park outside: the flag is kept apart from the verdict.
    expect(parkOutsideWords(row('A', 'park-it', 2, { parkOutside: true }), 'openrecalls')).toBe(
      'Park outside: fire risk',
    );
    expect(parkOutsideWords(row('A', 'park-it', 1, { parkOutside: false }), 'openrecalls')).toBe('No');
    expect(parkOutsideWords(row('A', 'park-outside', 1), 'openrecalls')).toBe('Park outside: fire risk');
    expect(parkOutsideWords(row('A', 'open', 1), 'openrecalls')).toBe('No');
    expect(parkOutsideWords(row('A', 'park-outside', 1), 'recalls')).toBe('Needs the Scale plan');
    expect(parkOutsideWords(row('A', 'error'), 'openrecalls')).toBe('Not checked');
    expect(parkOutsideWords(row('A', 'error'), 'recalls')).toBe('Not checked');
  });
});

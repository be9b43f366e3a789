import { describe, expect, it } from 'vitest';
import { lowestIndex, nameParts, openRecallCell, rowDiffers, type CompareRow } from './compare-rows';

const row = (...values: (number | string | null)[]): CompareRow => ({
  label: 'x',
  cells: values.map((value) => ({ text: String(value), value })),
});

describe('compare rows', () => {
  it('differs only when known values disagree', () => {
    expect(rowDiffers(row(1, 1, 1))).toBe(false);
    expect(rowDiffers(row(1, null, 1))).toBe(false);
    expect(rowDiffers(row(1, 2))).toBe(true);
    expect(rowDiffers(row('AWD', 'FWD'))).toBe(true);
  });

  it('finds the lowest cost', () => {
    expect(lowestIndex(row(300, 200, null, 250))).toBe(1);
    expect(lowestIndex(row(null, 'x'))).toBeNull();
  });

  const known = (openRecalls: number, openItems: number, parkIt = 0, parkOutside = 0) =>
    openRecallCell({ state: 'known', openRecalls, openItems, parkIt, parkOutside });

  it('says do not drive first, then park outside, then the count, in the vehicle page’s tones', () => {
    // Red for do not drive, amber for park outside: the VIN page's banners (RECALL_LEVELS).
    expect(known(2, 2, 1, 0)).toEqual({
      text: 'Do not drive · 2 open',
      value: 'Do not drive · 2 open',
      tone: 'danger',
    });
    expect(known(3, 3, 1, 1)).toEqual({
      text: 'Do not drive · Park outside · 3 open',
      value: 'Do not drive · Park outside · 3 open',
      tone: 'danger',
    });
    expect(known(1, 1, 0, 1)).toEqual({
      text: 'Park outside · 1 open',
      value: 'Park outside · 1 open',
      tone: 'warning',
    });
  });

  it('counts open recalls without a safety flag in the open level’s tone, never green', () => {
    expect(known(2, 2)).toEqual({ text: '2 open recalls', value: '2 open recalls', tone: 'accent' });
    // The service's count says 0 but it listed one open record: open is open.
    expect(known(0, 1)).toEqual({ text: '1 open recall', value: '1 open recall', tone: 'accent' });
    expect(known(0, 0)).toEqual({ text: 'None open', value: 0, tone: 'success' });
  });

  it('says why a recall flag is missing instead of leaving it blank', () => {
    expect(openRecallCell({ state: 'locked', planRequired: 'Scale' }).text).toBe('Not checked (needs Scale plan)');
    expect(openRecallCell({ state: 'failed' }).text).toBe('Could not check');
    expect(openRecallCell({ state: 'loading' }).value).toBeNull();
  });

  it('keeps each part of a name whole', () => {
    expect(nameParts({ year: 2021, make: 'Honda', model: 'CR-V' })).toEqual(['2021', 'Honda', 'CR-V']);
    expect(nameParts({ make: 'Ford', model: 'F-150' })).toEqual(['Ford', 'F-150']);
    expect(nameParts(undefined)).toEqual([]);
  });
});

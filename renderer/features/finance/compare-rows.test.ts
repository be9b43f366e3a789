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

  it('flags open recalls in red, counting a listed open recall even when the count says none', () => {
    expect(openRecallCell({ state: 'known', openRecalls: 2, openItems: 2 })).toEqual({
      text: '2 open recalls',
      value: 2,
      tone: 'danger',
    });
    // The service's count says 0 but it listed one open record: open is open.
    expect(openRecallCell({ state: 'known', openRecalls: 0, openItems: 1 })).toEqual({
      text: '1 open recall',
      value: 1,
      tone: 'danger',
    });
    expect(openRecallCell({ state: 'known', openRecalls: 0, openItems: 0 })).toEqual({
      text: 'None open',
      value: 0,
      tone: 'success',
    });
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

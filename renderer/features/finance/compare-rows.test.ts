import { describe, expect, it } from 'vitest';
import { lowestIndex, rowDiffers, type CompareRow } from './compare-rows';

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
});

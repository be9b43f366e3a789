import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isValidPlate, normalizePlate } from './plate-rule';

describe('plate-rule', () => {
  it('strips hyphens and spaces and upper-cases', () => {
    expect(normalizePlate('abc-12 3')).toBe('ABC123');
    expect(normalizePlate(' 7-XYZ 001 ')).toBe('7XYZ001');
  });

  it('accepts 2 to 8 alphanumerics only', () => {
    expect(isValidPlate('AB')).toBe(true);
    expect(isValidPlate('ABCD1234')).toBe(true);
    expect(isValidPlate('A')).toBe(false);
    expect(isValidPlate('ABCD12345')).toBe(false);
    expect(isValidPlate('AB$12')).toBe(false);
    expect(isValidPlate('A-B-C-1')).toBe(true);
    expect(isValidPlate('')).toBe(false);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (raw) => {
        expect(normalizePlate(normalizePlate(raw))).toBe(normalizePlate(raw));
      }),
    );
  });
});

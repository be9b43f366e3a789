import { describe, expect, it } from 'vitest';
import { distanceWords } from './distance-words';

describe('distanceWords', () => {
  it('says nothing when there is no distance to tell', () => {
    expect(distanceWords(null)).toBeNull();
    expect(distanceWords(Number.NaN)).toBeNull();
    expect(distanceWords(-3)).toBeNull();
  });

  it('never says 0 mi away: a car within a mile of the ZIP is under a mile away', () => {
    expect(distanceWords(0)).toBe('Under 1 mi away');
    expect(distanceWords(0.4)).toBe('Under 1 mi away');
    expect(distanceWords(0.99)).toBe('Under 1 mi away');
  });

  it('gives whole miles from a mile on, grouped by thousands', () => {
    expect(distanceWords(1)).toBe('1 mi away');
    expect(distanceWords(12.4)).toBe('12 mi away');
    expect(distanceWords(12.5)).toBe('13 mi away');
    expect(distanceWords(1234.2)).toBe('1,234 mi away');
  });
});

import { describe, expect, it } from 'vitest';
import { isUsStateCode, normalizeStateCode, stateName, US_STATE_CODES } from './us-states';

describe('us-states', () => {
  it('holds the 50 states and DC', () => {
    expect(US_STATE_CODES).toHaveLength(51);
    expect(US_STATE_CODES).toContain('DC');
    expect(stateName('DC')).toBe('District of Columbia');
  });

  it('accepts only exact upper-case codes', () => {
    expect(isUsStateCode('CA')).toBe(true);
    expect(isUsStateCode('ca')).toBe(false);
    expect(isUsStateCode('PR')).toBe(false);
    expect(isUsStateCode('XX')).toBe(false);
    expect(isUsStateCode('toString')).toBe(false);
  });

  it('normalizes typed input', () => {
    expect(normalizeStateCode(' tx ')).toBe('TX');
    expect(normalizeStateCode('Texas')).toBeNull();
  });
});

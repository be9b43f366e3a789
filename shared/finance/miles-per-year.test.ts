import { describe, expect, it } from 'vitest';
import { parseMilesPerYear } from './miles-per-year';

describe('miles a year as typed', () => {
  it('takes whole miles, with or without the thousands comma', () => {
    expect(parseMilesPerYear('15,000')).toEqual({ miles: 15_000, problem: null });
    expect(parseMilesPerYear(' 12000 ')).toEqual({ miles: 12_000, problem: null });
  });

  it('takes the ends of the range: 1,000 and 60,000', () => {
    expect(parseMilesPerYear('1000').miles).toBe(1_000);
    expect(parseMilesPerYear('60,000').miles).toBe(60_000);
  });

  it('says what is wrong in words', () => {
    expect(parseMilesPerYear('').problem).toBe('Enter the miles driven a year, like 15,000.');
    expect(parseMilesPerYear('12.5').problem).toBe('Enter the miles a year as a whole number, like 15,000.');
    expect(parseMilesPerYear('-500').problem).toBe('Enter the miles a year as a whole number, like 15,000.');
    expect(parseMilesPerYear('999').problem).toBe('Enter between 1,000 and 60,000 miles a year.');
    expect(parseMilesPerYear('60,001').problem).toBe('Enter between 1,000 and 60,000 miles a year.');
  });
});

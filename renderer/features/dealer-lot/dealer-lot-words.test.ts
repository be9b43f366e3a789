import { describe, expect, it } from 'vitest';
import { daysWords, rankWords } from './dealer-lot-words';

describe('dealer lot words', () => {
  it('says a rank as a dealer reads it', () => {
    expect(rankWords({ position: 1, of: 9 })).toBe('Lowest of 9');
    expect(rankWords({ position: 2, of: 9 })).toBe('2nd lowest of 9');
    expect(rankWords({ position: 3, of: 41 })).toBe('3rd lowest of 41');
    expect(rankWords({ position: 11, of: 41 })).toBe('11th lowest of 41');
    expect(rankWords({ position: 22, of: 1041 })).toBe('22nd lowest of 1,041');
    expect(rankWords({ position: 1, of: 1 })).toBe('No other like it nearby');
    expect(rankWords(null)).toBe('No price');
  });

  it('counts days', () => {
    expect(daysWords(1)).toBe('1 day');
    expect(daysWords(0)).toBe('0 days');
    expect(daysWords(1200)).toBe('1,200 days');
  });
});

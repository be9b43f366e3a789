import { describe, expect, it } from 'vitest';
import { priceDropWords } from './price-drop-words';

const NOV_2_2026 = Date.UTC(2026, 10, 2, 12);
const NOV_28_2026 = Date.UTC(2026, 10, 28, 12);

describe('priceDropWords', () => {
  it('says how much less, since the day, as a buyer reads it', () => {
    const drop = { drop: 1_200, since: NOV_2_2026, fromPrice: 20_000, toPrice: 18_800 };
    expect(priceDropWords(drop, NOV_28_2026, 'UTC')).toEqual({
      shown: '$1,200 since Nov 2',
      spoken: 'Price dropped $1,200 since Nov 2',
    });
  });

  it('names the year of a day in another year, and whole dollars only', () => {
    const drop = { drop: 499.6, since: Date.UTC(2025, 11, 30, 12), fromPrice: 25_000, toPrice: 24_500.4 };
    expect(priceDropWords(drop, Date.UTC(2026, 0, 20), 'UTC').shown).toBe('$500 since Dec 30, 2025');
  });

  it('reads the day in the window’s time zone', () => {
    // 02:00 UTC on Nov 2 is still Nov 1 in Los Angeles.
    const drop = { drop: 900, since: Date.UTC(2026, 10, 2, 2), fromPrice: 10_000, toPrice: 9_100 };
    expect(priceDropWords(drop, NOV_28_2026, 'America/Los_Angeles').shown).toBe('$900 since Nov 1');
  });
});

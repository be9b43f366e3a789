import { describe, expect, it } from 'vitest';
import { changeWords, datesSourceWords, daysListedWords, noChangesWords, priceChanges } from './price-history-words';

// Noon UTC, so the day is the same in every time zone the tests may run in.
const NOV_2 = Date.UTC(2026, 10, 2, 12);
const NOV_5 = Date.UTC(2026, 10, 5, 12);
const NOV_9 = Date.UTC(2026, 10, 9, 12);

const point = (at: number, price: number | null, miles = 30_000) => ({ at, price, miles, dealer: 'Acme Auto' });

describe('price history words', () => {
  it('lists each change of the asking price, not a change of miles or a stretch without a price', () => {
    const changes = priceChanges({
      points: [point(NOV_2, 24_500), point(NOV_5, 24_500, 30_100), point(NOV_5 + 1, null), point(NOV_9, 23_300)],
    });
    expect(changes).toEqual([{ at: NOV_9, from: 24_500, to: 23_300 }]);
    expect(changeWords(changes[0]!)).toBe('Nov 9: $24,500 → $23,300');
  });

  it('says how long it has been listed and where the dates come from', () => {
    expect(daysListedWords({ daysOnMarket: 34 })).toBe('Listed 34 days');
    expect(daysListedWords({ daysOnMarket: 1 })).toBe('Listed 1 day');
    expect(daysListedWords({ daysOnMarket: 0 })).toBe('Listed today');
    expect(datesSourceWords({ daysFrom: 'service' })).toBe(
      'Listed date from the service; price changes seen by this computer',
    );
    expect(datesSourceWords({ daysFrom: 'this-computer' })).toBe('Dates: seen by this computer');
  });

  it('names the first sighting when there is no change yet', () => {
    expect(noChangesWords({ firstSeen: NOV_2 })).toBe('No price changes seen yet — first seen Nov 2');
  });
});

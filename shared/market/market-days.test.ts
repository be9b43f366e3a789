import { describe, expect, it } from 'vitest';
import { DAY_MS, daysOnMarket, serviceTime } from './days-on-market';
import { dealersGrouped } from './dealers-grouped';
import { marketDaysSupply, medianDaysOnMarket } from './market-days';
import { listing } from './test-listing';

const NOW = Date.UTC(2025, 8, 24, 14, 4, 5);

describe('daysOnMarket', () => {
  it('counts from the service createdAt (UTC without a zone) when given', () => {
    // 2025-09-14 14:04:06 to 2025-09-24 14:04:05 is one second short of 10 days: 9 whole days.
    expect(serviceTime('2025-09-14 14:04:06')).toBe(Date.UTC(2025, 8, 14, 14, 4, 6));
    expect(daysOnMarket({ createdAt: '2025-09-14 14:04:06', firstSeen: NOW, goneOn: null }, NOW)).toEqual({
      days: 9,
      from: 'service',
    });
  });

  it('counts from the first sighting otherwise, and to the day it was gone', () => {
    // 1 September 00:00 to 11 September 12:00: 10.5 days, 10 whole.
    const gone = { createdAt: null, firstSeen: Date.UTC(2025, 8, 1), goneOn: Date.UTC(2025, 8, 11, 12) };
    expect(daysOnMarket(gone, NOW)).toEqual({ days: 10, from: 'this-computer' });
    expect(daysOnMarket({ ...gone, createdAt: 'not a time' }, NOW).from).toBe('this-computer');
  });
});

describe('market days', () => {
  it('takes the median days on market of the comparables', () => {
    // 3, 10, 20 and 40 days: the mean of 10 and 20.
    const rows = [3, 10, 20, 40].map((days, index) => listing(`V${index}`, { firstSeen: NOW - days * DAY_MS }));
    expect(medianDaysOnMarket(rows, NOW)).toBe(15);
    expect(medianDaysOnMarket([], NOW)).toBeNull();
  });

  it('estimates days of supply from those gone in the last 45 days', () => {
    // 6 active; gone 10 and exactly 45 days ago count, 60 days ago does not: 2 in 45 days.
    // 6 / (2 / 45) = 135 days.
    const active = [1, 2, 3, 4, 5, 6].map((n) => listing(`A${n}`));
    const gone = [10, 45, 60].map((days) => listing(`G${days}`, { goneOn: NOW - days * DAY_MS }));
    expect(marketDaysSupply([...active, ...gone], NOW)).toBe(135);
    expect(marketDaysSupply([...active, gone[2]!], NOW)).toBeNull();
  });
});

describe('dealersGrouped', () => {
  it('groups by dealer, most listings first, ties by name', () => {
    const days = (d: number) => ({ firstSeen: NOW - d * DAY_MS });
    const rows = [
      // Carl's: prices 20k, 22k, unpriced → median 21k; days 5, 7, 30 → 7.
      listing('C1', { dealer: "Carl's Cars", price: 20_000, ...days(5) }),
      listing('C2', { dealer: "Carl's Cars", price: 22_000, ...days(7) }),
      listing('C3', { dealer: "Carl's Cars", ...days(30) }),
      // Acme: 3 listings too, so it comes first by name; prices 1k, 2k, 9k → 2k; days 1, 2, 3 → 2.
      listing('A1', { dealer: 'Acme Auto', price: 1_000, ...days(1) }),
      listing('A2', { dealer: 'Acme Auto', price: 9_000, ...days(2) }),
      listing('A3', { dealer: 'Acme Auto', price: 2_000, ...days(3) }),
      listing('B1', { dealer: 'Bo Motors', ...days(4) }),
      listing('X1', { dealer: null, price: 1 }),
    ];
    expect(dealersGrouped(rows, NOW)).toEqual([
      { dealer: 'Acme Auto', count: 3, medianPrice: 2_000, medianDaysListed: 2 },
      { dealer: "Carl's Cars", count: 3, medianPrice: 21_000, medianDaysListed: 7 },
      { dealer: 'Bo Motors', count: 1, medianPrice: null, medianDaysListed: 4 },
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import type { MarketSubject } from './comparables';
import { marketView } from './market-view';
import { listing } from './test-listing';

const DAY = 86_400_000;
const NOW = 60 * DAY;

const subject: MarketSubject = {
  vin: 'SUBJECT',
  year: 2020,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  price: 15_000,
  miles: 30_000,
  lat: 40,
  lng: -75,
};

/** Ten active Civics at $20,000 and 30,000 miles, beside the subject. */
const local = Array.from({ length: 10 }, (_, index) =>
  listing(`LOCAL${index}`, { price: 20_000, miles: 30_000, lat: 40, lng: -75, firstSeen: 0, lastSeen: NOW }),
);
/** Cheap listings that are not comparables of the local market: each would pull a rating down if it counted. */
const outsiders = [
  listing('GONE', { price: 1_000, miles: 30_000, lat: 40, lng: -75, goneOn: NOW - DAY }),
  // Two degrees of latitude, about 138 miles: outside the 100-mile radius.
  listing('FAR', { price: 1_000, miles: 30_000, lat: 42, lng: -75 }),
  // Two model years away: inside the model-wide rating's ±2 years, outside the market's ±1.
  listing('Y2022', { year: 2022, price: 1_000, miles: 30_000, lat: 40, lng: -75 }),
];

describe('marketView rating', () => {
  it('rates the asking price against the same active comparables the ranks use', () => {
    const view = marketView(subject, [...local, ...outsiders], NOW);
    expect(view.active).toBe(10);
    expect(view.priceRank).toEqual({ rank: 1, of: 11 });
    // Every comparable asks $20,000 at the subject's miles: $15,000 is 25% below, a great deal.
    expect(view.rating).toMatchObject({ status: 'rated', band: 'great', comparables: 10, expected: 20_000 });
    expect(view.rating.status === 'rated' && view.rating.difference).toBeCloseTo(-0.25, 9);
  });

  it('gives no rating when the local market has fewer than eight comparables', () => {
    const view = marketView(subject, [...local.slice(0, 7), ...outsiders], NOW);
    expect(view.rating).toEqual({ status: 'unrated', reason: 'too-few', comparables: 7 });
  });
});

import { describe, expect, it } from 'vitest';
import { ratingLine, unratedSentence } from './deal-rating-words';

describe('deal rating words for a vehicle page and its report', () => {
  it('says why a price is not rated in a plain sentence, with the counts when there are some', () => {
    expect(unratedSentence({ status: 'unrated', reason: 'too-few', comparables: 3 })).toBe(
      'Too few similar listings to rate this price (3 found, 8 needed).',
    );
    expect(unratedSentence({ status: 'unrated', reason: 'too-few', comparables: 0 })).toBe(
      'Too few similar listings to rate this price.',
    );
    expect(unratedSentence({ status: 'unrated', reason: 'no-price', comparables: 12 })).toBe(
      'No asking price to rate.',
    );
  });

  it('puts a rating on one line for paper, and says when it is still loading', () => {
    expect(ratingLine(undefined)).toBe('The price rating is still loading.');
    expect(ratingLine({ status: 'unrated', reason: 'no-miles', comparables: 9 })).toBe(
      'Mileage not stated, so this price is not rated.',
    );
    const rated = {
      status: 'rated',
      band: 'good',
      price: 28_500,
      expected: 30_000,
      difference: -0.05,
      comparables: 11,
      trimMatched: true,
      perMile: -0.05,
      perYear: 900,
      yearFrom: 2020,
      yearTo: 2022,
    } as const;
    expect(ratingLine(rated)).toBe('Good deal: 5% below the expected $30,000');
  });
});

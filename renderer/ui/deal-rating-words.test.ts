import { describe, expect, it } from 'vitest';
import { labelOf, ratingLine, unratedExplanation, unratedSentence } from './deal-rating-words';

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

describe('why a price is not rated, in the dialog', () => {
  it('names the rule of at least 8 similar cars and how many were found', () => {
    const three = unratedExplanation({ status: 'unrated', reason: 'too-few', comparables: 3 });
    expect(three.reason).toBe('Fewer than 8 similar cars are listed for sale, so VinDesk does not rate this price.');
    expect(three.detail).toBe(
      'Similar means the same make and model, with a price and mileage, built within 2 model years of this one. Only 3 are listed; VinDesk needs at least 8 to say whether a price is high or low.',
    );
    expect(unratedExplanation({ status: 'unrated', reason: 'too-few', comparables: 1 }).detail).toContain(
      'Only 1 is listed;',
    );
    expect(unratedExplanation({ status: 'unrated', reason: 'too-few', comparables: 0 }).detail).toContain(
      'None are listed;',
    );
  });

  it('gives each other reason in a buyer’s words, and a row only says "Not rated"', () => {
    expect(unratedExplanation({ status: 'unrated', reason: 'no-miles', comparables: 9 }).reason).toBe(
      'This listing does not say how many miles the car has, so VinDesk does not rate its price.',
    );
    expect(unratedExplanation({ status: 'unrated', reason: 'unavailable', comparables: 0 }).reason).toBe(
      'VinDesk could not look up similar cars just now, so this price is not rated.',
    );
    expect(labelOf({ status: 'unrated', reason: 'too-few', comparables: 3 })).toBe('Not rated');
    expect(labelOf(undefined)).toBe('Rating…');
  });
});

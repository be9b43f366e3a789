import { describe, expect, it } from 'vitest';
import type { CallPrice } from '../../api/use-call-price';
import {
  checkCostWords,
  comparablesWords,
  mileageMethodWords,
  ordinal,
  rankWords,
  spreadWords,
  supplyWords,
} from './market-view-words';

const price = (fields: Partial<CallPrice>): CallPrice => ({
  micros: 0,
  demo: false,
  negotiated: false,
  waitsForClick: false,
  ready: true,
  ...fields,
});

describe('market view words', () => {
  it('ranks in plain ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '101st',
      '111th',
    ]);
    expect(rankWords({ rank: 3, of: 41 })).toBe('3rd lowest of 41');
  });

  it('shows the mileage method with its slope in dollars a mile', () => {
    expect(mileageMethodWords({ rank: 2, of: 10, slope: -0.0812, n: 9 })).toBe(
      'Prices moved to this car’s miles along a straight line fitted to the 9 comparables: −$0.08 a mile',
    );
  });

  it('calls the supply an estimate, and says when there is none', () => {
    expect(supplyWords(37.6)).toBe(
      'About 38 days of supply — an estimate from listings seen disappearing over the last 45 days, not from sales',
    );
    expect(supplyWords(null)).toMatch(/^Days of supply cannot be estimated yet/);
  });

  it('says what a check costs: five searches at the listings price, free on the demo data', () => {
    expect(checkCostWords(price({ micros: 20_000 }))).toBe(
      'Costs up to $0.10: at most 5 listings searches at $0.02 each.',
    );
    expect(checkCostWords(price({ micros: 30_000, negotiated: true }))).toBe(
      'Costs up to $0.15: at most 5 listings searches at $0.03 each, your price.',
    );
    expect(checkCostWords(price({ demo: true }))).toBe('Free with the demo data (at most 5 listings searches).');
  });

  it('names the comparables used', () => {
    const vehicle = { year: 2020, make: 'Honda', model: 'Civic', trim: 'EX', zip: '19103' };
    expect(comparablesWords({ radiusMiles: 100, sameTrim: true }, vehicle)).toBe(
      'Compared with 2019–2021 Honda Civic listings (model year ±1), EX trim only, within 100 miles of 19103.',
    );
    expect(comparablesWords({ radiusMiles: 100, sameTrim: false }, vehicle)).not.toContain('EX');
  });

  it('gives the spread as median, middle half and low to high', () => {
    expect(spreadWords({ median: 21_500, p25: 20_000, p75: 23_000, min: 17_900, max: 26_400, n: 9 })).toEqual([
      '$21,500 median',
      'middle half $20,000–$23,000',
      '$17,900–$26,400 low to high',
    ]);
  });
});

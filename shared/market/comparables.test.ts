import { describe, expect, it } from 'vitest';
import { comparables, type MarketSubject } from './comparables';
import { listing } from './test-listing';

const subject: MarketSubject = {
  vin: 'SUBJECT',
  year: 2020,
  make: 'Honda',
  model: 'Civic',
  trim: 'EX',
  price: 20_000,
  miles: 30_000,
  lat: 40,
  lng: -75,
};

const vins = (found: { listings: { vin: string }[] }) => found.listings.map((row) => row.vin).sort();

describe('comparables', () => {
  it('keeps same make and model, year within one, within the radius, never the subject itself', () => {
    const found = comparables(subject, [
      listing('SUBJECT'),
      listing('Y2019', { year: 2019, trim: 'LX' }),
      listing('Y2021', { year: 2021 }),
      listing('Y2022', { year: 2022 }),
      listing('LOWERCASE', { make: 'honda', model: 'civic ' }),
      listing('ACCORD', { model: 'Accord' }),
      // One degree of latitude is about 69 miles: inside 100. Two degrees, about 138: outside.
      listing('NEAR', { lat: 41, lng: -75 }),
      listing('FAR', { lat: 42, lng: -75 }),
      // No location: cannot be measured, so it stays.
      listing('NOWHERE'),
    ]);
    expect(vins(found)).toEqual(['LOWERCASE', 'NEAR', 'NOWHERE', 'Y2019', 'Y2021']);
    // Four of the five share EX (Y2019 is an LX): fewer than five, so not narrowed.
    expect(found.sameTrim).toBe(false);
  });

  it('measures no distance when the subject has no location', () => {
    const found = comparables({ ...subject, lat: null, lng: null }, [listing('FAR', { lat: 42, lng: -75 })]);
    expect(vins(found)).toEqual(['FAR']);
  });

  it('narrows to the trim when five share it', () => {
    const ex = ['E1', 'E2', 'E3', 'E4', 'E5'].map((vin) => listing(vin, { trim: 'ex' }));
    const found = comparables(subject, [...ex, listing('LX', { trim: 'LX' }), listing('NOTRIM', { trim: null })]);
    expect(found.sameTrim).toBe(true);
    expect(vins(found)).toEqual(['E1', 'E2', 'E3', 'E4', 'E5']);
    // A subject without a trim is never narrowed.
    expect(vins(comparables({ ...subject, trim: null }, [...ex, listing('LX', { trim: 'LX' })]))).toHaveLength(6);
  });

  it('honours a smaller radius', () => {
    // 69 miles away: outside a 50-mile radius.
    expect(vins(comparables(subject, [listing('NEAR', { lat: 41, lng: -75 })], 50))).toEqual([]);
  });
});

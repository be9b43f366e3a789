import { describe, expect, it } from 'vitest';
import type { ListingSummary } from '../schemas/listing-summary';
import { dealRatingInput } from './deal-subjects';

// 1HGCM82633A004352: a public example VIN with a correct check digit.
const VIN = '1HGCM82633A004352';

function summary(
  vehicle: Partial<ListingSummary['vehicle']> = {},
  retail: Partial<ListingSummary['retailListing']> = {},
  vin = VIN,
): ListingSummary {
  return {
    vin,
    vehicle: { year: 2003, make: 'Honda', model: 'Accord', trim: 'EX', ...vehicle },
    retailListing: { price: 6500, miles: 182000, ...retail },
  };
}

describe('dealRatingInput', () => {
  it('sends each ratable listing as a subject: VIN upper-cased, names trimmed, price and miles kept', () => {
    expect(
      dealRatingInput([summary({ make: ' Honda ', model: 'Accord  ', trim: ' EX-L ' }, {}, ' 1hgcm82633a004352 ')]),
    ).toEqual({
      listings: [{ vin: VIN, year: 2003, make: 'Honda', model: 'Accord', trim: 'EX-L', price: 6500, miles: 182000 }],
    });
  });

  it('reads a price of 0 or below, or none, as unpriced, and drops impossible miles', () => {
    const subjects = dealRatingInput([
      summary({}, { price: 0 }),
      summary({}, { price: -1 }),
      summary({}, { price: null }),
      summary({}, { price: 2e9, miles: -5 }),
      summary({}, { price: 1, miles: 0 }),
    ])!.listings;
    expect(subjects.map((subject) => subject.price)).toEqual([null, null, null, null, 1]);
    expect(subjects.map((subject) => subject.miles)).toEqual([182000, 182000, 182000, null, 0]);
  });

  it('keeps a trim of up to 120 characters, and sends none for a blank or longer one', () => {
    const [blank, longest, tooLong] = dealRatingInput([
      summary({ trim: '   ' }),
      summary({ trim: 'T'.repeat(120) }),
      summary({ trim: 'T'.repeat(121) }),
    ])!.listings;
    expect(blank?.trim).toBeNull();
    expect(longest?.trim).toBe('T'.repeat(120));
    expect(tooLong?.trim).toBeNull();
  });

  it('leaves out a listing without a well-formed VIN, a model year from 1900 to 2100, or a make and model', () => {
    const ratable = summary();
    const unratable = [
      summary({}, {}, '1HGCM82633A00435'), // 16 characters
      summary({}, {}, '1HGCM82633A00435O'), // the letter O
      summary({ year: 1899 }),
      summary({ year: 2101 }),
      summary({ make: '  ' }),
      summary({ model: '' }),
      summary({ make: 'M'.repeat(81) }),
      summary({ model: 'M'.repeat(121) }),
    ];
    expect(dealRatingInput([...unratable, ratable])?.listings).toHaveLength(1);
    expect(dealRatingInput(unratable)).toBeNull();
    // The limits themselves are inside.
    expect(
      dealRatingInput([
        summary({ year: 1900 }),
        summary({ year: 2100 }),
        summary({ make: 'M'.repeat(80), model: 'M'.repeat(120) }),
      ])?.listings,
    ).toHaveLength(3);
  });

  it('sends at most 500 listings, the most one call takes', () => {
    const page = Array.from({ length: 501 }, () => summary());
    expect(dealRatingInput(page)?.listings).toHaveLength(500);
    expect(dealRatingInput([])).toBeNull();
  });
});

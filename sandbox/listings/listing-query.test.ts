import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../http/api-error';
import { decodeCursor, encodeCursor } from './listing-cursor';
import { parseListingQuery, parseRange } from './listing-query';

describe('parseListingQuery', () => {
  it('applies the spec defaults', () => {
    const q = parseListingQuery(new URLSearchParams());
    expect(q).toMatchObject({
      page: null,
      limit: 100,
      sort: { field: 'updatedAt', desc: true },
      distance: 50,
      includeUnpriced: null,
      doors: 0,
    });
  });

  it('treats repeated parameters as comma lists', () => {
    const q = parseListingQuery(new URLSearchParams('vehicle.make=Ford&vehicle.make=Kia,Mazda'));
    expect(q.lists['vehicle.make']).toEqual(['Ford', 'Kia', 'Mazda']);
  });

  it('rejects any undefined parameter', () => {
    fc.assert(
      fc.property(
        fc
          .string({ minLength: 1 })
          .filter(
            (s) =>
              !/^(page|limit|cursor|sort|zip|distance|dealerId|dealerZip|includeUnpriced|includes|select|vin|vehicle\..*|retailListing\..*)$/.test(
                s,
              ),
          ),
        (name) => {
          expect(() => parseListingQuery(new URLSearchParams([[name, '1']]))).toThrow(ApiError);
        },
      ),
    );
  });
});

describe('parseRange', () => {
  it('reads closed, open and single ranges', () => {
    expect(parseRange('x', '10-20')).toEqual({ min: 10, max: 20 });
    expect(parseRange('x', '10-')).toEqual({ min: 10, max: null });
    expect(parseRange('x', '-20')).toEqual({ min: null, max: 20 });
    expect(parseRange('x', '2020')).toEqual({ min: 2020, max: 2020 });
    expect(() => parseRange('x', '-')).toThrow(ApiError);
    expect(() => parseRange('x', '20-10')).toThrow(ApiError);
  });
});

describe('cursor', () => {
  it('round-trips and refuses tampering', () => {
    fc.assert(
      fc.property(
        fc.nat(),
        fc.nat(),
        fc.integer({ min: 50, max: 5000 }),
        fc.nat(),
        (position, offset, page, queryHash) => {
          expect(decodeCursor(encodeCursor({ position, offset, page, queryHash }))).toEqual({
            position,
            offset,
            page,
            queryHash,
          });
        },
      ),
    );
    expect(() => decodeCursor('nonsense')).toThrow(ApiError);
  });
});

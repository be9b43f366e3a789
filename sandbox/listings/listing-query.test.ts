import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeCursor, encodeCursor } from './listing-cursor';
import { parseListingQuery, parseRange } from './listing-query';
import { accepted, type Result } from '../result/result';

/** What endpoints/ answers as 400 INVALID_PARAMETER. */
const INVALID_PARAMETER = { ok: false, refusal: { kind: 'invalid-parameter' } };

function accept<T>(result: Result<T>): T {
  if (!result.ok) throw new Error(`refused: ${result.refusal.message}`);
  return result.value;
}

describe('parseListingQuery', () => {
  it('applies the spec defaults', () => {
    const q = accept(parseListingQuery(new URLSearchParams()));
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
    const q = accept(parseListingQuery(new URLSearchParams('vehicle.make=Ford&vehicle.make=Kia,Mazda')));
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
          expect(parseListingQuery(new URLSearchParams([[name, '1']]))).toMatchObject(INVALID_PARAMETER);
        },
      ),
    );
  });
});

describe('parseRange', () => {
  it('reads closed, open and single ranges', () => {
    expect(parseRange('x', '10-20')).toEqual(accepted({ min: 10, max: 20 }));
    expect(parseRange('x', '10-')).toEqual(accepted({ min: 10, max: null }));
    expect(parseRange('x', '-20')).toEqual(accepted({ min: null, max: 20 }));
    expect(parseRange('x', '2020')).toEqual(accepted({ min: 2020, max: 2020 }));
    expect(parseRange('x', '-')).toMatchObject(INVALID_PARAMETER);
    expect(parseRange('x', '20-10')).toMatchObject(INVALID_PARAMETER);
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
          expect(decodeCursor(encodeCursor({ position, offset, page, queryHash }))).toEqual(
            accepted({
              position,
              offset,
              page,
              queryHash,
            }),
          );
        },
      ),
    );
    expect(decodeCursor('nonsense')).toMatchObject(INVALID_PARAMETER);
  });
});

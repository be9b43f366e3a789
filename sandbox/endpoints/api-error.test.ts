// A refusal of the query code (sandbox/result/result.ts) is answered as the 400 the spec's
// tables name: INVALID_VIN_FORMAT for a VIN, INVALID_PARAMETER for anything else, its message
// told as written (sandbox/README.md, "Keys, plans, limits").
import { describe, expect, it } from 'vitest';
import { accepted, refused } from '../result/result';
import { ApiError, refusalError, valueOrApiError } from './api-error';

describe('refusalError', () => {
  it('answers a refused parameter as 400 INVALID_PARAMETER with its message', () => {
    const error = refusalError({ kind: 'invalid-parameter', message: 'limit must be between 1 and 500, got 0' });
    expect(error).toBeInstanceOf(ApiError);
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'INVALID_PARAMETER',
      'limit must be between 1 and 500, got 0',
    ]);
  });

  it('answers a refused VIN as 400 INVALID_VIN_FORMAT', () => {
    const error = refusalError({ kind: 'invalid-vin-format', message: 'vin "X" is not a valid VIN' });
    expect([error.status, error.code, error.message]).toEqual([
      400,
      'INVALID_VIN_FORMAT',
      'vin "X" is not a valid VIN',
    ]);
  });
});

describe('valueOrApiError', () => {
  it('gives the value of an accepted result', () => {
    expect(valueOrApiError(accepted(42))).toBe(42);
  });

  it('throws the ApiError of a refusal', () => {
    expect(() => valueOrApiError(refused('invalid-parameter', 'no'))).toThrow(
      expect.objectContaining({ status: 400, code: 'INVALID_PARAMETER', message: 'no' }),
    );
  });
});

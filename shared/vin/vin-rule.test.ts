import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  computeCheckDigit,
  explainVinProblem,
  hasValidCheckDigit,
  isVinFormat,
  modelYearOf,
  normalizeVin,
  withCheckDigit,
  yearCodeOf,
} from './vin-rule';

const vinChar = fc.constantFrom(...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'.split(''));
const vinLike = fc.array(vinChar, { minLength: 17, maxLength: 17 }).map((chars) => chars.join(''));

describe('VIN rule', () => {
  it('accepts 17 letters and digits without I, O or Q', () => {
    expect(isVinFormat('1HGCM82633A004352')).toBe(true);
    expect(isVinFormat('1HGCM82633A00435')).toBe(false);
    expect(isVinFormat('1HGCM82633A0043521')).toBe(false);
    expect(isVinFormat('1HGCM82633A00435I')).toBe(false);
    expect(isVinFormat('1HGCM82633A00435O')).toBe(false);
    expect(isVinFormat('1HGCM82633A00435Q')).toBe(false);
    expect(isVinFormat('1hgcm82633a004352')).toBe(false);
  });

  it('computes the check digit of published VINs', () => {
    expect(computeCheckDigit('1HGCM82633A004352')).toBe('3');
    expect(computeCheckDigit('11111111111111111')).toBe('1');
    expect(hasValidCheckDigit('1HGCM82633A004352')).toBe(true);
    expect(hasValidCheckDigit('1HGCM82643A004352')).toBe(false);
  });

  it('uses X for a remainder of ten', () => {
    const vin = fc.sample(
      vinLike.map(withCheckDigit).filter((v) => v[8] === 'X'),
      { numRuns: 1, seed: 7 },
    )[0];
    expect(vin?.[8]).toBe('X');
    expect(hasValidCheckDigit(vin!)).toBe(true);
  });

  it('withCheckDigit always produces a VIN whose check digit is valid (property)', () => {
    fc.assert(fc.property(vinLike, (vin) => hasValidCheckDigit(withCheckDigit(vin))));
  });

  it('changing any one character except position 9 breaks the check digit, or is a same-weight swap (property)', () => {
    fc.assert(
      fc.property(vinLike, fc.integer({ min: 0, max: 16 }), vinChar, (raw, position, replacement) => {
        const vin = withCheckDigit(raw);
        fc.pre(position !== 8 && vin[position] !== replacement);
        const changed = vin.slice(0, position) + replacement + vin.slice(position + 1);
        // Letters that share a transliteration value (A and J, say) are indistinguishable to the checksum.
        const sameValue = computeCheckDigit(changed) === computeCheckDigit(vin);
        return sameValue || !hasValidCheckDigit(changed);
      }),
    );
  });

  it('normalises what people type', () => {
    expect(normalizeVin(' 1hgcm8-2633a 004352 ')).toBe('1HGCM82633A004352');
  });

  it('explains each way a VIN can be wrong', () => {
    expect(explainVinProblem('1HGCM82633A004352')).toBeNull();
    expect(explainVinProblem('1HGCM8263')).toMatch(/exactly 17 characters; this one has 9/);
    expect(explainVinProblem('1HGCM82633A0O4352')).toMatch(/I, O or Q \(found O\)/);
    expect(explainVinProblem('1HGCM82633A00435#')).toMatch(/only letters and digits/);
  });

  it('reads the model year from position 10 and position 7', () => {
    expect(modelYearOf('1HGCM82633A004352')).toBe(2003);
    expect(modelYearOf('5YJ3E1EA7KF317000')).toBe(2019);
    expect(yearCodeOf(2019)).toBe('K');
    expect(yearCodeOf(2026)).toBe('T');
    expect(() => yearCodeOf(1975)).toThrow(RangeError);
  });
});

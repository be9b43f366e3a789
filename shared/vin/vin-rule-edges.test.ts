// The edges of the VIN rule: what the check digit refuses, the exact words of each
// problem, and the model-year table of 49 CFR 565.15 (position 10) at both ends of a cycle.
import { describe, expect, it } from 'vitest';
import { computeCheckDigit, explainVinProblem, findVinProblem, modelYearOf, yearCodeOf } from './vin-rule';

describe('computeCheckDigit refuses what is not a VIN', () => {
  it.each([
    ['1HGCM82633A00435', 'A VIN has 17 characters'],
    ['1HGCM82633A0043521', 'A VIN has 17 characters'],
    ['1HGCM82633A00435I', '"I" is not allowed in a VIN'],
    ['1HGCM82633A00435O', '"O" is not allowed in a VIN'],
    ['1hgcm82633a004352', '"h" is not allowed in a VIN'],
    // Characters below '0' and between '9' and 'A' are not digits, whatever their code.
    ['1HGCM82633A00435#', '"#" is not allowed in a VIN'],
    ['1HGCM82633A00435:', '":" is not allowed in a VIN'],
  ])('%s → %s', (vin, message) => {
    expect(() => computeCheckDigit(vin)).toThrow(new RangeError(message));
  });
});

describe('explainVinProblem says exactly what is wrong', () => {
  it.each([
    ['1HGCM8263', 'A VIN has exactly 17 characters; this one has 9.'],
    ['', 'A VIN has exactly 17 characters; this one has 0.'],
    [
      'IHGCM82633A00Q352',
      'VINs never contain the letters I, O or Q (found I, Q); they are easily mistaken for 1 and 0.',
    ],
    // Lower-case letters count too; each letter is named once.
    [
      '1hgcm82633a0o4o5q',
      'VINs never contain the letters I, O or Q (found O, Q); they are easily mistaken for 1 and 0.',
    ],
    ['1HGCM82633A00435#', 'A VIN holds only letters and digits (found "#").'],
    ['1HGCM-82633 A0!!', 'A VIN holds only letters and digits (found "-", " ", "!").'],
  ])('%j', (vin, words) => {
    expect(explainVinProblem(vin)).toBe(words);
  });

  it('reports a bad character before a forbidden letter, and a forbidden letter before the length', () => {
    expect(findVinProblem('I#')).toEqual({ kind: 'invalid-character', characters: ['#'] });
    expect(findVinProblem('IO')).toEqual({ kind: 'forbidden-letter', letters: ['I', 'O'] });
    expect(findVinProblem('1HGCM82633A00435')).toEqual({ kind: 'length', length: 16 });
    expect(findVinProblem('1HGCM82633A004352')).toBeNull();
  });
});

// Table of 49 CFR 565.15(c)(10): A=1980 … Y=2000, 1=2001 … 9=2009, then A=2010 again,
// told apart by position 7 (a digit before 2010, a letter from 2010 on, for light vehicles).
describe('model year of position 10', () => {
  it.each([
    // position 7 is a digit (the '2' of 1HGCM82…): the 1980–2009 cycle.
    ['1HGCM8263AA004352', 1980],
    ['1HGCM8263YA004352', 2000],
    ['1HGCM82631A004352', 2001],
    ['1HGCM82639A004352', 2009],
    // position 7 is a letter (the 'E' of 5YJ3E1E…): the 2010–2039 cycle.
    ['5YJ3E1EA7AF317000', 2010],
    ['5YJ3E1EA7YF317000', 2030],
    ['5YJ3E1EA71F317000', 2031],
    ['5YJ3E1EA79F317000', 2039],
  ])('%s → %i', (vin, year) => {
    expect(modelYearOf(vin)).toBe(year);
  });

  it('has no year for a code the table lacks or a VIN too short to hold one', () => {
    // U, Z and 0 are never year codes (nor I, O, Q).
    for (const code of ['U', 'Z', '0']) expect(modelYearOf(`1HGCM8263${code}A004352`)).toBeNull();
    expect(modelYearOf('1HGCM8263')).toBeNull();
    // Ten characters are enough: position 10 is there.
    expect(modelYearOf('1HGCM82633')).toBe(2003);
    expect(modelYearOf('')).toBeNull();
  });

  it.each([
    [1980, 'A'],
    [1999, 'X'],
    [2000, 'Y'],
    [2001, '1'],
    [2009, '9'],
    [2010, 'A'],
    [2039, '9'],
  ])('year %i has code %s', (year, code) => {
    expect(yearCodeOf(year)).toBe(code);
  });

  it.each([1979, 2040, 2050, 2019.5])('year %d has no code', (year) => {
    expect(() => yearCodeOf(year)).toThrow(new RangeError(`No VIN year code for ${year}`));
  });
});

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

// An independent copy of 49 CFR 565.15 (Tables IV and V), written out from the regulation so
// that the properties below compare the code with the rule, not with itself.
const REFERENCE_VALUE: Readonly<Record<string, number>> = Object.fromEntries([
  ...'0123456789'.split('').map((d, i) => [d, i] as const),
  ...'ABCDEFGH'.split('').map((l, i) => [l, i + 1] as const),
  ...'JKLMN'.split('').map((l, i) => [l, i + 1] as const),
  ['P', 7],
  ['R', 9],
  ...'STUVWXYZ'.split('').map((l, i) => [l, i + 2] as const),
]);
const REFERENCE_WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2];
function referenceCheckDigit(vin: string): string {
  const sum = [...vin].reduce((total, ch, i) => total + REFERENCE_VALUE[ch]! * REFERENCE_WEIGHTS[i]!, 0);
  return sum % 11 === 10 ? 'X' : String(sum % 11);
}

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
    // 1HGCM82633A004352 (the VIN used in every check-digit tutorial):
    // 8+56+42+15+16+24+4+60+0+27+8+0+0+20+12+15+4 = 311 = 28·11 + 3 → '3'.
    expect(computeCheckDigit('1HGCM82633A004352')).toBe('3');
    // 11111111111111111: the weights sum to 89 = 8·11 + 1 → '1', so seventeen 1s is valid.
    expect(computeCheckDigit('11111111111111111')).toBe('1');
    // 1M8GDM9AXKP042788, the textbook example with an X:
    // 8+28+48+35+16+12+18+10+0+18+56+0+24+10+28+24+16 = 351 = 31·11 + 10 → 'X'.
    expect(computeCheckDigit('1M8GDM9AXKP042788')).toBe('X');
    expect(hasValidCheckDigit('1HGCM82633A004352')).toBe(true);
    expect(hasValidCheckDigit('11111111111111111')).toBe(true);
    expect(hasValidCheckDigit('1M8GDM9AXKP042788')).toBe(true);
    expect(hasValidCheckDigit('1HGCM82643A004352')).toBe(false);
    expect(hasValidCheckDigit('1M8GDM9A9KP042788')).toBe(false);
  });

  it('uses X for a remainder of ten', () => {
    // D (4) in position 1, weight 8, zeros elsewhere: 32 = 2·11 + 10 → 'X'.
    expect(computeCheckDigit('D0000000000000000')).toBe('X');
    expect(withCheckDigit('D0000000000000000')).toBe('D0000000X00000000');
    expect(hasValidCheckDigit('D0000000X00000000')).toBe(true);
    expect(hasValidCheckDigit('D0000000000000000')).toBe(false);
  });

  // Every letter alone in position 1 (weight 8), zeros elsewhere: the check digit is 8·value mod 11.
  // 8 is invertible mod 11, so each value 1–9 gives its own digit and any wrong table entry shows.
  it.each([
    ['A', '8'], // 8·1 = 8
    ['B', '5'], // 8·2 = 16 = 11 + 5
    ['C', '2'], // 8·3 = 24 = 22 + 2
    ['D', 'X'], // 8·4 = 32 = 22 + 10
    ['E', '7'], // 8·5 = 40 = 33 + 7
    ['F', '4'], // 8·6 = 48 = 44 + 4
    ['G', '1'], // 8·7 = 56 = 55 + 1
    ['H', '9'], // 8·8 = 64 = 55 + 9
    ['J', '8'], // J = 1
    ['K', '5'], // K = 2
    ['L', '2'], // L = 3
    ['M', 'X'], // M = 4
    ['N', '7'], // N = 5
    ['P', '1'], // P = 7 (there is no O, so P skips 6)
    ['R', '6'], // R = 9 (there is no Q): 8·9 = 72 = 66 + 6
    ['S', '5'], // S = 2 (the third row restarts at 2)
    ['T', '2'], // T = 3
    ['U', 'X'], // U = 4
    ['V', '7'], // V = 5
    ['W', '4'], // W = 6
    ['X', '1'], // X = 7
    ['Y', '9'], // Y = 8
    ['Z', '6'], // Z = 9
  ])('transliterates %s so that the check digit is %s', (letter, digit) => {
    const vin = `${letter}0000000${digit}00000000`;
    expect(computeCheckDigit(vin)).toBe(digit);
    expect(hasValidCheckDigit(vin)).toBe(true);
  });

  it('computes the check digit of hand-worked VINs that hold every letter', () => {
    // ABCDEFGH?JKLMNPRS: A1·8 + B2·7 + C3·6 + D4·5 + E5·4 + F6·3 + G7·2 + H8·10 + 0 + J1·9 + K2·8
    // + L3·7 + M4·6 + N5·5 + P7·4 + R9·3 + S2·2 = 8+14+18+20+20+18+14+80+0+9+16+21+24+25+28+27+4
    // = 346 = 31·11 + 5 → '5'.
    expect(computeCheckDigit('ABCDEFGH0JKLMNPRS')).toBe('5');
    expect(hasValidCheckDigit('ABCDEFGH5JKLMNPRS')).toBe(true);
    // TUVWXYZA?BCDEFGHJ: T3·8 + U4·7 + V5·6 + W6·5 + X7·4 + Y8·3 + Z9·2 + A1·10 + 0 + B2·9 + C3·8
    // + D4·7 + E5·6 + F6·5 + G7·4 + H8·3 + J1·2 = 24+28+30+30+28+24+18+10+0+18+24+28+30+30+28+24+2
    // = 376 = 34·11 + 2 → '2'.
    expect(computeCheckDigit('TUVWXYZA0BCDEFGHJ')).toBe('2');
    expect(hasValidCheckDigit('TUVWXYZA2BCDEFGHJ')).toBe(true);
  });

  it('agrees with the check digit of 49 CFR 565.15 on any VIN (property)', () => {
    fc.assert(fc.property(vinLike, (vin) => computeCheckDigit(vin) === referenceCheckDigit(vin)));
  });

  it('withCheckDigit sets position 9 to the right digit and leaves the rest alone (property)', () => {
    fc.assert(
      fc.property(vinLike, (vin) => {
        const fixed = withCheckDigit(vin);
        expect(fixed.slice(0, 8)).toBe(vin.slice(0, 8));
        expect(fixed.slice(9)).toBe(vin.slice(9));
        expect(fixed[8]).toBe(referenceCheckDigit(vin));
        expect(hasValidCheckDigit(fixed)).toBe(true);
      }),
    );
  });

  it('changing one character outside position 9 to one of another value breaks the check digit (property)', () => {
    fc.assert(
      fc.property(vinLike, fc.integer({ min: 0, max: 16 }), vinChar, (raw, position, replacement) => {
        const vin = withCheckDigit(raw);
        // Letters that share a value (A and J, say) are the same to the checksum; position 9 has weight 0.
        fc.pre(position !== 8 && REFERENCE_VALUE[replacement] !== REFERENCE_VALUE[vin[position]!]);
        const changed = vin.slice(0, position) + replacement + vin.slice(position + 1);
        // Weights 1–10 and value differences 1–9 are both nonzero mod 11 (a prime), so the sum must move.
        expect(hasValidCheckDigit(changed)).toBe(false);
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

import { describe, expect, it } from 'vitest';
import { parseLookup } from './parse-lookup';

describe('parseLookup', () => {
  it('treats a 17-character string as a VIN and accepts one that follows the rule', () => {
    expect(parseLookup(' 1hgcm82633a004352 ')).toEqual({
      kind: 'vin',
      vin: '1HGCM82633A004352',
      problem: null,
      checkDigitOk: true,
    });
  });

  it('explains the I, O, Q rule for a 17-character string that breaks it', () => {
    const guess = parseLookup('1HGCM82633A00435O');
    expect(guess.kind).toBe('vin');
    expect(guess.kind === 'vin' && guess.problem).toMatch(/never contain the letters I, O or Q \(found O\)/);
  });

  it('flags a wrong check digit without refusing the VIN', () => {
    const guess = parseLookup('1HGCM82643A004352');
    expect(guess).toMatchObject({ kind: 'vin', problem: null, checkDigitOk: false });
  });

  it('treats 9 to 16 characters as a mistyped VIN and says how long it is', () => {
    const guess = parseLookup('1HGCM82633A0043');
    expect(guess.kind === 'vin' && guess.problem).toBe('A VIN has exactly 17 characters; this one has 15.');
  });

  it('treats 2 to 8 letters and digits as a plate, ignoring hyphens and spaces', () => {
    expect(parseLookup('7abc-123')).toEqual({ kind: 'plate', plate: '7ABC123' });
    expect(parseLookup('ab 1')).toEqual({ kind: 'plate', plate: 'AB1' });
  });

  it('says what to enter for something that is neither', () => {
    expect(parseLookup('A').kind).toBe('unknown');
    expect(parseLookup('AB#1').kind).toBe('unknown');
    expect(parseLookup('   ')).toEqual({ kind: 'empty' });
  });
});

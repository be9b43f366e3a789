import { describe, expect, it } from 'vitest';
import { entryHint, vinCharacterLines } from './entry-hint';
import { parseLookup } from './parse-lookup';

const hintFor = (typed: string) => entryHint(parseLookup(typed));

describe('entry hint', () => {
  it('names the position and the likely digit of each letter VINs never use', () => {
    // 1HGCM82633A004352 with its 9th character (3) typed as the letter O.
    expect(hintFor('1HGCM826O3A004352')).toEqual({
      tone: 'danger',
      lines: ['Position 9: the letter O is not used in VINs — did you mean 0?'],
    });
    expect(vinCharacterLines('IHGCM82633A00Q352')).toEqual([
      'Position 1: the letter I is not used in VINs — did you mean 1?',
      'Position 14: the letter Q is not used in VINs — did you mean 0?',
    ]);
  });

  it('counts positions without the spaces and hyphens people type', () => {
    expect(hintFor('1HG-CM8 26O3A004352')?.lines[0]).toBe(
      'Position 9: the letter O is not used in VINs — did you mean 0?',
    );
  });

  it('sums up beyond three bad characters', () => {
    expect(vinCharacterLines('OOOOO82633A004352')).toEqual([
      'Position 1: the letter O is not used in VINs — did you mean 0?',
      'Position 2: the letter O is not used in VINs — did you mean 0?',
      'Position 3: the letter O is not used in VINs — did you mean 0?',
      '…and 2 more characters to fix.',
    ]);
  });

  it('flags characters that are neither letters nor digits', () => {
    expect(hintFor('1HGCM826#3A004352')?.lines).toEqual([
      'Position 9: “#” is not allowed — a VIN holds only letters and digits.',
    ]);
    expect(hintFor('AB#1')).toEqual({
      tone: 'danger',
      lines: ['“#” cannot appear in a VIN or a license plate: use letters and digits only.'],
    });
  });

  it('says how many characters are missing or extra', () => {
    expect(hintFor('1HGCM8263')).toEqual({ tone: 'info', lines: ['9 of 17 characters: 8 to go.'] });
    expect(hintFor('1HGCM82633A0043521')).toEqual({
      tone: 'danger',
      lines: ['18 characters: a VIN has exactly 17, so remove 1.'],
    });
    expect(hintFor('1HGCM826O3A00')?.lines).toEqual([
      'Position 9: the letter O is not used in VINs — did you mean 0?',
      '13 of 17 characters: 4 to go.',
    ]);
  });

  it('asks for more than one character, and is quiet for what can be looked up', () => {
    expect(hintFor('A')).toEqual({
      tone: 'info',
      lines: ['Keep typing: a plate has at least 2 characters, a VIN has 17.'],
    });
    expect(hintFor('')).toBeNull();
    expect(hintFor('7ABC123')).toBeNull();
    expect(hintFor('1HGCM82633A004352')).toBeNull();
  });
});

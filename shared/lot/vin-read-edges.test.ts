// Edges of reading a VIN from a barcode: only an 18-character read starting with I loses its
// import marker; spaces, hyphens and case are what a scanner adds; anything else is no VIN.
import { describe, expect, it } from 'vitest';
import { correctVinRead } from './vin-read';

describe('VIN barcode read edges', () => {
  it('cleans what scanners add: spaces, hyphens, lower case, tabs', () => {
    expect(correctVinRead(' 1hgcm8-2633a 00435\t2 \n')).toEqual({
      vin: '1HGCM82633A004352',
      corrections: [],
      checkDigitOk: true,
    });
  });

  it('keeps an 18-character read that does not start with I as too long', () => {
    expect(correctVinRead('11HGCM82633A004352')).toEqual({
      vin: null,
      corrections: [],
      problem: 'The barcode holds 18 characters; a VIN has 17.',
      checkDigitOk: false,
    });
    // A 17-character read starting with I is a misread 1, not an import marker.
    expect(correctVinRead('I1HGCM82633A00435').corrections).toEqual(['Position 1: read “I”, used “1”']);
  });

  it('drops an import marker only from a read of exactly 18 characters', () => {
    expect(correctVinRead('I1HGCM82633A0043521')).toMatchObject({
      vin: null,
      corrections: [],
      problem: 'The barcode holds 19 characters; a VIN has 17.',
    });
    expect(correctVinRead('IHGCM82633A00435')).toMatchObject({
      vin: null,
      corrections: [],
      problem: 'The barcode holds 16 characters; a VIN has 17.',
    });
  });

  it('says a 17-character read with other symbols holds no VIN, after its corrections', () => {
    expect(correctVinRead('1HGCM82633A00435#')).toEqual({
      vin: null,
      corrections: [],
      problem: 'The barcode does not hold a VIN.',
      checkDigitOk: false,
    });
    expect(correctVinRead('OHGCM82633A00435#')).toEqual({
      vin: null,
      corrections: ['Position 1: read “O”, used “0”'],
      problem: 'The barcode does not hold a VIN.',
      checkDigitOk: false,
    });
  });

  it('corrects every I, O and Q and names each position', () => {
    const read = correctVinRead('1HGCM82633AQOI352');
    expect(read.vin).toBe('1HGCM82633A001352');
    expect(read.corrections).toEqual([
      'Position 12: read “Q”, used “0”',
      'Position 13: read “O”, used “0”',
      'Position 14: read “I”, used “1”',
    ]);
  });
});

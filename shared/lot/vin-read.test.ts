import { describe, expect, it } from 'vitest';
import { correctVinRead } from './vin-read';

describe('VIN barcode reads', () => {
  it('accepts a clean read', () => {
    expect(correctVinRead('1HGCM82633A004352')).toEqual({
      vin: '1HGCM82633A004352',
      corrections: [],
      checkDigitOk: true,
    });
  });

  it('drops the import marker and corrects I, O and Q, flagging each', () => {
    const read = correctVinRead('I1HGCM82633A0O4352');
    expect(read.vin).toBe('1HGCM82633A004352');
    expect(read.corrections).toEqual([
      'Dropped the leading “I” (import marker on Code 39 labels)',
      'Position 13: read “O”, used “0”',
    ]);
    expect(correctVinRead('1HGCM82633AQ04352').vin).toBe('1HGCM82633A004352');
    expect(correctVinRead('IHGCM82633A004352')).toMatchObject({
      vin: '1HGCM82633A004352',
      corrections: ['Position 1: read “I”, used “1”'],
    });
  });

  it('explains a read that is not a VIN or fails the check digit', () => {
    expect(correctVinRead('12345').problem).toMatch(/5 characters/);
    expect(correctVinRead('1HGCM82633A004353')).toMatchObject({
      checkDigitOk: false,
      problem: expect.stringMatching(/check digit/),
    });
  });
});

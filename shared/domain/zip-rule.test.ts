import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { isKnownUsZip, zip5Problem, zipProblem } from './zip-rule';

describe('zipProblem', () => {
  it('names 00000 as not a U.S. ZIP code, in the words the screens show', () => {
    expect(zipProblem('00000')).toBe('00000 is not a U.S. ZIP code');
    expect(zip5Problem('00000')).toBe('00000 is not a U.S. ZIP code');
  });

  it('refuses well-formed ZIPs that no post office uses', () => {
    // 11111, 99999 and 00100 fall in unassigned ranges of the USPS numbering.
    for (const zip of ['11111', '99999', '00100']) expect(zipProblem(zip)).toBe(`${zip} is not a U.S. ZIP code`);
  });

  it('accepts real ZIPs across the country and its territories, and ZIP+4', () => {
    // Manhattan, Beverly Hills, Chicago Loop, Dallas, Ketchikan AK, Adjuntas PR, Fishers Island NY.
    for (const zip of ['10001', '90210', '60601', '75201', '99950', '00601', '06390'])
      expect(zipProblem(zip)).toBeNull();
    expect(zipProblem(' 75201-1234 ')).toBeNull();
    expect(zipProblem('00000-1234')).toBe('00000 is not a U.S. ZIP code');
  });

  it('says what shape a ZIP has when the text is not one', () => {
    expect(zipProblem('7520')).toMatch(/5 digits/);
    expect(zipProblem('abcde')).toMatch(/5 digits/);
    expect(zip5Problem('75201-1234')).toBe('A ZIP code has 5 digits');
  });
});

describe('the ZIP table', () => {
  it('holds exactly the U.S. five-digit ZIPs of the zipcodes package', () => {
    const mismatches: string[] = [];
    for (let n = 0; n < 100_000; n++) {
      const zip = String(n).padStart(5, '0');
      const place = zipcodes.lookup(zip);
      const inPackage = place !== undefined && place.country === 'US';
      if (inPackage !== isKnownUsZip(zip)) mismatches.push(zip);
    }
    expect(mismatches).toEqual([]);
  });
});

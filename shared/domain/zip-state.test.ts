// The ZIP → state table against the zipcodes package (v8), which the sandbox and main
// use for ZIP lookups: every U.S. ZIP it lists must get the package's state (or null where
// the package's "state" is a territory such as PR or AS). No exception is allowed here:
// the six cross-border ZIPs are listed in zip-state.ts itself.
import zipcodes from 'zipcodes';
import { describe, expect, it } from 'vitest';
import { isUsStateCode } from './us-states';
import { stateOfZip } from './zip-state';

describe('stateOfZip', () => {
  it('agrees with the zipcodes package on every U.S. ZIP it lists', () => {
    const mismatches: string[] = [];
    let checked = 0;
    for (const place of Object.values(zipcodes.codes)) {
      if (place.country !== 'US') continue;
      checked++;
      const expected = isUsStateCode(place.state) ? place.state : null;
      if (stateOfZip(place.zip) !== expected) mismatches.push(`${place.zip} ${place.state}`);
    }
    expect(mismatches).toEqual([]);
    // zip-rule.ts's table counts 42,555 U.S. ZIPs in the same package.
    expect(checked).toBeGreaterThan(40_000);
  });

  it('reads the demo ZIPs by their USPS prefix', () => {
    // USPS prefixes: 300–319 Georgia, 900–961 California, 750–799 Texas, 270–289 North Carolina.
    expect(stateOfZip('30301')).toBe('GA');
    expect(stateOfZip('90210')).toBe('CA');
    expect(stateOfZip('75201-1234')).toBe('TX');
    expect(stateOfZip(' 27601 ')).toBe('NC');
  });

  it('names the state of a ZIP whose prefix belongs to the state next door', () => {
    // Fishers Island, NY has New London, CT's prefix 063; Texhoma, TX has Oklahoma's 739.
    expect(stateOfZip('06390')).toBe('NY');
    expect(stateOfZip('73960')).toBe('TX');
  });

  it('gives no state for territories, military mail, unused prefixes and non-ZIPs', () => {
    // 006–009 Puerto Rico / Virgin Islands, 969 Guam, 340 and 962 APO/FPO, 000 and 899 unused.
    for (const zip of ['00601', '00802', '96910', '34002', '96201', '00000', '89901', '96799'])
      expect(stateOfZip(zip)).toBeNull();
    for (const text of ['3030', 'abcde', '303011', '30301-12']) expect(stateOfZip(text)).toBeNull();
  });
});

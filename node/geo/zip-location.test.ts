// ZIPs to places, from the zipcodes package's table. Expected places are public facts:
// 75201 is downtown Dallas (about 32.79° N, 96.80° W), 20001 is Washington, D.C., 00601
// is Adjuntas, Puerto Rico, and 96799 is Pago Pago, American Samoa.
import { describe, expect, it } from 'vitest';
import { locateZip } from './zip-location';

describe('locateZip', () => {
  it('places a five-digit ZIP in its state, at its coordinates', () => {
    const dallas = locateZip('75201');
    expect(dallas).toMatchObject({ zip: '75201', state: 'TX' });
    expect(dallas!.lat).toBeCloseTo(32.79, 1);
    expect(dallas!.lng).toBeCloseTo(-96.8, 1);
  });

  it('places a ZIP+4 by its first five digits', () => {
    expect(locateZip('75201-1234')).toEqual(locateZip('75201'));
  });

  it('places the District of Columbia, which counts as a state here', () => {
    expect(locateZip('20001')).toMatchObject({ zip: '20001', state: 'DC' });
  });

  it.each([
    ['a ZIP with letters after it', '75201abc'],
    ['a ZIP with a space before it', ' 75201'],
    ['four digits', '7520'],
    ['a ZIP+4 with three', '75201-123'],
    ['nothing', ''],
  ])('places nothing for %s', (_, raw) => {
    expect(locateZip(raw)).toBeNull();
  });

  it('places nothing for a ZIP no one has, or one outside the 50 states and D.C.', () => {
    expect(locateZip('00000')).toBeNull();
    // Puerto Rico and American Samoa have U.S. ZIPs, but no state of the list here.
    expect(locateZip('00601')).toBeNull();
    expect(locateZip('96799')).toBeNull();
  });
});

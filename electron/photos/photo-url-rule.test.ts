import { describe, expect, it } from 'vitest';
import { isServicePhotoUrl } from './photo-url-rule';

describe('service photo URLs', () => {
  const base = 'https://api.auto.dev';
  it('accepts the spec pattern on the configured base', () => {
    expect(isServicePhotoUrl('https://api.auto.dev/photos/retail/1HGCM82633A004352-1.jpg', base)).toBe(true);
    expect(
      isServicePhotoUrl('http://127.0.0.1:4000/photos/dealer/1HGCM82633A004352-12.jpg', 'http://127.0.0.1:4000'),
    ).toBe(true);
  });
  it('refuses other hosts, look-alike hosts, other paths and credentials', () => {
    for (const url of [
      'https://api.auto.dev.attacker.com/photos/retail/1HGCM82633A004352-1.jpg',
      'https://attacker.com/photos/retail/1HGCM82633A004352-1.jpg',
      'https://api.auto.dev/listings?vin=1HGCM82633A004352',
      'https://api.auto.dev/photos/../listings/1HGCM82633A004352-1.jpg',
      'https://user:pw@api.auto.dev/photos/retail/1HGCM82633A004352-1.jpg',
      'http://api.auto.dev/photos/retail/1HGCM82633A004352-1.jpg',
      'not a url',
    ]) {
      expect(isServicePhotoUrl(url, base), url).toBe(false);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { IssuedPhotoUrls, MAX_ISSUED_URLS } from './issued-photo-urls';

const url = (n: number) => `https://photos.example.test/${n}.jpg`;
const vin = (n: number) => `1HGCM82633A${String(n).padStart(6, '0')}`;

describe('issued photo URLs', () => {
  it('keeps at least the newest 20,000 and drops the oldest first', () => {
    const issued = new IssuedPhotoUrls();
    const total = 3 * MAX_ISSUED_URLS + 17;
    for (let n = 0; n < total; n++) issued.add(url(n));
    // Every one of the newest 20,000 is still known…
    for (let n = total - MAX_ISSUED_URLS; n < total; n++) expect(issued.has(url(n))).toBe(true);
    // …and the first ones are long gone.
    for (let n = 0; n < 100; n++) expect(issued.has(url(n))).toBe(false);
  });

  it('a URL issued again counts as new, so it outlives those issued after it the first time', () => {
    const fill = (reissue: boolean) => {
      const issued = new IssuedPhotoUrls();
      for (let n = 0; n < MAX_ISSUED_URLS; n++) issued.add(url(n));
      if (reissue) issued.add(url(0));
      // url(0) is now the 20,000th newest when issued again, the oldest of 40,000 otherwise.
      for (let n = MAX_ISSUED_URLS; n < 2 * MAX_ISSUED_URLS - 1; n++) issued.add(url(n));
      return issued;
    };
    expect(fill(true).has(url(0))).toBe(true);
    expect(fill(false).has(url(0))).toBe(false);
  });

  it('a primary photo is known by VIN only while its URL is still issued', () => {
    const issued = new IssuedPhotoUrls();
    issued.addPrimary(vin(1).toLowerCase(), url(1));
    expect(issued.primaryOf(vin(1))).toBe(url(1));
    for (let n = 2; n < 2 * MAX_ISSUED_URLS + 2; n++) issued.addPrimary(vin(n), url(n));
    expect(issued.primaryOf(vin(1))).toBeUndefined();
    expect(issued.primaryOf(vin(2 * MAX_ISSUED_URLS + 1))).toBe(url(2 * MAX_ISSUED_URLS + 1));
  });

  it('drops exactly the oldest when it prunes: after 21,000 the newest 20,000 are kept, no more, no fewer', () => {
    const issued = new IssuedPhotoUrls();
    for (let n = 0; n < MAX_ISSUED_URLS + 1_000; n++) issued.add(url(n));
    expect(issued.has(url(999))).toBe(false);
    expect(issued.has(url(1_000))).toBe(true);
    expect(issued.has(url(MAX_ISSUED_URLS + 999))).toBe(true);
  });

  it('forgets a primary photo by VIN once its URL has been dropped by newer ones', () => {
    const issued = new IssuedPhotoUrls();
    issued.addPrimary(vin(1), url(1));
    // Plain URLs only: the VIN's entry stays, its URL is pushed out.
    for (let n = 2; n <= MAX_ISSUED_URLS + 1_000; n++) issued.add(url(n));
    expect(issued.has(url(1))).toBe(false);
    expect(issued.primaryOf(vin(1))).toBeUndefined();
  });

  it('ignores what is not a URL string', () => {
    const issued = new IssuedPhotoUrls();
    issued.addAll([undefined, null, 42, '', { href: url(1) }]);
    issued.addPrimary(vin(1), '');
    expect(issued.has('')).toBe(false);
    expect(issued.primaryOf(vin(1))).toBeUndefined();
  });
});

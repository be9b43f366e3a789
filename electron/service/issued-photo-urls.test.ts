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

  it('a VIN named again counts as new, so its primary photo outlives VINs first named after it', () => {
    const issued = new IssuedPhotoUrls();
    issued.addPrimary(vin(0), url(0));
    for (let n = 1; n < MAX_ISSUED_URLS; n++) issued.addPrimary(vin(n), url(n));
    issued.addPrimary(vin(0), url(0));
    // 1,000 more: the oldest 1,000 VINs go, and vin(0) is no longer among them.
    for (let n = MAX_ISSUED_URLS; n < MAX_ISSUED_URLS + 1_000; n++) issued.addPrimary(vin(n), url(n));
    expect(issued.primaryOf(vin(0))).toBe(url(0));
    expect(issued.primaryOf(vin(1))).toBeUndefined();
  });

  it('forgets a primary photo by VIN once its URL has been dropped by newer ones', () => {
    const issued = new IssuedPhotoUrls();
    issued.addPrimary(vin(1), url(1));
    // Plain URLs only: the VIN's entry stays, its URL is pushed out.
    for (let n = 2; n <= MAX_ISSUED_URLS + 1_000; n++) issued.add(url(n));
    expect(issued.has(url(1))).toBe(false);
    expect(issued.primaryOf(vin(1))).toBeUndefined();
  });

  it('issues every URL string of a list, and ignores what is not one', () => {
    const issued = new IssuedPhotoUrls();
    issued.addAll([url(1), undefined, null, 42, '', { href: url(3) }, url(2)]);
    expect(issued.has(url(1))).toBe(true);
    expect(issued.has(url(2))).toBe(true);
    expect(issued.has(url(3))).toBe(false);
    expect(issued.has('')).toBe(false);
  });

  it('what is not a URL string takes no place: 21,000 of them push out no issued URL', () => {
    const issued = new IssuedPhotoUrls();
    issued.add(url(0));
    issued.addAll(Array.from({ length: MAX_ISSUED_URLS + 1_000 }, (_, n) => (n % 2 === 0 ? n : { n })));
    expect(issued.has(url(0))).toBe(true);
  });

  it('notes a primary photo only for a VIN string and a URL string', () => {
    const issued = new IssuedPhotoUrls();
    for (const [badVin, badUrl] of [
      [undefined, url(1)],
      [42, url(1)],
      [vin(1), ''],
      [vin(1), 42],
      [vin(1), undefined],
    ] as const) {
      expect(() => issued.addPrimary(badVin, badUrl)).not.toThrow();
    }
    expect(issued.has(url(1))).toBe(false);
    expect(issued.primaryOf(vin(1))).toBeUndefined();
    issued.addPrimary(vin(1), url(1));
    expect(issued.primaryOf(vin(1))).toBe(url(1));
  });
});

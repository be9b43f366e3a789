import { describe, expect, it } from 'vitest';
import { ByteBoundedLru } from './byte-bounded-lru';

// Issue 37, item 6: the in-memory photo cache counted in bytes. Values here are strings
// whose length is their size, so each byte of the cap is known.

const lru = (maxBytes: number) => new ByteBoundedLru<string>(maxBytes, (value) => value.length);

describe('byte-bounded LRU', () => {
  it('lets the least recently used go once the bytes pass the cap, a read counting as a use', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('b', 'bbb');
    cache.set('c', 'ccc');
    expect(cache.totalBytes).toBe(10);
    expect(cache.get('a')).toBe('aaaa');
    // 12 bytes: b is the least recently used (a was read), and with it gone 9 fit.
    cache.set('d', 'dd');
    expect(cache.get('b')).toBeUndefined();
    expect([cache.get('a'), cache.get('c'), cache.get('d')]).toEqual(['aaaa', 'ccc', 'dd']);
    expect(cache.totalBytes).toBe(9);
  });

  it('lets several go for one large value, and keeps nothing larger than the cap', () => {
    const cache = lru(10);
    cache.set('a', 'aaa');
    cache.set('b', 'bbb');
    cache.set('c', 'ccc');
    cache.set('big', 'x'.repeat(8));
    expect([cache.get('a'), cache.get('b'), cache.get('c')]).toEqual([undefined, undefined, undefined]);
    expect(cache.totalBytes).toBe(8);
    cache.set('huge', 'x'.repeat(11));
    expect(cache.get('huge')).toBeUndefined();
    expect(cache.get('big')).toBe('x'.repeat(8));
  });

  it('counts a key set twice once, at its new size', () => {
    const cache = lru(10);
    cache.set('a', 'aaaa');
    cache.set('a', 'aa');
    expect(cache.totalBytes).toBe(2);
    cache.delete('a');
    expect(cache.totalBytes).toBe(0);
  });
});

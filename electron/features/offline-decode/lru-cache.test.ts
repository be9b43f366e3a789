import { describe, expect, it } from 'vitest';
import { LruCache } from './lru-cache';

describe('LruCache', () => {
  it('keeps the most recently used entries, a read counting as a use', () => {
    const cache = new LruCache<string, number | null>(2);
    cache.set('a', 1);
    cache.set('b', null);
    // Reading a makes b the oldest: adding c evicts b, not a.
    expect(cache.get('a')).toBe(1);
    cache.set('c', 3);
    expect(cache.has('b')).toBe(false);
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    // A null answer is kept as an answer (vPIC does not know the VIN), not as a miss.
    cache.set('d', null);
    expect(cache.has('a')).toBe(false);
    expect(cache.has('d')).toBe(true);
    expect(cache.get('d')).toBeNull();
  });
});

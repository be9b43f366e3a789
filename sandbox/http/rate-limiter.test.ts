import { describe, expect, it } from 'vitest';
import { RateLimiter } from './rate-limiter';

describe('RateLimiter', () => {
  it('allows a burst of `rate`, then asks to wait, then refills', () => {
    let now = 0;
    const limiter = new RateLimiter(() => now);
    for (let i = 0; i < 5; i++) expect(limiter.take('k', 5)).toBe(0);
    expect(limiter.take('k', 5)).toBe(1);
    expect(limiter.take('other', 5)).toBe(0);
    now += 200;
    expect(limiter.take('k', 5)).toBe(0);
    expect(limiter.take('k', 5)).toBeGreaterThan(0);
  });
});

// Per-key token bucket: a burst of up to `rate` requests, refilled at `rate` per second.

export class RateLimiter {
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  constructor(private readonly now: () => number = () => performance.now()) {}

  /** Takes a token; returns 0 when allowed, else the seconds to wait (at least 1). */
  take(key: string, rate: number): number {
    const now = this.now();
    const bucket = this.buckets.get(key) ?? { tokens: rate, at: now };
    bucket.tokens = Math.min(rate, bucket.tokens + ((now - bucket.at) / 1000) * rate);
    bucket.at = now;
    this.buckets.set(key, bucket);
    if (bucket.tokens >= 1) {
      bucket.tokens -= 1;
      return 0;
    }
    return Math.max(1, Math.ceil((1 - bucket.tokens) / rate));
  }
}

// Seeded randomness. The dataset must be identical for a given seed, and per-VIN
// facts (recalls, photos, options) must not depend on generation order, so both a
// sequential generator and a stateless hash are provided.

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  int(min: number, maxInclusive: number): number;
  pick<T>(items: readonly T[]): T;
  weighted<T>(items: readonly T[], weight: (item: T) => number): T;
  normal(mean: number, sd: number): number;
}

/** mulberry32: tiny, fast and good enough for synthetic data. */
export function createRng(seed: number): Rng {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const rng: Rng = {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick from an empty list');
      return items[Math.floor(next() * items.length)]!;
    },
    weighted: (items, weight) => {
      let total = 0;
      for (const item of items) total += Math.max(0, weight(item));
      let r = next() * total;
      for (const item of items) {
        r -= Math.max(0, weight(item));
        if (r < 0) return item;
      }
      return items[items.length - 1]!;
    },
    normal: (mean, sd) => {
      // Box–Muller; 1 − u keeps log away from 0.
      const u = 1 - next();
      const v = next();
      return mean + sd * Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v);
    },
  };
  return rng;
}

/** Stateless 32-bit hash of a string and a salt (FNV-1a with a murmur3 finalizer). */
export function hash32(text: string, salt = 0): number {
  let h = (0x811c9dc5 ^ salt) >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** Stateless uniform in [0, 1) for a string and a salt. */
export function hashUnit(text: string, salt = 0): number {
  return hash32(text, salt) / 4294967296;
}

/** A generator seeded from a string, for per-VIN detail that needs several draws. */
export function rngFor(text: string, salt = 0): Rng {
  return createRng(hash32(text, salt));
}

// The arithmetic of `npm run mutate:sample` (mutation-sample.mts): a seeded uniform sample,
// and the 95% interval of the score a sample gives.

/** mulberry32: a small seeded generator, so the sample is the same on every machine. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` items drawn uniformly without replacement (all of them when there are fewer), the same for the same seed. */
export function sampleOf<T>(items: readonly T[], count: number, seed: number): T[] {
  const random = seeded(seed);
  const pool = [...items];
  const taken = Math.min(count, pool.length);
  // A partial Fisher–Yates shuffle: the first `taken` places are a uniform sample.
  for (let i = 0; i < taken; i++) {
    const j = i + Math.floor(random() * (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, taken);
}

/** Wilson's 95% score interval of a proportion: sound near 0% and 100% and for small samples. */
export function wilsonInterval(successes: number, trials: number): { low: number; high: number } {
  if (trials === 0) return { low: 0, high: 1 };
  const z = 1.959964;
  const p = successes / trials;
  const denominator = 1 + (z * z) / trials;
  const centre = (p + (z * z) / (2 * trials)) / denominator;
  const margin = (z * Math.sqrt((p * (1 - p)) / trials + (z * z) / (4 * trials * trials))) / denominator;
  return { low: Math.max(0, centre - margin), high: Math.min(1, centre + margin) };
}

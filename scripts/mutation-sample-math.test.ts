import { describe, expect, it } from 'vitest';
import { sampleOf, wilsonInterval } from './mutation-sample-math';

describe('Wilson’s interval', () => {
  // Newcombe (1998), "Two-sided confidence intervals for the single proportion", Statistics
  // in Medicine 17:857–872, worked examples of the score method: 81/263 and 15/148.
  it('gives the published intervals of Newcombe’s examples', () => {
    const first = wilsonInterval(81, 263);
    expect(first.low).toBeCloseTo(0.2553, 4);
    expect(first.high).toBeCloseTo(0.3662, 4);
    const second = wilsonInterval(15, 148);
    expect(second.low).toBeCloseTo(0.0624, 4);
    expect(second.high).toBeCloseTo(0.1605, 4);
  });

  it('stays within 0 and 1 at the ends, and says nothing is known with no trials', () => {
    expect(wilsonInterval(0, 20).low).toBe(0);
    expect(wilsonInterval(20, 20).high).toBe(1);
    expect(wilsonInterval(0, 0)).toEqual({ low: 0, high: 1 });
  });
});

describe('a seeded sample', () => {
  const items = Array.from({ length: 1_000 }, (_, i) => i);

  it('draws the asked number of distinct items, the same ones for the same seed', () => {
    const first = sampleOf(items, 150, 2026);
    expect(first).toHaveLength(150);
    expect(new Set(first).size).toBe(150);
    expect(sampleOf(items, 150, 2026)).toEqual(first);
    expect(sampleOf(items, 150, 7)).not.toEqual(first);
  });

  it('takes every item when asked for more than there are, and leaves the list itself alone', () => {
    const few = [3, 1, 2];
    expect(sampleOf(few, 10, 1).sort()).toEqual([1, 2, 3]);
    expect(few).toEqual([3, 1, 2]);
  });

  it('draws evenly: each tenth of the items gets about a tenth of 20 samples of 150', () => {
    const perTenth = Array<number>(10).fill(0);
    for (let seed = 1; seed <= 20; seed++)
      for (const item of sampleOf(items, 150, seed)) perTenth[Math.floor(item / 100)]! += 1;
    // 3,000 draws, 300 expected a tenth; a uniform draw stays within ±25% of that by far.
    for (const count of perTenth) {
      expect(count).toBeGreaterThan(225);
      expect(count).toBeLessThan(375);
    }
  });
});

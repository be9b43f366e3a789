// A listing's motion over simulated days: the same for the same seed and VIN, cuts dealers
// would write, none after the sale, and shares near the stated rates over many VINs.
import { describe, expect, it } from 'vitest';
import { listingMotion, priceOn } from './market-motion';

const VINS = Array.from({ length: 20_000 }, (_, i) => `1HGCV1F3${String(i).padStart(9, '0')}`);

describe('listingMotion', () => {
  it('is a function of the seed, the VIN and the listed day', () => {
    expect(listingMotion(1, VINS[5]!, 0, true, 20_000)).toEqual(listingMotion(1, VINS[5]!, 0, true, 20_000));
    const bySeed = VINS.slice(0, 200).filter(
      (vin) =>
        JSON.stringify(listingMotion(1, vin, 0, true, 20_000)) !==
        JSON.stringify(listingMotion(2, vin, 0, true, 20_000)),
    );
    expect(bySeed.length).toBeGreaterThan(150);
    // Listed three days later, the same VIN moves three days later.
    const now = listingMotion(1, VINS[9]!, 0, true, 20_000);
    const later = listingMotion(1, VINS[9]!, 3, true, 20_000);
    expect(later.soldDay).toBe(now.soldDay + 3);
    expect(later.drops.map((d) => d.day)).toEqual(now.drops.map((d) => d.day + 3));
  });

  it('cuts $250–$2,000 in $50 steps ($100 from $1,000), at most twice, after listing and before the sale', () => {
    for (const vin of VINS.slice(0, 5_000)) {
      const motion = listingMotion(3, vin, 2, true, 18_995);
      expect(motion.soldDay).toBeGreaterThan(2);
      expect(motion.drops.length).toBeLessThanOrEqual(2);
      let previous = 2;
      for (const drop of motion.drops) {
        expect(drop.day).toBeGreaterThan(previous);
        expect(drop.day).toBeLessThan(motion.soldDay);
        expect(drop.amount).toBeGreaterThanOrEqual(250);
        expect(drop.amount).toBeLessThanOrEqual(2_000);
        expect(drop.amount % (drop.amount < 1_000 ? 50 : 100)).toBe(0);
        previous = drop.day;
      }
    }
  });

  it('never cuts an unpriced listing, nor a cheap one below $1,000 or by more than 15%', () => {
    for (const vin of VINS.slice(0, 3_000)) {
      expect(listingMotion(3, vin, 0, true, -1).drops).toEqual([]);
      expect(listingMotion(3, vin, 0, true, 0).drops).toEqual([]);
      const cheap = listingMotion(3, vin, 0, true, 2_500);
      for (const drop of cheap.drops) expect(drop.amount).toBeLessThanOrEqual(375);
    }
  });

  it('over many used listings: ~30% cut, about a third of those twice, ~2% sell a day', () => {
    const motions = VINS.map((vin) => listingMotion(7, vin, 0, true, 30_000));
    const sellsBy = (day: number) => motions.filter((m) => m.soldDay <= day).length / motions.length;
    // 1 − 0.98^d: 2.0% by day 1, 18.3% by day 10.
    expect(sellsBy(1)).toBeCloseTo(0.02, 2);
    expect(sellsBy(10)).toBeGreaterThan(0.16);
    expect(sellsBy(10)).toBeLessThan(0.2);
    // A cut only counts if it comes before the sale: about 30% × P(first cut before sale).
    const cut = motions.filter((m) => m.drops.length > 0).length / motions.length;
    expect(cut).toBeGreaterThan(0.2);
    expect(cut).toBeLessThan(0.3);
    const twice = motions.filter((m) => m.drops.length === 2).length / (cut * motions.length);
    expect(twice).toBeGreaterThan(0.15);
    expect(twice).toBeLessThan(0.35);
    expect(motions.some((m) => m.drops[0]?.day === 1)).toBe(true);
  });
});

describe('priceOn', () => {
  it('takes off every cut made by the day', () => {
    const motion = {
      drops: [
        { day: 2, amount: 500 },
        { day: 9, amount: 1_200 },
      ],
      soldDay: 20,
    };
    expect([0, 1, 2, 8, 9, 30].map((day) => priceOn(motion, 24_995, day))).toEqual([
      24_995, 24_995, 24_495, 24_495, 23_295, 23_295,
    ]);
  });
});

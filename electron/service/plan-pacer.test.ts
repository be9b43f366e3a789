import { describe, expect, it } from 'vitest';
import { createPlanPacer } from './plan-pacer';

/** A virtual clock: sleep moves time forward, so the test sees exact start times. */
function virtualClock() {
  let now = 0;
  return {
    now: () => now,
    sleep: async (ms: number) => {
      now += ms;
    },
  };
}

describe('plan pacer', () => {
  it('spaces requests so no one-second window holds more than the plan allows', async () => {
    for (const rate of [5, 10, 50]) {
      const clock = virtualClock();
      const pace = createPlanPacer({ ratePerSecond: () => rate, ...clock });
      const starts: number[] = [];
      for (let i = 0; i < rate * 4; i++) {
        await pace();
        starts.push(clock.now());
      }
      for (const start of starts) {
        const inWindow = starts.filter((other) => other >= start && other < start + 1000).length;
        expect(inWindow, `${rate}/s`).toBeLessThanOrEqual(rate);
      }
      // Not slower than needed. By hand, the burst and the even pace after it:
      // 5/s: 1 at once, then 0.9 × 5 = 4.5/s; 10/s: 2, then 0.9 × 9 = 8.1/s;
      // 50/s: 10, then 0.9 × 41 = 36.9/s. The last of rate × 4 starts after the rest are spaced.
      const paced = {
        5: { burst: 1, perSecond: 4.5 },
        10: { burst: 2, perSecond: 8.1 },
        50: { burst: 10, perSecond: 36.9 },
      }[rate]!;
      expect(starts.at(-1)!).toBeCloseTo(((rate * 4 - paced.burst) / paced.perSecond) * 1000, 6);
    }
  });

  it('lets a VIN page’s calls go at once on Scale: ten, then one every 1000 / 36.9 ms', async () => {
    const clock = virtualClock();
    const pace = createPlanPacer({ ratePerSecond: () => 50, ...clock });
    // A VIN page: six calls as it opens, two searches once its listing is in, a few to spare.
    for (let i = 0; i < 10; i++) await pace();
    expect(clock.now()).toBe(0);
    await pace();
    expect(clock.now()).toBeCloseTo(1000 / 36.9, 6);
  });

  it('follows a rate that changes when the plan is learned', async () => {
    const clock = virtualClock();
    let rate = 5;
    const pace = createPlanPacer({ ratePerSecond: () => rate, ...clock });
    await pace();
    await pace();
    const slow = clock.now();
    rate = 50;
    await pace();
    await pace();
    expect(clock.now() - slow).toBeLessThan(slow);
  });

  it('gives up waiting when the caller aborts', async () => {
    const pace = createPlanPacer({
      ratePerSecond: () => 1,
      now: () => 0,
      sleep: () => new Promise(() => undefined),
    });
    await pace();
    const controller = new AbortController();
    const waiting = pace(controller.signal);
    controller.abort(new Error('cancelled'));
    await expect(waiting).rejects.toThrow('cancelled');
  });
});

import { describe, expect, it } from 'vitest';
import { burstFor, createPlanPacer } from './plan-pacer';

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
      // Not slower than needed: the documented rate less the safety margin.
      expect(starts.at(-1)!).toBeLessThan(((rate * 4) / (rate * 0.9)) * 1000);
    }
  });

  it('lets a small burst go at once', async () => {
    const clock = virtualClock();
    const pace = createPlanPacer({ ratePerSecond: () => 50, ...clock });
    for (let i = 0; i < burstFor(50); i++) await pace();
    expect(clock.now()).toBe(0);
    await pace();
    expect(clock.now()).toBeGreaterThan(0);
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

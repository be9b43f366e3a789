import { describe, expect, it } from 'vitest';
import { HostLimiter } from './host-limiter';
import { burstFor, createPlanPacer } from './plan-pacer';
import { SharedFlights } from './shared-flights';

// The edges of the three flow controls (per-host cap, shared in-flight requests, plan
// pace) that the journeys in resilience-parts.test.ts and plan-pacer.test.ts do not reach.

describe('HostLimiter edges', () => {
  it('refuses a cap that is not a whole number of at least one', () => {
    for (const cap of [0, -1, 1.5, Number.NaN]) expect(() => new HostLimiter(cap), String(cap)).toThrow(RangeError);
    expect(() => new HostLimiter(1)).not.toThrow();
  });

  it('never starts a caller that was aborted before it asked', async () => {
    const limiter = new HostLimiter(2);
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    let started = false;
    await expect(
      limiter.run('a', controller.signal, async () => {
        started = true;
      }),
    ).rejects.toThrow('gone');
    expect(started).toBe(false);
    expect(limiter.active('a')).toBe(0);
  });

  it('runs up to the cap at once and frees the slot when a task fails', async () => {
    const limiter = new HostLimiter(2);
    const releases: (() => void)[] = [];
    const hold = () => new Promise<void>((resolve) => releases.push(resolve));
    const first = limiter.run('a', undefined, hold);
    const second = limiter.run('a', undefined, hold);
    expect(limiter.active('a')).toBe(2);
    await expect(limiter.run('b', undefined, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(limiter.active('b')).toBe(0);
    releases.forEach((release) => release());
    await Promise.all([first, second]);
    expect(limiter.active('a')).toBe(0);
  });

  it('a queued caller that aborts leaves the others queued in order', async () => {
    const limiter = new HostLimiter(1);
    let release!: () => void;
    const order: string[] = [];
    const running = limiter.run('a', undefined, () => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    const dropped = limiter.run('a', controller.signal, async () => order.push('dropped'));
    const kept = limiter.run('a', undefined, async () => order.push('kept'));
    controller.abort(new Error('left'));
    await expect(dropped).rejects.toThrow('left');
    release();
    await Promise.all([running, kept]);
    expect(order).toEqual(['kept']);
  });
});

describe('SharedFlights edges', () => {
  it('shares one piece of work between identical callers, and its failure with all of them', async () => {
    const flights = new SharedFlights();
    let runs = 0;
    let fail!: (error: Error) => void;
    const work = () => {
      runs += 1;
      return new Promise<string>((_, reject) => (fail = reject));
    };
    const first = flights.run('k', undefined, work, () => 'cancelled');
    const second = flights.run('k', undefined, work, () => 'cancelled');
    expect(flights.size).toBe(1);
    fail(new Error('down'));
    await expect(first).rejects.toThrow('down');
    await expect(second).rejects.toThrow('down');
    expect(runs).toBe(1);
    expect(flights.size).toBe(0);
  });

  it('refuses a caller already aborted, without starting any work', async () => {
    const flights = new SharedFlights();
    const controller = new AbortController();
    controller.abort();
    let runs = 0;
    await expect(
      flights.run(
        'k',
        controller.signal,
        async () => ++runs,
        () => 'cancelled',
      ),
    ).rejects.toBe('cancelled');
    expect(runs).toBe(0);
    expect(flights.size).toBe(0);
  });

  it('a caller that stays gets the answer after another gave up', async () => {
    const flights = new SharedFlights();
    let finish!: (value: string) => void;
    const work = () => new Promise<string>((resolve) => (finish = resolve));
    const leaving = new AbortController();
    const left = flights.run('k', leaving.signal, work, () => 'cancelled');
    const stayed = flights.run('k', new AbortController().signal, work, () => 'cancelled');
    leaving.abort();
    await expect(left).rejects.toBe('cancelled');
    finish('answer');
    await expect(stayed).resolves.toBe('answer');
  });
});

describe('SharedFlights after everyone left', () => {
  it('a flight everyone left is stopped, and its late end does not drop the next caller’s flight', async () => {
    const flights = new SharedFlights();
    const ends: ((value: string) => void)[] = [];
    const signals: AbortSignal[] = [];
    const work = (signal: AbortSignal) => {
      signals.push(signal);
      return new Promise<string>((resolve) => ends.push(resolve));
    };
    const leaving = new AbortController();
    const left = flights.run('k', leaving.signal, work, () => 'cancelled');
    leaving.abort();
    await expect(left).rejects.toBe('cancelled');
    expect(signals[0]!.aborted).toBe(true);
    expect(flights.size).toBe(0);

    // A new caller starts afresh; the abandoned work then ends late.
    const next = flights.run('k', undefined, work, () => 'cancelled');
    ends[0]!('stale');
    await Promise.resolve();
    // A third caller still joins the second flight rather than sending again.
    const joined = flights.run('k', undefined, work, () => 'cancelled');
    expect(signals).toHaveLength(2);
    ends[1]!('fresh');
    await expect(next).resolves.toBe('fresh');
    await expect(joined).resolves.toBe('fresh');
  });
});

describe('plan pacer edges', () => {
  it('allows a burst of a fifth of the rate, at least one', () => {
    expect(burstFor(4)).toBe(1);
    expect(burstFor(5)).toBe(1);
    expect(burstFor(9)).toBe(1);
    expect(burstFor(10)).toBe(2);
    expect(burstFor(14)).toBe(2);
    expect(burstFor(50)).toBe(10);
  });

  it('refuses at once when the caller has already given up', async () => {
    let slept = false;
    const pace = createPlanPacer({
      ratePerSecond: () => 5,
      now: () => 0,
      sleep: async () => {
        slept = true;
      },
    });
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(pace(controller.signal)).rejects.toThrow('gone');
    expect(slept).toBe(false);
  });

  it('never stops for a rate of zero: at least one request every ten seconds', async () => {
    const waits: number[] = [];
    let now = 0;
    const pace = createPlanPacer({
      ratePerSecond: () => 0,
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    await pace();
    await pace();
    expect(waits).toEqual([10_000]);
  });

  it('waits with a signal exactly as without one', async () => {
    const waits: number[] = [];
    let now = 0;
    const pace = createPlanPacer({
      ratePerSecond: () => 5,
      now: () => now,
      sleep: async (ms) => {
        waits.push(ms);
        now += ms;
      },
    });
    const controller = new AbortController();
    await pace(controller.signal);
    await pace(controller.signal);
    // 5 a second less 10%: 1000 / 4.5 ms apart.
    expect(waits).toHaveLength(1);
    expect(waits[0]).toBeCloseTo(1000 / 4.5, 6);
  });
});

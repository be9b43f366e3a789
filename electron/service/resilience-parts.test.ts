import { describe, expect, it } from 'vitest';
import { HostLimiter } from './host-limiter';
import { SharedFlights } from './shared-flights';
import { MAX_RETRY_AFTER_MS, parseRetryAfter, retryDelayMs } from './retry-policy';

describe('retry policy', () => {
  it('doubles the backoff per try, with jitter between half and the whole', () => {
    expect(retryDelayMs(1, undefined, () => 0)).toBe(125);
    expect(retryDelayMs(1, undefined, () => 1)).toBe(250);
    expect(retryDelayMs(2, undefined, () => 1)).toBe(500);
    expect(retryDelayMs(3, undefined, () => 0.5)).toBe(750);
  });

  it('never waits less than Retry-After', () => {
    expect(retryDelayMs(1, 5_000, () => 1)).toBe(5_000);
  });

  it('reads Retry-After as seconds or an HTTP date', () => {
    const now = Date.parse('2025-01-01T00:00:00Z');
    expect(parseRetryAfter('7', now)).toBe(7_000);
    expect(parseRetryAfter('Wed, 01 Jan 2025 00:00:30 GMT', now)).toBe(30_000);
    expect(parseRetryAfter('soon', now)).toBeUndefined();
    expect(parseRetryAfter(null, now)).toBeUndefined();
    expect(MAX_RETRY_AFTER_MS).toBeGreaterThanOrEqual(10_000);
  });
});

describe('HostLimiter', () => {
  it('queues beyond the cap per host, and hosts do not share slots', async () => {
    const limiter = new HostLimiter(1);
    const order: string[] = [];
    let release!: () => void;
    const first = limiter.run('a', undefined, () =>
      new Promise<void>((resolve) => (release = resolve)).then(() => order.push('a1')),
    );
    const second = limiter.run('a', undefined, async () => order.push('a2'));
    const other = limiter.run('b', undefined, async () => order.push('b1'));
    await other;
    expect(order).toEqual(['b1']);
    expect(limiter.active('a')).toBe(1);
    release();
    await Promise.all([first, second]);
    expect(order).toEqual(['b1', 'a1', 'a2']);
    expect(limiter.active('a')).toBe(0);
  });

  it('drops a queued caller that aborts, without starting it', async () => {
    const limiter = new HostLimiter(1);
    let release!: () => void;
    const running = limiter.run('a', undefined, () => new Promise<void>((resolve) => (release = resolve)));
    const controller = new AbortController();
    let started = false;
    const queued = limiter.run('a', controller.signal, async () => {
      started = true;
    });
    controller.abort();
    await expect(queued).rejects.toBeDefined();
    release();
    await running;
    expect(started).toBe(false);
    expect(limiter.active('a')).toBe(0);
  });
});

describe('SharedFlights', () => {
  it('aborts the shared work only when every waiter has left', async () => {
    const flights = new SharedFlights();
    let workSignal!: AbortSignal;
    const work = (signal: AbortSignal) => {
      workSignal = signal;
      return new Promise<string>(() => undefined);
    };
    const a = new AbortController();
    const b = new AbortController();
    const first = flights.run('k', a.signal, work, () => 'cancelled-a');
    const second = flights.run('k', b.signal, work, () => 'cancelled-b');
    a.abort();
    await expect(first).rejects.toBe('cancelled-a');
    expect(workSignal.aborted).toBe(false);
    b.abort();
    await expect(second).rejects.toBe('cancelled-b');
    expect(workSignal.aborted).toBe(true);
    expect(flights.size).toBe(0);
  });

  it('starts afresh after a flight finished', async () => {
    const flights = new SharedFlights();
    let runs = 0;
    const work = async () => ++runs;
    expect(await flights.run('k', undefined, work, () => 'x')).toBe(1);
    expect(await flights.run('k', undefined, work, () => 'x')).toBe(2);
  });
});

import { describe, expect, it } from 'vitest';
import { Semaphore } from './semaphore';

// Issue 37, item 6: the turns photo fetches and resizes share.

/** A task that runs until the test lets it finish. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((done) => (open = done));
  return { open, opened };
}

describe('semaphore', () => {
  it('runs at most its limit at once and starts the queued in order as turns free up', async () => {
    const limiter = new Semaphore(2);
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    let running = 0;
    let most = 0;
    const tasks = gates.map((g, index) =>
      limiter.run(async () => {
        started.push(index);
        running += 1;
        most = Math.max(most, running);
        await g.opened;
        running -= 1;
        return index;
      }),
    );
    await expect.poll(() => started).toEqual([0, 1]);
    expect([limiter.running, limiter.waiting]).toEqual([2, 2]);
    gates[1]!.open();
    await expect.poll(() => started).toEqual([0, 1, 2]);
    gates[0]!.open();
    gates[2]!.open();
    gates[3]!.open();
    expect(await Promise.all(tasks)).toEqual([0, 1, 2, 3]);
    expect(most).toBe(2);
    expect([limiter.running, limiter.waiting]).toEqual([0, 0]);
  });

  it('frees the turn of a task that fails', async () => {
    const limiter = new Semaphore(1);
    await expect(limiter.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(await limiter.run(async () => 'next')).toBe('next');
    expect(limiter.running).toBe(0);
  });

  it('drops a queued task whose signal aborts, without running it, and one already aborted at once', async () => {
    const limiter = new Semaphore(1);
    const first = gate();
    const running = limiter.run(() => first.opened);
    const stop = new AbortController();
    let ran = false;
    const queued = limiter.run(async () => {
      ran = true;
    }, stop.signal);
    expect(limiter.waiting).toBe(1);
    stop.abort(new Error('closed'));
    await expect(queued).rejects.toThrow('closed');
    expect(limiter.waiting).toBe(0);
    await expect(limiter.run(async () => 'never', stop.signal)).rejects.toThrow('closed');
    first.open();
    await running;
    expect(ran).toBe(false);
    expect(limiter.running).toBe(0);
  });

  it('refuses a limit below one', () => {
    expect(() => new Semaphore(0)).toThrow(RangeError);
    expect(() => new Semaphore(1.5)).toThrow(RangeError);
  });
});

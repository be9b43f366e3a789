import { describe, expect, it } from 'vitest';
import type { SweepDelta, SweepResult } from '../../../shared/ipc/sweep-channels';
import { SweepEventCoalescer, type SweepClock, type SweepCountersOf } from './sweep-event-coalescer';
import { mostEventsWithin } from './test-support/sweep-ipc-rig';

const COUNTERS: SweepCountersOf = {
  id: 'sweep-1',
  state: 'running',
  endpoint: 'openrecalls',
  total: 5_000,
  checked: 0,
  startedAt: '2026-11-24T00:00:00.000Z',
  etaSeconds: null,
  summary: { vehicles: 0, parkIt: 0, parkOutside: 0, open: 0, clean: 0, errors: 0 },
  pausedFor: null,
};

/**
 * Time as main's clock gives it: `real` is the true time in fractions of a millisecond, and
 * now() counts whole milliseconds as Date.now() does. A timer is due at now() + ms; the test
 * decides when it fires, early included, as Node's timers can.
 */
class WholeMillisecondClock implements SweepClock {
  real = 0;
  readonly timers = new Set<{ due: number; run: () => void }>();

  now(): number {
    return Math.floor(this.real);
  }

  setTimeout(run: () => void, ms: number): unknown {
    const timer = { due: this.now() + ms, run };
    this.timers.add(timer);
    return timer;
  }

  clearTimeout(handle: unknown): void {
    for (const timer of this.timers) if (timer === handle) this.timers.delete(timer);
  }

  /** Fires every timer whose due time has come on the whole-millisecond clock. */
  fireDue(): void {
    for (const timer of [...this.timers]) {
      if (timer.due > this.now()) continue;
      this.timers.delete(timer);
      timer.run();
    }
  }

  /** Fires every pending timer now, due or not. */
  fireAllEarly(): void {
    for (const timer of [...this.timers]) {
      this.timers.delete(timer);
      timer.run();
    }
  }
}

function row(vin: string): SweepResult {
  return { vin, verdict: 'clean', count: 0, campaigns: [] };
}

function coalescerOn(clock: WholeMillisecondClock, counters: () => SweepCountersOf | null = () => COUNTERS) {
  const sent: { real: number; delta: SweepDelta }[] = [];
  const coalescer = new SweepEventCoalescer({
    clock,
    counters,
    emit: (delta) => sent.push({ real: clock.real, delta }),
  });
  return { coalescer, sent };
}

describe('sweep event coalescer', () => {
  it('never sends 11 events in one second, though the clock counts whole milliseconds', () => {
    const clock = new WholeMillisecondClock();
    const { coalescer, sent } = coalescerOn(clock);
    // A change every quarter millisecond for three seconds, starting 0.9 ms into a
    // millisecond: the first send is stamped 0 though it happened at 0.9.
    for (clock.real = 0.9; clock.real < 3_000; clock.real += 0.25) {
      clock.fireDue();
      coalescer.changed();
    }
    expect(sent.length).toBeGreaterThan(20);
    // By hand: 10 events a second at most means any 11 span more than 1,000 ms of true time.
    for (let i = 1; i < sent.length; i++) expect(sent[i]!.real - sent[i - 1]!.real).toBeGreaterThan(100);
    const events = sent.map(({ real, delta }) => ({ at: real, bytes: 0, delta }));
    expect(mostEventsWithin(events, 1_000)).toBe(10);
  });

  it('waits out the rest of the gap when its timer fires early', () => {
    const clock = new WholeMillisecondClock();
    const { coalescer, sent } = coalescerOn(clock);
    clock.real = 1_000;
    coalescer.changed();
    expect(sent.map(({ real }) => real)).toEqual([1_000]);

    clock.real = 1_010;
    coalescer.changed();
    // Node counts a timer from the event loop's cached time: here it fires 95 ms after the
    // first send, 5 ms short of the gap. Nothing goes out yet.
    clock.real = 1_095;
    clock.fireAllEarly();
    expect(sent).toHaveLength(1);

    // The rest of the gap: due at 1,000 + 101 on the whole-millisecond clock.
    clock.real = 1_100;
    clock.fireDue();
    expect(sent).toHaveLength(1);
    clock.real = 1_101;
    clock.fireDue();
    expect(sent.map(({ real }) => real)).toEqual([1_000, 1_101]);
    expect(sent.map(({ delta }) => delta.seq)).toEqual([1, 2]);
  });

  it('sends each answered row once, in the first event after it, with the counters', () => {
    const clock = new WholeMillisecondClock();
    const { coalescer, sent } = coalescerOn(clock);
    clock.real = 5;
    coalescer.added(row('A'));
    clock.real = 20;
    coalescer.added(row('B'));
    coalescer.added(row('C'));
    // One timer waits for the gap, however many changes come in it.
    expect(clock.timers.size).toBe(1);
    clock.real = 106;
    clock.fireDue();
    clock.real = 400;
    clock.fireDue();
    expect(sent.map(({ delta }) => delta.added.map((r) => r.vin))).toEqual([['A'], ['B', 'C']]);
    expect(sent.map(({ delta }) => delta.seq)).toEqual([1, 2]);
    expect(sent[1]!.delta).toMatchObject({ id: 'sweep-1', total: 5_000, state: 'running' });
    expect(coalescer.seq).toBe(2);
  });

  it('a restart drops what the old sweep had waiting and counts from 1 again', () => {
    const clock = new WholeMillisecondClock();
    const { coalescer, sent } = coalescerOn(clock);
    coalescer.added(row('OLD-1'));
    clock.real = 10;
    coalescer.added(row('OLD-2'));
    expect(clock.timers.size).toBe(1);

    coalescer.restart();
    expect(coalescer.seq).toBe(0);
    expect(clock.timers.size).toBe(0);
    clock.real = 500;
    coalescer.added(row('NEW-1'));
    expect(sent.map(({ delta }) => [delta.seq, delta.added.map((r) => r.vin)])).toEqual([
      [1, ['OLD-1']],
      [1, ['NEW-1']],
    ]);
  });

  it('after dispose, the event that was waiting never goes out', () => {
    const clock = new WholeMillisecondClock();
    const { coalescer, sent } = coalescerOn(clock);
    coalescer.changed();
    clock.real = 10;
    coalescer.changed();
    coalescer.dispose();
    clock.real = 1_000;
    clock.fireAllEarly();
    expect(sent).toHaveLength(1);
  });

  it('sends nothing while there is no sweep to count', () => {
    const clock = new WholeMillisecondClock();
    const { coalescer, sent } = coalescerOn(clock, () => null);
    coalescer.changed();
    coalescer.added(row('A'));
    expect(sent).toEqual([]);
  });
});

import type { SweepDelta, SweepResult } from '../../../shared/ipc/sweep-channels';

/** The time the coalescer reads and its one timer; tests pass a clock they advance themselves. */
export interface SweepClock {
  now(): number;
  setTimeout(run: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemClock: SweepClock = {
  now: () => Date.now(),
  setTimeout: (run, ms) => setTimeout(run, ms),
  clearTimeout: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
};

/**
 * At most 10 events a second: the window cannot show more, and each one costs a structured
 * clone. Not 100: the clock counts whole milliseconds, so two sends stamped 100 apart can be
 * 99.x ms apart, and eleven of them fit in one second (the bench saw 11). 101 on that clock
 * is always more than 100 ms.
 */
export const MIN_EVENT_GAP_MS = 101;

export type SweepCountersOf = Omit<SweepDelta, 'added' | 'seq'>;

export interface SweepEventCoalescerDeps {
  clock: SweepClock;
  /** The sweep's counters now; null when there is no sweep. */
  counters: () => SweepCountersOf | null;
  emit: (delta: SweepDelta) => void;
}

/**
 * Turns a sweep's changes into 'sweep.changed' deltas: the rows answered since the last
 * event plus absolute counters, never closer together than MIN_EVENT_GAP_MS. The first
 * change after a quiet spell goes out at once; later ones wait for the gap and go out
 * together. Nothing is dropped, so the last event always carries the final state, at most
 * one gap after it was reached.
 */
export class SweepEventCoalescer {
  #added: SweepResult[] = [];
  #dirty = false;
  #lastSent = Number.NEGATIVE_INFINITY;
  #timer: unknown = null;
  #seq = 0;

  constructor(private readonly deps: SweepEventCoalescerDeps) {}

  /** The number of the last event sent for this sweep (0 before any). */
  get seq(): number {
    return this.#seq;
  }

  /** A new sweep: its events count from 1 again and nothing of the old one is sent. */
  restart(): void {
    this.#cancelTimer();
    this.#added = [];
    this.#dirty = false;
    this.#seq = 0;
  }

  added(result: SweepResult): void {
    this.#added.push(result);
    this.changed();
  }

  /** A counter or the state changed. */
  changed(): void {
    this.#dirty = true;
    if (this.#timer === null) this.#sendWhenDue();
  }

  /** Stops the timer (app quit): the window is going away with the process. */
  dispose(): void {
    this.#cancelTimer();
  }

  /**
   * Sends now if the gap has passed, else sets the timer for the rest of it. Asked again
   * when the timer fires: Node counts a timer from the event loop's cached time, which can
   * be behind the clock, so a timer may fire a few milliseconds short of the gap.
   */
  #sendWhenDue(): void {
    const wait = this.#lastSent + MIN_EVENT_GAP_MS - this.deps.clock.now();
    if (wait <= 0) {
      this.#send();
      return;
    }
    this.#timer = this.deps.clock.setTimeout(() => {
      this.#timer = null;
      this.#sendWhenDue();
    }, wait);
  }

  #send(): void {
    if (!this.#dirty) return;
    const counters = this.deps.counters();
    if (!counters) return;
    this.#seq += 1;
    const delta: SweepDelta = { ...counters, seq: this.#seq, added: this.#added };
    this.#added = [];
    this.#dirty = false;
    this.#lastSent = this.deps.clock.now();
    this.deps.emit(delta);
  }

  #cancelTimer(): void {
    if (this.#timer !== null) this.deps.clock.clearTimeout(this.#timer);
    this.#timer = null;
  }
}

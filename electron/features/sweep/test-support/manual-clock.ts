import type { SweepClock } from '../sweep-event-coalescer';

/** A clock that moves only when told, firing the timers that fall due on the way, in order. */
export class ManualClock implements SweepClock {
  #now = 0;
  #next = 1;
  readonly #timers = new Map<number, { at: number; run: () => void }>();

  now(): number {
    return this.#now;
  }

  setTimeout(run: () => void, ms: number): unknown {
    const id = this.#next++;
    this.#timers.set(id, { at: this.#now + Math.max(0, ms), run });
    return id;
  }

  clearTimeout(handle: unknown): void {
    this.#timers.delete(handle as number);
  }

  /** Timers not yet fired. */
  get pending(): number {
    return this.#timers.size;
  }

  advance(ms: number): void {
    const end = this.#now + ms;
    for (;;) {
      let due: [number, { at: number; run: () => void }] | undefined;
      for (const entry of this.#timers) if (entry[1].at <= end && (!due || entry[1].at < due[1].at)) due = entry;
      if (!due) break;
      this.#timers.delete(due[0]);
      this.#now = Math.max(this.#now, due[1].at);
      due[1].run();
    }
    this.#now = end;
  }
}

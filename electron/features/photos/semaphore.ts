// Issue 37, item 6: photo fetches and resizes each hold an 8 MB body or a decoded picture
// in main; a gallery, a results page and a VIN page's second wave asking at once held dozens.
// One semaphore lets a few run and queues the rest; a queued task whose caller has gone
// leaves the queue without ever running.

/** Starts one queued task. */
type Waiter = () => void;

export class Semaphore {
  readonly #limit: number;
  #running = 0;
  readonly #queue: Waiter[] = [];

  constructor(limit: number) {
    if (!Number.isInteger(limit) || limit < 1) throw new RangeError('A semaphore needs a limit of at least 1.');
    this.#limit = limit;
  }

  /** Tasks running now. */
  get running(): number {
    return this.#running;
  }

  /** Tasks waiting for a turn. */
  get waiting(): number {
    return this.#queue.length;
  }

  /**
   * Runs `task` once fewer than `limit` others run. Aborted while waiting, it never runs and
   * the call rejects with the signal's reason; aborted while running, the task sees the
   * signal itself.
   */
  async run<T>(task: () => Promise<T>, signal?: AbortSignal): Promise<T> {
    await this.#acquire(signal);
    try {
      return await task();
    } finally {
      this.#release();
    }
  }

  #acquire(signal: AbortSignal | undefined): Promise<void> {
    signal?.throwIfAborted();
    if (this.#running < this.#limit) {
      this.#running += 1;
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const onAbort = () => {
        const at = this.#queue.indexOf(waiter);
        if (at >= 0) this.#queue.splice(at, 1);
        reject(signal!.reason);
      };
      const waiter: Waiter = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.#queue.push(waiter);
    });
  }

  #release(): void {
    const next = this.#queue.shift();
    // The turn passes straight to the next waiter: the count of running tasks stays the same.
    if (next) next();
    else this.#running -= 1;
  }
}

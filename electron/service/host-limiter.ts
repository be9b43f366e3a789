// Caps how many requests run at once against one host, so a burst of screens (a
// VIN fan-out, a fast scroll) queues in main instead of hammering the service.

type Waiter = { start: () => void; signal: AbortSignal | undefined; onAbort: () => void };

export class HostLimiter {
  readonly #max: number;
  readonly #running = new Map<string, number>();
  readonly #queues = new Map<string, Waiter[]>();

  constructor(maxPerHost: number) {
    if (!Number.isInteger(maxPerHost) || maxPerHost < 1) throw new RangeError('maxPerHost must be a positive integer');
    this.#max = maxPerHost;
  }

  /** Runs `task` once a slot for `host` is free; a caller aborted while queued never starts. */
  async run<T>(host: string, signal: AbortSignal | undefined, task: () => Promise<T>): Promise<T> {
    await this.#acquire(host, signal);
    try {
      return await task();
    } finally {
      this.#release(host);
    }
  }

  /** Requests running against `host` right now (for tests). */
  active(host: string): number {
    return this.#running.get(host) ?? 0;
  }

  #acquire(host: string, signal: AbortSignal | undefined): Promise<void> {
    if (signal?.aborted) return Promise.reject(signal.reason);
    const running = this.#running.get(host) ?? 0;
    if (running < this.#max) {
      this.#running.set(host, running + 1);
      return Promise.resolve();
    }
    return new Promise<void>((resolve, reject) => {
      const waiter: Waiter = {
        signal,
        start: () => {
          signal?.removeEventListener('abort', waiter.onAbort);
          resolve();
        },
        onAbort: () => {
          const queue = this.#queues.get(host) ?? [];
          const index = queue.indexOf(waiter);
          if (index >= 0) queue.splice(index, 1);
          reject(signal?.reason);
        },
      };
      signal?.addEventListener('abort', waiter.onAbort, { once: true });
      const queue = this.#queues.get(host) ?? [];
      queue.push(waiter);
      this.#queues.set(host, queue);
    });
  }

  #release(host: string): void {
    const next = this.#queues.get(host)?.shift();
    // The slot passes straight to the next waiter, so the running count is unchanged.
    if (next) next.start();
    else this.#running.set(host, Math.max(0, (this.#running.get(host) ?? 1) - 1));
  }
}

// De-duplicates identical requests in flight: the second caller joins the first
// one's work instead of sending again. Each caller keeps its own cancellation: one
// caller giving up never cancels the others; the work is aborted only when every
// caller has given up.

interface Flight {
  promise: Promise<unknown>;
  controller: AbortController;
  waiters: number;
  settled: boolean;
}

export class SharedFlights {
  readonly #flights = new Map<string, Flight>();

  /** How many distinct requests are in flight (for tests). */
  get size(): number {
    return this.#flights.size;
  }

  run<T>(
    key: string,
    signal: AbortSignal | undefined,
    work: (signal: AbortSignal) => Promise<T>,
    onCancel: () => unknown,
  ): Promise<T> {
    if (signal?.aborted) return Promise.reject(onCancel());
    const flight = this.#flights.get(key) ?? this.#start(key, work);
    flight.waiters += 1;

    return new Promise<T>((resolve, reject) => {
      let done = false;
      const finish = () => {
        done = true;
        signal?.removeEventListener('abort', onAbort);
      };
      const onAbort = () => {
        if (done) return;
        finish();
        this.#leave(key, flight);
        reject(onCancel());
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      flight.promise.then(
        (value) => {
          if (done) return;
          finish();
          resolve(value as T);
        },
        (error: unknown) => {
          if (done) return;
          finish();
          reject(error);
        },
      );
    });
  }

  #start<T>(key: string, work: (signal: AbortSignal) => Promise<T>): Flight {
    const controller = new AbortController();
    const flight: Flight = { promise: Promise.resolve(), controller, waiters: 0, settled: false };
    flight.promise = work(controller.signal).finally(() => {
      flight.settled = true;
      if (this.#flights.get(key) === flight) this.#flights.delete(key);
    });
    // No catch of its own: every flight has a waiter from the moment it starts (run), and
    // each waiter handles the outcome, so a failure everyone left is never unhandled.
    this.#flights.set(key, flight);
    return flight;
  }

  #leave(key: string, flight: Flight): void {
    flight.waiters -= 1;
    if (flight.waiters > 0 || flight.settled) return;
    // Nobody waits any more: stop the request, and let a new caller start afresh.
    if (this.#flights.get(key) === flight) this.#flights.delete(key);
    flight.controller.abort();
  }
}

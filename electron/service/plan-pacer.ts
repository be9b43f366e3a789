// Keeps every request of the client to the plan's documented pace (requests per second,
// real-service.md #4), so a VIN page's fan-out, a search, a CSV export, the recall sweep
// and the watchlist together never draw a 429. One pacer per client: they all share it.
// It is a GCRA (virtual-scheduling) limiter: requests are spaced evenly, with a small
// burst allowed, and the rate is read per request because the plan can be learned late.

export interface PacerOptions {
  /** Requests per second allowed now. */
  ratePerSecond: () => number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** Keep a tenth below the documented rate: clocks and network jitter bunch requests up. */
const SAFETY = 0.9;

/** A small burst: a few requests may go at once, as a browser would send a page's requests. */
export function burstFor(ratePerSecond: number): number {
  return Math.max(1, Math.floor(ratePerSecond / 10));
}

export function createPlanPacer(options: PacerOptions): (signal?: AbortSignal) => Promise<void> {
  let theoreticalArrival = 0;
  return async function pace(signal) {
    if (signal?.aborted) throw signal.reason;
    const rate = Math.max(0.1, options.ratePerSecond() * SAFETY);
    const interval = 1000 / rate;
    const tolerance = (burstFor(options.ratePerSecond()) - 1) * interval;
    const now = options.now();
    const arrival = Math.max(theoreticalArrival, now);
    const startAt = arrival - tolerance;
    // Reserve the slot before waiting, so concurrent callers queue behind one another.
    theoreticalArrival = arrival + interval;
    const wait = startAt - now;
    if (wait <= 0) return;
    await abortableSleep(options.sleep, wait, signal);
  };
}

async function abortableSleep(sleep: (ms: number) => Promise<void>, ms: number, signal?: AbortSignal): Promise<void> {
  if (!signal) return sleep(ms);
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => reject(signal.reason);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    await Promise.race([sleep(ms), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

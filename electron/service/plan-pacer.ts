// Keeps every request of the client to the plan's documented pace (requests per second,
// docs/real-service.md #4), so a VIN page's fan-out, a search, a CSV export, the recall sweep
// and the watchlist together never draw a 429. One pacer per client: they all share it.
// It is a GCRA (virtual-scheduling) limiter: requests are spaced evenly, with a burst
// allowed, and the rate is read per request because the plan can be learned late.

export interface PacerOptions {
  /** Requests per second allowed now. */
  ratePerSecond: () => number;
  now: () => number;
  sleep: (ms: number) => Promise<void>;
}

/** Keep a tenth below the documented rate: clocks and network jitter bunch requests up. */
const SAFETY = 0.9;

/**
 * A burst of a fifth of the rate may go at once, as a browser sends a page's requests: on
 * Scale (50 a second) 10, so a VIN page's first six calls and its two searches never wait
 * on one another; on Starter and Free, 1.
 */
export function burstFor(ratePerSecond: number): number {
  return Math.max(1, Math.floor(ratePerSecond / 5));
}

/**
 * The even pace after a burst, so that no second ever holds more than the plan's rate:
 * the burst spends `burst - 1` of the second's requests early, and the rest are spaced a
 * tenth below what is left (Scale: 0.9 × 41 = 36.9 a second; Starter: 0.9 × 5 = 4.5).
 */
function sustainedRateFor(ratePerSecond: number): number {
  return SAFETY * (ratePerSecond - burstFor(ratePerSecond) + 1);
}

export function createPlanPacer(options: PacerOptions): (signal?: AbortSignal) => Promise<void> {
  let theoreticalArrival = 0;
  return async function pace(signal) {
    if (signal?.aborted) throw signal.reason;
    const documented = options.ratePerSecond();
    const interval = 1000 / Math.max(0.1, sustainedRateFor(documented));
    const tolerance = (burstFor(documented) - 1) * interval;
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

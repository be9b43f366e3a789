import type { AppError } from '../../shared/ipc/app-error';
import { attemptGet, type RawAnswer } from './http-attempt';
import type { HostLimiter } from './host-limiter';
import {
  answerTooLargeError,
  cancelledError,
  networkError,
  redirectRefusedError,
  timeoutError,
} from './normalize-error';
import { classifyNetworkFailure } from './network-failure';
import { MAX_RETRY_AFTER_MS, MAX_TRIES, isRetryableStatus, parseRetryAfter, retryDelayMs } from './retry-policy';

// GET with the client's resilience: a slot per host, a timeout per try, and up to
// MAX_TRIES tries on dropped connections, 429 and 503 (every endpoint is an
// idempotent GET, so a repeat is always safe).

export interface TransportDeps {
  fetchImpl: typeof fetch;
  limiter: HostLimiter;
  /** Waits for the plan's pace (requests per second) before each try; rejects when the signal aborts. */
  pace: (signal: AbortSignal) => Promise<void>;
  timeoutMs: number;
  sleep: (ms: number) => Promise<void>;
  now: () => number;
  random: () => number;
  log: (line: string) => void;
}

export type TransportResult = { ok: true; answer: RawAnswer } | { ok: false; error: AppError };

export async function getWithRetries(
  deps: TransportDeps,
  url: string,
  headers: Record<string, string>,
  signal: AbortSignal,
  /** Hears each answer that is retried past (a 429, a 5xx): the service may have billed it. */
  onRetriedAnswer: (status: number) => void = () => undefined,
): Promise<TransportResult> {
  const target = new URL(url);
  // Logged without the query: filters can hold a customer's ZIP, and nothing here needs it.
  const where = `${target.host}${target.pathname}`;
  let lastNetworkCause = '';

  for (let attempt = 1; attempt <= MAX_TRIES; attempt++) {
    let outcome;
    try {
      await deps.pace(signal);
    } catch {
      return { ok: false, error: cancelledError() };
    }
    const started = deps.now();
    try {
      outcome = await deps.limiter.run(target.host, signal, () =>
        attemptGet({ url, headers, timeoutMs: deps.timeoutMs, signal, fetchImpl: deps.fetchImpl }),
      );
    } catch {
      // Only an abort while queued for a slot lands here.
      return { ok: false, error: cancelledError() };
    }
    const took = deps.now() - started;

    if (outcome.type === 'cancelled') return { ok: false, error: cancelledError() };
    // Neither changes on a retry: a body over the cap, or a redirect VinDesk will not follow.
    if (outcome.type === 'too-large') {
      deps.log(`GET ${where} stopped: the answer passed ${outcome.limitBytes} bytes`);
      return { ok: false, error: answerTooLargeError(outcome.limitBytes) };
    }
    if (outcome.type === 'redirect-refused') {
      deps.log(`GET ${where} refused a redirect (${outcome.reason}) to ${outcome.host}`);
      return { ok: false, error: redirectRefusedError(outcome.reason, outcome.host) };
    }
    if (outcome.type === 'timeout') {
      // Not retried: the person has already waited the whole timeout once.
      deps.log(`GET ${where} timed out after ${took} ms (try ${attempt})`);
      return { ok: false, error: timeoutError(deps.timeoutMs) };
    }

    let waitMs: number;
    if (outcome.type === 'network') {
      lastNetworkCause = outcome.cause;
      deps.log(`GET ${where} failed: ${outcome.cause} (try ${attempt})`);
      const failure = classifyNetworkFailure(outcome.cause);
      // A name that does not resolve or a certificate that is not trusted stays so on a retry.
      if (failure === 'dns' || failure === 'certificate')
        return { ok: false, error: networkError(target.host, failure) };
      waitMs = retryDelayMs(attempt, undefined, deps.random);
    } else {
      const { answer } = outcome;
      deps.log(`GET ${where} ${answer.status} in ${took} ms (try ${attempt})`);
      if (!isRetryableStatus(answer.status) || attempt === MAX_TRIES) return { ok: true, answer };
      const retryAfterMs = parseRetryAfter(answer.headers.get('retry-after'), deps.now());
      // A long Retry-After is the caller's to wait out (the UI shows a countdown), not ours.
      if (retryAfterMs !== undefined && retryAfterMs > MAX_RETRY_AFTER_MS) return { ok: true, answer };
      onRetriedAnswer(answer.status);
      waitMs = retryDelayMs(attempt, retryAfterMs, deps.random);
    }

    if (attempt === MAX_TRIES) break;
    if (!(await sleepUnlessAborted(deps.sleep, waitMs, signal))) return { ok: false, error: cancelledError() };
  }
  deps.log(`GET ${where} gave up after ${MAX_TRIES} tries (${lastNetworkCause})`);
  return { ok: false, error: networkError(target.host, classifyNetworkFailure(lastNetworkCause)) };
}

/** Waits, unless the signal aborts first; true when the wait ran its course. */
async function sleepUnlessAborted(
  sleep: (ms: number) => Promise<void>,
  ms: number,
  signal: AbortSignal,
): Promise<boolean> {
  if (signal.aborted) return false;
  let onAbort: () => void = () => undefined;
  const aborted = new Promise<false>((resolve) => {
    onAbort = () => resolve(false);
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([sleep(ms).then(() => true as const), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
  }
}

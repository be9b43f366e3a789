// Every HTTP request main makes (service calls and photo files), with when it left and when
// its answer's head came back, on this process's performance.now() clock. Main's service
// client and photo fetcher call the global fetch, so wrapping it here, in the bench process
// that is main, sees them all without touching shipped code. Install it before main starts:
// the photo fetcher keeps the fetch it was created with.
import type { RequestSpan } from './critical-path';

interface LoggedRequest extends RequestSpan {
  url: string;
}

export interface RequestLog {
  /** Answered requests, in the order they answered; `end` is when the answer's head arrived. */
  readonly answered: LoggedRequest[];
  /** Requests sent and not answered yet. */
  inFlight(): number;
  /**
   * Resolves once no request has been in flight, and none sent, for `quietMs`: the page's
   * fan-out (and what its answers asked for next) is over. Rejects after `timeoutMs`.
   */
  quiet(quietMs: number, timeoutMs?: number): Promise<void>;
  restore(): void;
}

export function logRequests(): RequestLog {
  const real = globalThis.fetch;
  const answered: LoggedRequest[] = [];
  let inFlight = 0;
  let lastActivity = performance.now();
  globalThis.fetch = (input, init) => {
    const start = performance.now();
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    inFlight++;
    lastActivity = start;
    const settle = () => {
      inFlight--;
      lastActivity = performance.now();
      answered.push({ url, start, end: lastActivity });
    };
    const answer = real(input, init);
    answer.then(settle, settle);
    return answer;
  };
  return {
    answered,
    inFlight: () => inFlight,
    quiet: (quietMs, timeoutMs = 60_000) =>
      new Promise((done, fail) => {
        const deadline = performance.now() + timeoutMs;
        const check = () => {
          const now = performance.now();
          if (inFlight === 0 && now - lastActivity >= quietMs) return done();
          if (now > deadline) return fail(new Error(`main's requests did not settle within ${timeoutMs} ms`));
          setTimeout(check, 50);
        };
        check();
      }),
    restore: () => {
      globalThis.fetch = real;
    },
  };
}

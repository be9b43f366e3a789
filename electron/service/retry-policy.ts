// When and how long to wait before trying a GET again.

/** At most this many tries of one request (the first one included). */
export const MAX_TRIES = 3;
const BASE_DELAY_MS = 250;
const MAX_BACKOFF_MS = 4_000;
/** A Retry-After longer than this is not waited out: the caller gets rate-limited with retryAfter instead. */
export const MAX_RETRY_AFTER_MS = 20_000;

/**
 * Statuses worth another try: "later" (429) and the gateway and server failures that
 * pass (500, 502, 503, 504). 400, 401, 402, 403 and 404 never change on a retry.
 */
export function isRetryableStatus(status: number): boolean {
  return status === 429 || status === 500 || status === 502 || status === 503 || status === 504;
}

/**
 * Exponential backoff with jitter (half fixed, half random, so clients that failed
 * together do not retry together), never shorter than what Retry-After asked for.
 */
export function retryDelayMs(
  failedTry: number,
  retryAfterMs: number | undefined,
  random: () => number = Math.random,
): number {
  const exponential = Math.min(MAX_BACKOFF_MS, BASE_DELAY_MS * 2 ** (failedTry - 1));
  const jittered = exponential / 2 + (exponential / 2) * random();
  return Math.max(jittered, retryAfterMs ?? 0);
}

/** Retry-After in milliseconds: delta-seconds or an HTTP date; undefined when absent or unreadable. */
export function parseRetryAfter(header: string | null, now: number): number | undefined {
  // Stryker disable next-line MethodExpression,ConditionalExpression,StringLiteral: a blank header fails both parses below too; this says so early.
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+(\.\d+)?$/.test(value)) return Math.round(Number(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, date - now);
}

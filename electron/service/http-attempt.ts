import { errorCodeOf } from './network-failure';

// One try of one GET: fetch plus reading the whole body, under a timeout and the
// caller's AbortSignal. Says which of the two stopped it, because a timeout and a
// cancellation mean different things to the person waiting.

export interface RawAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export type AttemptOutcome =
  | { type: 'answer'; answer: RawAnswer }
  | { type: 'network'; cause: string }
  | { type: 'timeout' }
  | { type: 'cancelled' }
  /** The body passed the size cap; reading stopped there. */
  | { type: 'too-large'; limitBytes: number }
  /** A redirect to another origin (never followed), or more than MAX_REDIRECTS. */
  | { type: 'redirect-refused'; reason: 'off-origin' | 'too-many'; host: string };

/**
 * Answers are JSON pages; the largest, a 500-row listings page with facets, is about
 * 0.55 MB (auto.dev's documented rows are of the same size). The cap leaves seven times
 * that, and is low enough that an endless answer raises main's memory by well under
 * 30 MB (see `npm run bench`): fetch's chunk copies linger until the next GC, so main's
 * memory rises by about five times the cap (1 MB: 6 MB, 3 MB: 15 MB, 6 MB: 26–30 MB,
 * too near the limit).
 */
export const MAX_ANSWER_BYTES = 4 * 1024 * 1024;
/** Same-origin redirects followed at most; a service that loops is not chased. */
const MAX_REDIRECTS = 3;

export interface AttemptRequest {
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  fetchImpl: typeof fetch;
  maxBytes?: number;
}

export async function attemptGet(request: AttemptRequest): Promise<AttemptOutcome> {
  if (request.signal?.aborted) return { type: 'cancelled' };
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, request.timeoutMs);
  const onCallerAbort = () => controller.abort();
  request.signal?.addEventListener('abort', onCallerAbort, { once: true });
  try {
    const origin = new URL(request.url).origin;
    let url = request.url;
    for (let redirects = 0; ; redirects++) {
      // Redirects are followed by hand: only on the service's own origin, where the key may go.
      const response = await request.fetchImpl(url, {
        method: 'GET',
        headers: request.headers,
        signal: controller.signal,
        redirect: 'manual',
      });
      const location = response.headers.get('location');
      if (response.status >= 300 && response.status < 400 && location) {
        await response.body?.cancel();
        const next = new URL(location, url);
        if (next.origin !== origin) return { type: 'redirect-refused', reason: 'off-origin', host: next.host };
        if (redirects >= MAX_REDIRECTS) return { type: 'redirect-refused', reason: 'too-many', host: next.host };
        url = next.href;
        continue;
      }
      const limitBytes = request.maxBytes ?? MAX_ANSWER_BYTES;
      const text = await readCapped(response, limitBytes);
      if (text === null) return { type: 'too-large', limitBytes };
      return { type: 'answer', answer: { status: response.status, headers: response.headers, text } };
    }
  } catch (error) {
    if (timedOut) return { type: 'timeout' };
    if (request.signal?.aborted) return { type: 'cancelled' };
    return { type: 'network', cause: describeCause(error) };
  } finally {
    clearTimeout(timer);
    request.signal?.removeEventListener('abort', onCallerAbort);
  }
}

/** ECONNREFUSED, ENOTFOUND, CERT_HAS_EXPIRED …: enough for a log line and the kind, never the URL or headers. */
function describeCause(error: unknown): string {
  return errorCodeOf(error) ?? (error instanceof Error ? error.name : 'unknown');
}

/**
 * The body as text, read chunk by chunk and abandoned past the cap, so a huge or
 * endless answer (chunked, or with a false Content-Length) never fills memory.
 * Null when the cap was passed.
 */
async function readCapped(response: Response, limitBytes: number): Promise<string | null> {
  if (Number(response.headers.get('content-length') ?? '0') > limitBytes) {
    await response.body?.cancel();
    return null;
  }
  const reader = response.body?.getReader();
  if (!reader) return '';
  // The raw chunks are kept and decoded once at the end: decoding as they come would
  // hold a growing string beside them and double the memory an over-cap answer costs.
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limitBytes) {
      chunks.length = 0;
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total).toString('utf8');
}

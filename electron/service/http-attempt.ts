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
  | { type: 'cancelled' };

export interface AttemptRequest {
  url: string;
  headers: Record<string, string>;
  timeoutMs: number;
  signal: AbortSignal | undefined;
  fetchImpl: typeof fetch;
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
    const response = await request.fetchImpl(request.url, {
      method: 'GET',
      headers: request.headers,
      signal: controller.signal,
      redirect: 'follow',
    });
    const text = await response.text();
    return { type: 'answer', answer: { status: response.status, headers: response.headers, text } };
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

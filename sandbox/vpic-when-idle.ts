// When the sandbox opens vPIC. Reading the 100 MB indexed database into sql.js
// holds this process for about 0.15 s on a later launch, and a first launch unpacks it for
// a second or more; the listings search never decodes a VIN, so the first search is not
// made to wait behind it. vPIC opens:
// - once the first listings search has been answered (the app's first request);
// - at once when a request that may decode a VIN comes first (it waits for vPIC anyway);
// - after a grace period when no request came at all.
// The health check (/_sandbox/samples) neither waits nor opens: main asks it just before
// its first search.
import type { IncomingMessage, Server, ServerResponse } from 'node:http';

/** Without a request, vPIC opens this long after the sandbox listens. */
const VPIC_GRACE_MS = 2_000;

const SEARCH = /^\/listings(?:\?|$)/;
const HEALTH_CHECK = /^\/_sandbox\/samples(?:\?|$)/;

export interface DeferredOpen<T> {
  /** The opening, once it has started. */
  readonly opening: Promise<T> | null;
  /** Stops waiting; what has opened (or opens later) is closed. */
  close(): void;
}

export function openVpicWhenIdle<T extends { close(): void }>(
  server: Server,
  open: () => Promise<T>,
  graceMs = VPIC_GRACE_MS,
): DeferredOpen<T> {
  let opening: Promise<T> | null = null;
  let closed = false;
  const start = (): void => {
    if (opening || closed) return;
    clearTimeout(timer);
    server.off('request', onRequest);
    opening = open();
    opening.catch(() => undefined);
  };
  const onRequest = (req: IncomingMessage, res: ServerResponse): void => {
    const path = req.url ?? '/';
    if (HEALTH_CHECK.test(path)) return;
    // 'close' also comes when the client went away before the answer was sent.
    if (SEARCH.test(path)) res.once('close', () => setImmediate(start));
    else start();
  };
  server.on('request', onRequest);
  const timer = setTimeout(start, graceMs);
  timer.unref();
  return {
    get opening() {
      return opening;
    },
    close() {
      closed = true;
      clearTimeout(timer);
      server.off('request', onRequest);
      void opening?.then(
        (db) => db.close(),
        () => undefined,
      );
    },
  };
}

// The VIN page's endpoints run once, inside the sandbox, as it finishes starting: the first
// lookup after a launch otherwise paid for their cold code and first-use tables (decode,
// build, specs, recalls, photos and their encoder, the listing, a page of listings), about a quarter
// second on every answer of that first page (bench target: a VIN page paints in one round trip).
import type { SandboxState } from '../state/sandbox-state';
import type { RequestContext } from '../endpoints/handler-types';
import { ROUTES } from './routes';

/** Paths the VIN page asks for, for one listed VIN. */
function pathsOf(vin: string): string[] {
  return [
    `/vin/${vin}`,
    `/build/${vin}`,
    `/specs/${vin}`,
    `/recalls/${vin}`,
    `/openrecalls/${vin}`,
    `/photos/${vin}`,
    `/photos/retail/${vin}-1.jpg`,
    `/listings/${vin}`,
    '/listings?limit=500',
  ];
}

/**
 * Calls each path's handler directly (not over HTTP, so no request is counted or metered),
 * one per turn of the event loop so a real request waits behind at most one of them.
 * Failures are ignored: the real request reports its own.
 */
export function warmVinEndpoints(state: SandboxState, baseUrl: string): Promise<void> {
  const vin = state.samples?.priced;
  if (!vin) return Promise.resolve();
  const paths = pathsOf(vin);
  return new Promise((done) => {
    const next = () => {
      const path = paths.shift();
      if (path === undefined) {
        done();
        return;
      }
      void warmOne(state, baseUrl, path).finally(() => setImmediate(next));
    };
    setImmediate(next);
  });
}

async function warmOne(state: SandboxState, baseUrl: string, path: string): Promise<void> {
  const url = new URL(path, baseUrl);
  for (const route of ROUTES) {
    const match = route.pattern.exec(url.pathname);
    if (!match) continue;
    const ctx: RequestContext = {
      state,
      url,
      baseUrl,
      query: url.searchParams,
      params: match.slice(1).map((part) => decodeURIComponent(part ?? '')),
      plan: 'scale',
      apiKey: null,
      requestId: 'warm-up',
    };
    try {
      const result = await route.handler(ctx);
      // The answer's serialization is on the path too.
      if (result.kind === 'json') JSON.stringify(result.body);
    } catch {
      // The real request reports its own failure.
    }
    return;
  }
}

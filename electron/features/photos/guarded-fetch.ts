import { Agent, fetch as undiciFetch } from 'undici';
import { guardedLookup, type ResolveHost } from './guarded-lookup';
import { isPrivateAddress } from './private-address';

// Issue 37, item 6: photos from anywhere but the demo sandbox are fetched through an
// agent whose sockets resolve their host with guardedLookup, so a host that rebinds to a
// private address between the check and the connect is refused at the connect. undici's
// own fetch with its own Agent: Node's global fetch is a different (bundled) undici, whose
// dispatcher interface need not match the package's.

/** What the photo fetcher asks of fetch: one GET, headers, a signal, no redirects. */
interface PhotoRequestInit {
  headers: Record<string, string>;
  signal: AbortSignal;
  redirect: 'error';
}

/** The parts of a response the photo fetcher reads. */
export interface PhotoResponse {
  status: number;
  ok: boolean;
  headers: { get(name: string): string | null };
  body: ReadableStream<Uint8Array> | null;
}

export type PhotoFetch = (url: string, init: PhotoRequestInit) => Promise<PhotoResponse>;

/** A fetch whose every connection checks the address it connects to. */
export function createGuardedFetch(resolveHost: ResolveHost): PhotoFetch {
  const dispatcher = new Agent({ connect: { lookup: guardedLookup(resolveHost, isPrivateAddress) } });
  return (url, init) => undiciFetch(url, { ...init, dispatcher });
}

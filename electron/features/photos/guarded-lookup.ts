import type { LookupAddress, LookupOptions } from 'node:dns';
import { isIP } from 'node:net';

// Issue 37, item 6 (DNS rebinding): checking a photo host's addresses and then letting
// fetch resolve the name again leaves a gap: a server answering a public address to the
// check and 127.0.0.1 to the connect reaches this machine. This lookup is the one the
// socket itself uses (undici's `connect.lookup`, net.connect's `lookup`), so the address
// checked is the address connected to.

/** Resolves a host name to its addresses (DNS in the app, a table in tests). */
export type ResolveHost = (hostname: string) => Promise<string[]>;

/** net.connect's lookup callback, as Node calls it with and without `all`. */
type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/** Raised when a name resolves, at connect time, to an address a photo may not come from. */
export class RefusedAddressError extends Error {
  readonly code = 'EREFUSEDADDRESS';
  constructor(
    readonly hostname: string,
    readonly address: string,
  ) {
    super(`${hostname} resolved to ${address}, which is not a public address`);
    this.name = 'RefusedAddressError';
  }
}

function notFound(hostname: string): NodeJS.ErrnoException {
  return Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND', hostname });
}

/**
 * A `lookup` for net.connect that refuses the connection if any address the name resolves
 * to is refused: all, not just the one tried first, since a connect that fails falls back
 * to the next (autoSelectFamily).
 */
export function guardedLookup(resolveHost: ResolveHost, isRefused: (address: string) => boolean) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback): void => {
    resolveHost(hostname).then(
      (resolved) => {
        const refused = resolved.find(isRefused);
        if (refused !== undefined) return callback(new RefusedAddressError(hostname, refused), '');
        const wanted = options.family === 4 || options.family === 6 ? options.family : 0;
        const addresses = resolved
          .map((address) => ({ address, family: isIP(address) }))
          .filter((entry) => entry.family !== 0 && (wanted === 0 || entry.family === wanted));
        const [first] = addresses;
        if (!first) return callback(notFound(hostname), '');
        if (options.all) return callback(null, addresses);
        return callback(null, first.address, first.family);
      },
      (error: unknown) => callback(error instanceof Error ? (error as NodeJS.ErrnoException) : notFound(hostname), ''),
    );
  };
}

import { useSyncExternalStore } from 'react';
import { currentHash, pushHash, subscribeToHash } from './location-hash';
import { parseRoute, type Route } from './routes';

// The route is read from the hash, not kept beside it: one parse per distinct hash, so a
// render that sees the same address gets the same Route object.
let parsedHash: string | undefined;
let parsedRoute: Route = { name: 'search' };

/** The route the address holds now. */
export function currentRoute(): Route {
  const hash = currentHash();
  if (hash !== parsedHash) {
    parsedHash = hash;
    parsedRoute = parseRoute(hash);
  }
  return parsedRoute;
}

/** Goes to a hash address such as "#/vehicle/<VIN>", as a new history entry. */
export function navigate(href: string): void {
  pushHash(href);
}

export function useRoute(): Route {
  return useSyncExternalStore(subscribeToHash, currentRoute);
}

export function useNavigate(): (href: string) => void {
  return navigate;
}

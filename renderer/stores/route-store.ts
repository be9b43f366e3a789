import { create } from 'zustand';
import { hrefs, parseRoute, type Route } from './routes';

interface RouteState {
  route: Route;
  /**
   * The address of the search last on screen ("#/search?vehicle.make=Toyota"), so the
   * sidebar's Search returns to it with its filters instead of opening a fresh one.
   */
  searchHref: string;
  /** Goes to a hash address such as "#/vehicle/<VIN>"; the hashchange listener updates `route`. */
  navigate: (href: string) => void;
  /** Swaps the current address without a history entry (a default filled in), so Back skips it. */
  replace: (href: string) => void;
}

function searchHrefOf(route: Route, previous: string): string {
  if (route.name !== 'search') return previous;
  return route.query ? `#/search?${route.query}` : hrefs.search();
}

function stateOf(hash: string, previousSearchHref: string): Pick<RouteState, 'route' | 'searchHref'> {
  const route = parseRoute(hash);
  return { route, searchHref: searchHrefOf(route, previousSearchHref) };
}

// The current address is UI state: kept in zustand so any component can read it,
// and mirrored from location.hash so Back/Forward and typed links work too.
export const useRouteStore = create<RouteState>()(() => ({
  ...stateOf(window.location.hash, hrefs.search()),
  navigate: (href: string) => {
    if (window.location.hash === href) return;
    window.location.hash = href;
  },
  replace: (href: string) => {
    if (window.location.hash === href) return;
    // replaceState fires no hashchange, so the store is synced by hand.
    window.history.replaceState(window.history.state, '', href);
    syncFromLocation();
  },
}));

function syncFromLocation() {
  useRouteStore.setState((state) => stateOf(window.location.hash, state.searchHref));
}

window.addEventListener('hashchange', syncFromLocation);

/** Re-reads the hash; tests that set location.hash directly call this instead of waiting for the event. */
export function syncRouteFromLocation(): void {
  syncFromLocation();
}

export function useRoute(): Route {
  return useRouteStore((state) => state.route);
}

export function useNavigate(): (href: string) => void {
  return useRouteStore((state) => state.navigate);
}

/** Where the sidebar's Search goes: the current search, filters kept. */
export function useSearchHref(): string {
  return useRouteStore((state) => state.searchHref);
}

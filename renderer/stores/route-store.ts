import { create } from 'zustand';
import { parseRoute, type Route } from './routes';

interface RouteState {
  route: Route;
  /** Goes to a hash address such as "#/vehicle/<VIN>"; the hashchange listener updates `route`. */
  navigate: (href: string) => void;
}

// The current address is UI state: kept in zustand so any component can read it,
// and mirrored from location.hash so Back/Forward and typed links work too.
export const useRouteStore = create<RouteState>()(() => ({
  route: parseRoute(window.location.hash),
  navigate: (href: string) => {
    if (window.location.hash === href) return;
    window.location.hash = href;
  },
}));

function syncFromLocation() {
  useRouteStore.setState({ route: parseRoute(window.location.hash) });
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

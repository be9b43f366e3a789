import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useLayoutEffect, useRef } from 'react';
import { noteVehiclePageOpened, prefetchVehiclePage } from '../api/vehicle-page-queries';
import { useUiStore } from '../stores/ui-store';
import type { Route } from '../stores/routes';
import { Skeleton } from '../ui/skeleton';
import { NotFoundScreen } from './not-found-screen';

// Each screen is its own chunk, so the first paint loads only the frame and the
// screen in view; charts and tables arrive with the screen that uses them.
const SearchScreen = lazy(() => import('../features/search/search-screen').then((m) => ({ default: m.SearchScreen })));
const loadVehicleScreen = () => import('../features/vehicle/vehicle-screen');
const VehicleScreen = lazy(() => loadVehicleScreen().then((m) => ({ default: m.VehicleScreen })));
const FinanceScreen = lazy(() =>
  import('../features/finance/finance-screen').then((m) => ({ default: m.FinanceScreen })),
);
const CompareScreen = lazy(() =>
  import('../features/finance/compare-screen').then((m) => ({ default: m.CompareScreen })),
);
const LotScreen = lazy(() => import('../features/lot/lot-screen').then((m) => ({ default: m.LotScreen })));
const DealerLotScreen = lazy(() =>
  import('../features/dealer-lot/dealer-lot-screen').then((m) => ({ default: m.DealerLotScreen })),
);
const UsageScreen = lazy(() => import('../features/usage/usage-screen').then((m) => ({ default: m.UsageScreen })));
const SettingsScreen = lazy(() =>
  import('../features/settings/settings-screen').then((m) => ({ default: m.SettingsScreen })),
);

function ScreenLoading() {
  return (
    <div className="stack" role="status" aria-live="polite" aria-label="Loading screen">
      <Skeleton width="40%" height={28} />
      <Skeleton height={160} />
      <Skeleton height={160} />
    </div>
  );
}

export function RouteView({ route }: { route: Route }) {
  const client = useQueryClient();
  const vin = route.name === 'vehicle' ? route.vin : undefined;
  // Noted as the route changes, before the page mounts: what its panels then find in the
  // cache was saved on an earlier visit (the page's "Saved … ago" note).
  const noted = useRef<Route | null>(null);
  if (vin && noted.current !== route) {
    noted.current = route;
    noteVehiclePageOpened(vin);
  }
  // A VIN page's requests start with the route, not after its code and each panel have
  // arrived (a link, a deep link, Back: Enter in the command bar has started them already).
  useLayoutEffect(() => {
    if (vin) prefetchVehiclePage(client, vin);
  }, [client, vin]);
  // Someone opening the lookup is about to open a vehicle: fetch its code meanwhile.
  const lookupOpen = useUiStore((state) => state.commandBarOpen);
  useEffect(() => {
    if (lookupOpen) void loadVehicleScreen();
  }, [lookupOpen]);
  return (
    <Suspense fallback={<ScreenLoading />}>
      <Screen route={route} />
    </Suspense>
  );
}

function Screen({ route }: { route: Route }) {
  switch (route.name) {
    case 'search':
      return <SearchScreen query={route.query ?? ''} />;
    case 'vehicle':
      // Not keyed by VIN: the next VIN's page reuses this one's elements (the parts that
      // keep state of their own are keyed by VIN inside), so a page from cache paints in a frame.
      return <VehicleScreen vin={route.vin} />;
    case 'finance':
      return <FinanceScreen key={route.vin ?? ''} vin={route.vin} />;
    case 'compare':
      return <CompareScreen />;
    case 'lot':
      return <LotScreen />;
    case 'lot-plate':
      return <LotScreen key={`${route.state}/${route.plate}`} plate={{ state: route.state, plate: route.plate }} />;
    case 'dealer-lot':
      // Keyed by the dealer a link picked: another dealer's link starts the screen afresh.
      return <DealerLotScreen key={`${route.dealer ?? ''}|${route.zip ?? ''}`} dealer={route.dealer} zip={route.zip} />;
    case 'usage':
      return <UsageScreen />;
    case 'settings':
      return <SettingsScreen />;
    case 'not-found':
      return <NotFoundScreen path={route.path} />;
  }
}

/** The window title for a route, so the taskbar and screen readers say where the user is. */
export function titleOf(route: Route): string {
  switch (route.name) {
    case 'search':
      return 'Search';
    case 'vehicle':
      return route.vin ? `${route.vin} · Vehicle` : 'Vehicle';
    case 'finance':
      return route.vin ? `${route.vin} · Finance` : 'Finance';
    case 'compare':
      return 'Compare';
    case 'lot':
      return 'Lot';
    case 'lot-plate':
      return `${route.state} ${route.plate} · Lot`;
    case 'dealer-lot':
      return 'Dealer’s lot';
    case 'usage':
      return 'Usage';
    case 'settings':
      return 'Settings';
    case 'not-found':
      return 'Not found';
  }
}

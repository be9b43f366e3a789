import { FinanceScreen } from '../features/finance/finance-screen';
import { LotScreen } from '../features/lot/lot-screen';
import { SearchScreen } from '../features/search/search-screen';
import { SettingsScreen } from '../features/settings/settings-screen';
import { VehicleScreen } from '../features/vehicle/vehicle-screen';
import type { Route } from '../stores/routes';
import { NotFoundScreen } from './not-found-screen';

export function RouteView({ route }: { route: Route }) {
  switch (route.name) {
    case 'search':
      return <SearchScreen />;
    case 'vehicle':
      return <VehicleScreen key={route.vin ?? ''} vin={route.vin} />;
    case 'finance':
      return <FinanceScreen key={route.vin ?? ''} vin={route.vin} />;
    case 'lot':
      return <LotScreen />;
    case 'lot-plate':
      return <LotScreen key={`${route.state}/${route.plate}`} plate={{ state: route.state, plate: route.plate }} />;
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
    case 'lot':
      return 'Lot';
    case 'lot-plate':
      return `${route.state} ${route.plate} · Lot`;
    case 'settings':
      return 'Settings';
    case 'not-found':
      return 'Not found';
  }
}

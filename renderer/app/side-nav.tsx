import type { ReactNode } from 'react';
import { hrefs, sectionOf, type Route, type SectionName } from '../stores/routes';
import { useCompareStore } from '../stores/compare-store';
import { useSearchHref } from '../stores/search-location';
import { CalculatorIcon, CarIcon, ChartIcon, LotIcon, ReceiptIcon, SearchIcon, SettingsIcon } from '../ui/icons';

interface NavItem {
  section: SectionName;
  label: string;
  href: string;
  icon: ReactNode;
}

/** The VIN the user is working on, so Vehicle and Finance keep it when switching between them. */
function vinOf(route: Route): string | undefined {
  return route.name === 'vehicle' || route.name === 'finance' ? route.vin : undefined;
}

export function SideNav({ route }: { route: Route }) {
  const current = sectionOf(route);
  const vin = vinOf(route);
  const compareCount = useCompareStore((state) => state.vins.length);
  // The current search, filters kept: leaving Search for a vehicle and coming back loses nothing.
  const searchHref = useSearchHref();
  const main: NavItem[] = [
    { section: 'search', label: 'Search', href: searchHref, icon: <SearchIcon /> },
    { section: 'vehicle', label: 'Vehicle', href: hrefs.vehicle(vin), icon: <CarIcon /> },
    { section: 'finance', label: 'Finance', href: hrefs.finance(vin), icon: <CalculatorIcon /> },
    {
      section: 'compare',
      label: compareCount > 0 ? `Compare (${compareCount})` : 'Compare',
      href: hrefs.compare(),
      icon: <ChartIcon />,
    },
    { section: 'lot', label: 'Lot', href: hrefs.lot(), icon: <LotIcon /> },
    { section: 'dealer-lot', label: 'Dealer’s lot', href: hrefs.dealerLot(), icon: <ChartIcon /> },
    { section: 'usage', label: 'Usage', href: hrefs.usage(), icon: <ReceiptIcon /> },
  ];
  const settings: NavItem = { section: 'settings', label: 'Settings', href: hrefs.settings(), icon: <SettingsIcon /> };

  const link = (item: NavItem) => (
    <li key={item.section}>
      <a className="nav__link" href={item.href} aria-current={item.section === current ? 'page' : undefined}>
        {item.icon}
        <span className="nav__label">{item.label}</span>
      </a>
    </li>
  );

  return (
    <nav className="sidebar" aria-label="Main">
      <a className="brand" href={hrefs.search()} aria-label="VinDesk home">
        <span className="brand__mark" aria-hidden="true">
          <CarIcon size={18} />
        </span>
        <span className="brand__name">VinDesk</span>
      </a>
      <div className="nav">
        <p className="nav__section-label">Workspace</p>
        <ul className="nav__list">{main.map(link)}</ul>
        <ul className="nav__list nav__list--bottom">{link(settings)}</ul>
      </div>
    </nav>
  );
}

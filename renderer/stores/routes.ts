// The app's addresses. The renderer is loaded from one file, so routes live in
// the hash (#/vehicle/1HGCM82633A004352); every screen link is built here so a
// path is written once.
import { isVinFormat, normalizeVin } from '../../shared/vin/vin-rule';

export type Route =
  /** query: the search's filters in the service's parameter names (vehicle.make …), as in the hash. */
  | { name: 'search'; query?: string }
  | { name: 'vehicle'; vin?: string }
  | { name: 'finance'; vin?: string }
  | { name: 'compare' }
  | { name: 'lot' }
  | { name: 'lot-plate'; state: string; plate: string }
  | { name: 'settings' }
  | { name: 'usage' }
  /** A dealer picked elsewhere (a VIN page's dealer) arrives with its name and ZIP filled in. */
  | { name: 'dealer-lot'; dealer?: string; zip?: string }
  | { name: 'not-found'; path: string };

export type SectionName = 'search' | 'vehicle' | 'finance' | 'compare' | 'lot' | 'dealer-lot' | 'usage' | 'settings';

export const hrefs = {
  /** Filters go in the hash under the service's own names, so a bookmark is the search. */
  search: (filters?: Record<string, string | number | boolean | undefined>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(filters ?? {}))
      if (value !== undefined && value !== '') params.set(key, String(value));
    const query = params.toString();
    return query ? `#/search?${query}` : '#/search';
  },
  vehicle: (vin?: string) => (vin ? `#/vehicle/${encodeURIComponent(vin)}` : '#/vehicle'),
  finance: (vin?: string) => (vin ? `#/finance/${encodeURIComponent(vin)}` : '#/finance'),
  compare: () => '#/compare',
  lot: () => '#/lot',
  lotPlate: (state: string, plate: string) => `#/lot/plate/${encodeURIComponent(state)}/${encodeURIComponent(plate)}`,
  settings: () => '#/settings',
  usage: () => '#/usage',
  dealerLot: (dealer?: { name: string; zip?: string | null }) => {
    if (!dealer) return '#/dealer-lot';
    const params = new URLSearchParams({ dealer: dealer.name });
    if (dealer.zip) params.set('zip', dealer.zip);
    return `#/dealer-lot?${params.toString()}`;
  },
} as const;

function vinSegment(segment: string | undefined): string | undefined | null {
  if (segment === undefined || segment === '') return undefined;
  const vin = normalizeVin(safeDecode(segment));
  return isVinFormat(vin) ? vin : null;
}

function safeDecode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/** The dealer and ZIP a link filled in; a ZIP that is not five digits is left for the dealer to type. */
function dealerLotRoute(query: string): Route {
  const params = new URLSearchParams(query);
  const dealer = params.get('dealer')?.trim();
  const zip = params.get('zip')?.trim();
  return {
    name: 'dealer-lot',
    ...(dealer ? { dealer } : {}),
    ...(zip && /^\d{5}$/.test(zip) ? { zip } : {}),
  };
}

/** Parses a location hash ("#/lot/plate/CA/7ABC123") into a route; a bad VIN or unknown path is "not-found". */
export function parseRoute(hash: string): Route {
  const full = hash.replace(/^#/, '');
  const queryAt = full.indexOf('?');
  const path = queryAt === -1 ? full : full.slice(0, queryAt);
  const query = queryAt === -1 ? '' : full.slice(queryAt + 1);
  const segments = path.split('/').filter((segment) => segment !== '');
  const [head, ...rest] = segments;
  switch (head) {
    case undefined:
    case 'search':
      if (rest.length > 0) return { name: 'not-found', path };
      return query ? { name: 'search', query } : { name: 'search' };
    case 'vehicle':
    case 'finance': {
      if (rest.length > 1) return { name: 'not-found', path };
      const vin = vinSegment(rest[0]);
      if (vin === null) return { name: 'not-found', path };
      return vin ? { name: head, vin } : { name: head };
    }
    case 'lot': {
      if (rest.length === 0) return { name: 'lot' };
      const [kind, state, plate] = rest;
      if (kind === 'plate' && state && plate && rest.length === 3) {
        return { name: 'lot-plate', state: safeDecode(state).toUpperCase(), plate: safeDecode(plate).toUpperCase() };
      }
      return { name: 'not-found', path };
    }
    case 'settings':
      return rest.length === 0 ? { name: 'settings' } : { name: 'not-found', path };
    case 'compare':
      return rest.length === 0 ? { name: 'compare' } : { name: 'not-found', path };
    case 'usage':
      return rest.length === 0 ? { name: 'usage' } : { name: 'not-found', path };
    case 'dealer-lot':
      return rest.length === 0 ? dealerLotRoute(query) : { name: 'not-found', path };
    default:
      return { name: 'not-found', path };
  }
}

/** The navigation section a route belongs to, for highlighting the sidebar. */
export function sectionOf(route: Route): SectionName | null {
  switch (route.name) {
    case 'lot-plate':
      return 'lot';
    case 'not-found':
      return null;
    default:
      return route.name;
  }
}

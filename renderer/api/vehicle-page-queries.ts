// Everything a VIN page asks the service for, started at once the moment the page is
// asked for (Enter in the command bar, a link, a deep link) rather than panel by panel
// as each mounts: otherwise the page's code, the plan check, each panel and then the
// comparables would follow one another. The panels read the same queries, so they find
// the answers in flight or already there, and a revisit within ten minutes paints at
// once from this window's cache.
import type { QueryClient } from '@tanstack/react-query';
import type { Endpoint } from '../../shared/plan/plan-access';
import type { Listing } from '../../shared/schemas/listing-schema';
import { appQueries } from './app-queries';
import { dealRatingQueries } from './deal-rating-queries';
import { listingQueries } from './listing-queries';
import { photoQueries } from './photo-queries';
import { planQueries } from './plan-queries';
import { vehicleQueries } from './vehicle-queries';
import { normalizeVin } from '../../shared/vin/vin-rule';

/** A page seen in the last ten minutes paints from memory; a little over, so ten minutes is safely inside. */
export const VEHICLE_PAGE_GC_MS = 15 * 60_000;

export const MARKET_RADIUS_MILES = 100;
const MARKET_SAMPLE_SIZE = 100;

/**
 * The comparables of a listing: the same year, make, model and trim within 100 miles of
 * the listing's ZIP (or the default ZIP), as one search. null: nothing to compare against.
 */
export function marketComparables(listing: Listing | null, defaultZip: string | undefined) {
  if (!listing) return null;
  const zip = listing.retailListing.zip ?? defaultZip ?? '';
  const { vehicle } = listing;
  const filters = {
    'vehicle.year': String(vehicle.year),
    'vehicle.make': vehicle.make,
    'vehicle.model': vehicle.model,
    ...(vehicle.trim ? { 'vehicle.trim': vehicle.trim } : {}),
    ...(zip ? { zip, distance: MARKET_RADIUS_MILES } : {}),
  };
  return { zip, filters, query: listingQueries.search({ ...filters, limit: MARKET_SAMPLE_SIZE, includes: ['total'] }) };
}

/**
 * Starts every request the VIN page will make, in parallel; the ones that need the listing
 * (comparables, deal rating, primary photo) start as soon as it arrives. Endpoints the
 * plan lacks are never called, exactly as the panels' locks decide. Never throws: a
 * failure is the panel's to show when it reads the same query.
 */
export function prefetchVehiclePage(client: QueryClient, vin: string): void {
  const keep = { gcTime: VEHICLE_PAGE_GC_MS } as const;
  const settings = client.ensureQueryData(appQueries.settings()).catch(() => null);
  void client
    // Asked afresh (it is answered in main, without the network): a plan changed since the
    // last look must not send requests the new plan refuses.
    .fetchQuery({ ...planQueries.access(), ...keep })
    // Unreadable plan: the panels treat every endpoint as open (use-endpoint-access.ts); so does this.
    .catch(() => null)
    .then((access) => {
      const open = (endpoint: Endpoint) => access === null || access.endpoints[endpoint].available;
      // Open recalls where the plan has them, else the plain catalog (use-recall-data.ts).
      if (open('openrecalls'))
        void client.prefetchQuery({ ...vehicleQueries.openRecalls(vin, { recalls: true }), ...keep });
      else if (open('recalls')) void client.prefetchQuery({ ...vehicleQueries.recalls(vin), ...keep });
      if (open('vin')) void client.prefetchQuery({ ...vehicleQueries.decode(vin), ...keep });
      if (open('build')) void client.prefetchQuery({ ...vehicleQueries.build(vin), ...keep });
      if (open('specs')) void client.prefetchQuery({ ...vehicleQueries.specs(vin), ...keep });
      if (open('photos')) {
        void client
          .fetchQuery({ ...vehicleQueries.photos(vin), ...keep })
          .then((photos) => prefetchPhoto(client, photos.data.retail[0]))
          .catch(() => undefined);
      }
      if (open('listing')) {
        void client
          .fetchQuery({ ...listingQueries.byVin(vin), ...keep, retry: false })
          .then(async (listing) => {
            prefetchPhoto(client, listing.data.retailListing.primaryImage);
            void client.prefetchQuery({ ...dealRatingQueries.forListings([listing.data]), ...keep });
            if (!open('listings')) return;
            const market = marketComparables(listing.data, (await settings)?.settings.defaultZip);
            if (market) void client.prefetchQuery({ ...market.query, ...keep });
          })
          .catch(() => undefined);
      }
    });
}

/** When each VIN's page was last opened (Date.now() time). */
const openedAt = new Map<string, number>();

/** The route now shows the VIN's page: answers cached before this moment are a saved copy. */
export function noteVehiclePageOpened(vin: string): void {
  openedAt.set(normalizeVin(vin), Date.now());
}

/** When the VIN's page was last opened, or null when it never was. */
export function vehiclePageOpenedAt(vin: string): number | null {
  return openedAt.get(normalizeVin(vin)) ?? null;
}

/**
 * The page's answers that carry their age (Fetched<T>), for the "Saved … ago" note. Read
 * without calling (enabled: false): the panels and the prefetch decide what is asked.
 */
export function vehiclePageAnswers(vin: string) {
  return [
    listingQueries.byVin(vin),
    vehicleQueries.photos(vin),
    vehicleQueries.decode(vin),
    vehicleQueries.build(vin),
    vehicleQueries.specs(vin),
    vehicleQueries.openRecalls(vin, { recalls: true }),
    vehicleQueries.recalls(vin),
  ] as const;
}

function prefetchPhoto(client: QueryClient, url: string | null | undefined): void {
  if (url) void client.prefetchQuery(photoQueries.image(url));
}

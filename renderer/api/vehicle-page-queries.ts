// Everything a VIN page asks the service for, started at once the moment the page is
// asked for (Enter in the command bar, a link, a deep link) rather than panel by panel
// as each mounts: otherwise the page's code, the plan check, each panel and then the
// comparables would follow one another. The panels read the same queries, so they find
// the answers in flight or already there, and a revisit within ten minutes paints at
// once from this window's cache.
import type { QueryClient } from '@tanstack/react-query';
import { EVERY_PLAN_ENDPOINTS, type Endpoint } from '../../shared/plan/plan-access';
import { VEHICLE_PAGE_KEEP_MS } from '../../shared/service/endpoint-freshness';
import type { PlanAccess } from '../../shared/schemas/fetched';
import type { Listing } from '../../shared/schemas/listing-schema';
import { appQueries } from './app-queries';
import { dealRatingQueries } from './deal-rating-queries';
import { listingQueries } from './listing-queries';
import { GALLERY_PRIMARY_BOX, GALLERY_STRIP, photoQueries, resizedBox } from './photo-queries';
import { invoke } from './vds';
import type { CallHow } from './service-query';
import type { SpendActivity } from '../../shared/spend/spend-activity';
import { planQueries } from './plan-queries';
import { vehicleQueries } from './vehicle-queries';
import { normalizeVin } from '../../shared/vin/vin-rule';
import { marketComparables as comparablesOf } from '../../shared/vehicle-page/market-comparables';

/** A page seen in the last ten minutes paints from memory (shared/service/endpoint-freshness.ts). */
export const VEHICLE_PAGE_GC_MS = VEHICLE_PAGE_KEEP_MS;

/**
 * The comparables of a listing (shared/vehicle-page/market-comparables.ts) with the query
 * that fetches them. null: nothing to compare against.
 */
export function marketComparables(listing: Listing | null, defaultZip: string | undefined, how: CallHow = {}) {
  const market = comparablesOf(listing, defaultZip);
  return market && { zip: market.zip, filters: market.filters, query: listingQueries.search(market.search, how) };
}

/**
 * Starts every request the VIN page will make, in parallel; the ones that need the listing
 * (comparables, deal rating, primary photo) start as soon as it arrives, the gallery's
 * photos as soon as the photo list does. Endpoints the plan lacks are never called,
 * exactly as the panels' locks decide. Never throws: a failure is the panel's to show
 * when it reads the same query.
 *
 * Every call is billed (docs/real-service.md row 26), so the build sheet ($0.10 on Growth,
 * most of a page's cost) is asked only cached-only: main answers what it holds, or free on
 * the demo sandbox, and otherwise refuses before sending; its panel then loads it on a
 * click, or for real when Settings say to always load it. Loading ahead (a hover on a
 * search row) passes `activity: 'hover-prefetch'` on every call, which main answers only
 * from its cache unless Settings allow paid loading ahead; the keys are the page's own,
 * and a refused query is asked again when its panel mounts (error, no data).
 */
export function prefetchVehiclePage(client: QueryClient, vin: string, how: { activity?: SpendActivity } = {}): void {
  const keep = { gcTime: VEHICLE_PAGE_GC_MS } as const;
  const ask: CallHow = how.activity ? { activity: how.activity } : {};
  prepareInMain(client, vin, ask);
  const settings = client.ensureQueryData(appQueries.settings()).catch(() => null);
  // The plan answer in hand, unless a plan change has marked it stale since (use-main-events.ts
  // invalidates every service answer when main says the plan, key or service changed).
  const knownState = client.getQueryState<PlanAccess>(planQueries.access().queryKey);
  const known = knownState?.isInvalidated ? undefined : knownState?.data;
  const access = client
    // Asked afresh (it is answered in main, without the network): a plan changed since the
    // last look must not send requests the new plan refuses.
    .fetchQuery({ ...planQueries.access(), ...keep })
    // Unreadable plan: the panels treat every endpoint as open (use-endpoint-access.ts); so does this.
    .catch(() => null);
  const isOpen = (plan: PlanAccess | null | undefined, endpoint: Endpoint) =>
    !plan || plan.endpoints[endpoint].available;
  /**
   * Runs `run` at once when the plan answer in hand includes the endpoint, or, with no answer
   * in hand, when every plan includes it: Enter's own render of the page holds the window
   * for tens of milliseconds, and the fresh plan answer would wait behind it. Otherwise it
   * waits for that fresh answer. The fresh answer is still asked for, so the panels' locks
   * and the next page see a plan changed behind the window's back.
   */
  const when = (endpoint: Endpoint, run: () => void) => {
    if (known ? isOpen(known, endpoint) : EVERY_PLAN.has(endpoint)) run();
    else void access.then((plan) => isOpen(plan, endpoint) && run());
  };

  // Open recalls where the plan has them, else the plain catalog (use-recall-data.ts).
  const askRecalls = (plan: PlanAccess | null | undefined) => {
    if (isOpen(plan, 'openrecalls'))
      void client.prefetchQuery({ ...vehicleQueries.openRecalls(vin, { recalls: true }, ask), ...keep });
    else if (isOpen(plan, 'recalls')) void client.prefetchQuery({ ...vehicleQueries.recalls(vin, ask), ...keep });
  };
  if (known) askRecalls(known);
  else void access.then(askRecalls);
  when('vin', () => void client.prefetchQuery({ ...vehicleQueries.decode(vin, ask), ...keep }));
  when(
    'build',
    () => void client.prefetchQuery({ ...vehicleQueries.build(vin, { ...ask, cachedOnly: true }), ...keep }),
  );
  when('specs', () => void client.prefetchQuery({ ...vehicleQueries.specs(vin, ask), ...keep }));
  when('photos', () => {
    void client
      .fetchQuery({ ...vehicleQueries.photos(vin, ask), ...keep })
      .then(({ data: { retail } }) => {
        // The gallery's primary photo and its strip, all in view: asked as the list arrives,
        // not after the panel has rendered it and seen each one scroll into view.
        prefetchPhoto(client, retail[0], ask);
        for (const url of retail.slice(1, GALLERY_STRIP.shown + 1))
          void client.prefetchQuery(photoQueries.resizedAt(url, GALLERY_STRIP.box, ask));
      })
      .catch(() => undefined);
  });
  when('listing', () => {
    void client
      .fetchQuery({ ...listingQueries.byVin(vin, ask), ...keep, retry: false })
      .then(async (listing) => {
        prefetchPhoto(client, listing.data.retailListing.primaryImage, ask);
        void client.prefetchQuery({
          ...dealRatingQueries.forListings([listing.data], how.activity ? ask : undefined),
          ...keep,
        });
        if (!isOpen(known ?? (await access), 'listings')) return;
        const market = marketComparables(listing.data, (await settings)?.settings.defaultZip, ask);
        if (market) void client.prefetchQuery({ ...market.query, ...keep });
      })
      .catch(() => undefined);
  });
}

/**
 * Asks main to start the page's second wave itself (vehicle-page-channels.ts) as the first
 * answers reach it, rather than after they have crossed to this window and back. Once per
 * opening (Enter and then the route both start the page): not while the page's first wave
 * is under way, and not for a page this window holds, whose second wave is here too.
 */
function prepareInMain(client: QueryClient, vin: string, how: CallHow): void {
  const photos = client.getQueryState(vehicleQueries.photos(vin).queryKey);
  const listing = client.getQueryState(listingQueries.byVin(vin).queryKey);
  if (photos?.fetchStatus === 'fetching' || listing?.fetchStatus === 'fetching') return;
  if (photos?.data !== undefined && listing?.data !== undefined) return;
  const gallery = {
    primary: resizedBox(GALLERY_PRIMARY_BOX),
    strip: resizedBox(GALLERY_STRIP.box),
    stripCount: GALLERY_STRIP.shown,
  };
  // One page is prepared at a time: opening another VIN calls off the last one's photos and
  // thumbnails in main (issue 37 item 6), which would otherwise hold main's photo turns for a
  // page the person has left.
  const normalized = normalizeVin(vin);
  if (preparing && preparing.vin !== normalized) preparing.controller.abort();
  const controller = new AbortController();
  const mine = { vin: normalized, controller };
  preparing = mine;
  // Only a head start: a refusal or failure is met again, and shown, by the page's own requests.
  // Loading ahead: main runs the second wave under this activity, so it spends nothing either.
  invoke('vehiclePage.prepare', { vin: normalized, gallery }, controller.signal, how.activity)
    .catch(() => undefined)
    .finally(() => {
      if (preparing === mine) preparing = null;
    });
}

/** The page main is preparing for this window, so opening another can call it off. */
let preparing: { vin: string; controller: AbortController } | null = null;

/** The endpoints on every plan of every service: safe to ask before the plan answers. */
const EVERY_PLAN: ReadonlySet<Endpoint> = new Set(EVERY_PLAN_ENDPOINTS);

/** When each VIN's page was last opened (Date.now() time). */
const openedAt = new Map<string, number>();

/**
 * A VIN whose page's requests were started before it was opened (the command bar starts a
 * complete VIN's as it lands in the field): its visit began then, so what arrived since is
 * fresh, not a saved copy. One at a time; the command bar forgets it when it closes.
 */
let requested: { vin: string; at: number } | null = null;

/** The VIN's page is about to be opened: its requests start now. */
export function noteVehiclePageRequested(vin: string): void {
  requested = { vin: normalizeVin(vin), at: Date.now() };
}

/** The page requested was not opened after all (the command bar closed without it). */
export function forgetVehiclePageRequest(vin: string): void {
  if (requested?.vin === normalizeVin(vin)) requested = null;
}

/** The route now shows the VIN's page: answers cached before this visit began are a saved copy. */
export function noteVehiclePageOpened(vin: string): void {
  const key = normalizeVin(vin);
  const began = requested?.vin === key ? requested.at : Date.now();
  requested = null;
  openedAt.set(key, began);
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

/** The gallery's primary photo, at the size and under the key the gallery draws it with. */
function prefetchPhoto(client: QueryClient, url: string | null | undefined, how: CallHow): void {
  if (url) void client.prefetchQuery(photoQueries.resizedAt(url, GALLERY_PRIMARY_BOX, how));
}

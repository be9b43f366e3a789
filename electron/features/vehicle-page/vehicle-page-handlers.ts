// A VIN page's second wave, started in main. The gallery's photos need the photo list,
// and the comparables and deal rating need the listing; asked by the window, each waited
// for the first answer to cross to the window, for the window to render it, and for the
// next request to cross back: 10 ms on a warm page, 40 ms on a cold one. Started here as
// the first answers arrive, the window's own requests for them join the work in flight
// (the service client shares identical requests, the thumbnailer identical resizes).
// Abortable (issue 37, item 6): a page closed before its work is done stops it.
import { setMaxListeners } from 'node:events';
import { contract, type ChannelInput, type ChannelName, type ParsedInput } from '../../../shared/ipc/contract';
import type { vehiclePageChannels } from '../../../shared/ipc/vehicle-page-channels';
import { dealRatingInput } from '../../../shared/vehicle-page/deal-subjects';
import { marketComparables } from '../../../shared/vehicle-page/market-comparables';
import type { Handler, HandlerMap } from '../../platform/ipc/router';

export type VehiclePageHandlers = { [K in keyof typeof vehiclePageChannels]: Handler<K> };

type Used = 'vehicle.photos' | 'listings.get' | 'vehicle.thumbnail' | 'listings.search' | 'dealRating.rate';

export interface VehiclePageOptions {
  /** The handlers the window's own requests reach (read per call: the map is built with this one in it). */
  handlers: () => Pick<HandlerMap, Used>;
  /** The default ZIP in Settings ('' when none), as the window reads it. */
  defaultZip: () => string;
  /** A step that failed: the window's own request for it will meet the failure and show it. */
  log?: (line: string) => void;
}

type Gallery = ParsedInput<'vehiclePage.prepare'>['gallery'];

export function createVehiclePageHandlers(options: VehiclePageOptions): VehiclePageHandlers {
  /** Runs a handler as the window's request would reach it: the input parsed by the channel's own schema. */
  function call<K extends Used>(channel: K, input: ChannelInput<K>, signal: AbortSignal) {
    const handler = options.handlers()[channel] as Handler<K>;
    return Promise.resolve(handler(contract[channel].input.parse(input) as ParsedInput<K>, { signal }));
  }

  /** A step's work, settled either way: a failure is logged unless the page was closed. */
  function step(name: ChannelName, work: Promise<unknown>, signal: AbortSignal): Promise<void> {
    return work.then(
      () => undefined,
      (error: unknown) => {
        if (!signal.aborted) options.log?.(`${name}: ${error instanceof Error ? error.name : 'failed'}`);
      },
    );
  }

  async function prepareGallery(vin: string, gallery: Gallery, signal: AbortSignal): Promise<void> {
    const { data } = await call('vehicle.photos', { vin }, signal);
    // Closed while the list came: no photo is asked for (issue 37, item 6).
    if (signal.aborted) return;
    const [primary, ...rest] = data.retail;
    const steps: Promise<void>[] = [];
    if (primary)
      steps.push(
        step('vehicle.thumbnail', call('vehicle.thumbnail', { url: primary, ...gallery.primary }, signal), signal),
      );
    for (const url of rest.slice(0, gallery.stripCount))
      steps.push(step('vehicle.thumbnail', call('vehicle.thumbnail', { url, ...gallery.strip }, signal), signal));
    await Promise.all(steps);
  }

  async function prepareMarket(vin: string, gallery: Gallery, signal: AbortSignal): Promise<void> {
    const { data: listing } = await call('listings.get', { vin }, signal);
    if (signal.aborted) return;
    const steps: Promise<void>[] = [];
    const primaryImage = listing.retailListing.primaryImage;
    if (primaryImage)
      steps.push(
        step('vehicle.thumbnail', call('vehicle.thumbnail', { url: primaryImage, ...gallery.primary }, signal), signal),
      );
    const rating = dealRatingInput([listing]);
    if (rating) steps.push(step('dealRating.rate', call('dealRating.rate', rating, signal), signal));
    const market = marketComparables(listing, options.defaultZip());
    if (market) steps.push(step('listings.search', call('listings.search', market.search, signal), signal));
    await Promise.all(steps);
  }

  return {
    // The plan's locks hold without a check here: the service client refuses, without a
    // request, an endpoint the plan in force lacks, as it does the window's own requests.
    // Answered once the work is done, so the call stays in flight and the window can cancel
    // it (vds.cancel) when the page closes: the router aborts its signal, no further step
    // starts, and photos still queued are called off unless the window's own requests wait
    // for them too (issue 37, item 6).
    'vehiclePage.prepare': async ({ vin, gallery }, { signal: request }) => {
      // Every call of a VIN page's second wave waits on it at once (a gallery alone is nine
      // thumbnails), each removing its listener when it settles: more than Node's default of
      // ten at a time is expected here, not a leak.
      const signal = AbortSignal.any([request]);
      setMaxListeners(0, signal);
      await Promise.all([
        step('vehicle.photos', prepareGallery(vin, gallery, signal), signal),
        step('listings.get', prepareMarket(vin, gallery, signal), signal),
      ]);
    },
  };
}

import { describe, expect, it } from 'vitest';
import type { PhotoBytes } from '../../../shared/ipc/photo-channels';
import type { Fetched } from '../../../shared/schemas/fetched';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { Photos } from '../../../shared/schemas/photos-schema';
import type { HandlerMap } from '../../platform/ipc/router';
import { createVehiclePageHandlers } from './vehicle-page-handlers';

// Issue 37, item 6: a VIN page's second wave, started in main, stops when the page closes
// (the window cancels the prepare call; the router aborts its signal). The handlers it
// calls stand in for the service and the thumbnailer, each answering when the test says,
// so what is asked, and with which signal, is seen exactly.

const VIN = '1HGCM82633A004352';
const GALLERY = { primary: { width: 768, height: 432 }, strip: { width: 192, height: 144 }, stripCount: 1 };
const PHOTOS = [
  'https://retail.photos.vin/1.jpg',
  'https://retail.photos.vin/2.jpg',
  'https://retail.photos.vin/3.jpg',
];
const THUMB: PhotoBytes = { contentType: 'image/webp', base64: '', bytes: 0 };

interface Call {
  channel: string;
  input: unknown;
  signal: AbortSignal;
}

/** A promise and the means to settle it from the test. */
function later<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => (resolve = done));
  return { promise, resolve };
}

/** Settles as a service call does when its caller's signal aborts. */
const abortable = (signal: AbortSignal) =>
  new Promise<never>((_, reject) => signal.addEventListener('abort', () => reject(signal.reason), { once: true }));

function world() {
  const calls: Call[] = [];
  const logged: string[] = [];
  const photos = later<void>();
  const thumbnails = later<void>();
  const record = (channel: string, input: unknown, signal: AbortSignal) => calls.push({ channel, input, signal });
  const handlers: Pick<
    HandlerMap,
    'vehicle.photos' | 'listings.get' | 'vehicle.thumbnail' | 'listings.search' | 'dealRating.rate'
  > = {
    // The photo list arrives when the test lets it, whatever the signal says (already on its way).
    'vehicle.photos': async (input, { signal }) => {
      record('vehicle.photos', input, signal);
      await photos.promise;
      return { data: { retail: PHOTOS }, stale: false, fetchedAt: '2026-11-28T05:00:00Z' } as Fetched<Photos>;
    },
    'listings.get': (input, { signal }) => {
      record('listings.get', input, signal);
      return abortable(signal) as Promise<Fetched<Listing>>;
    },
    'vehicle.thumbnail': async (input, { signal }) => {
      record('vehicle.thumbnail', input, signal);
      await thumbnails.promise;
      return THUMB;
    },
    'listings.search': (input, { signal }) => {
      record('listings.search', input, signal);
      return abortable(signal);
    },
    'dealRating.rate': (input, { signal }) => {
      record('dealRating.rate', input, signal);
      return abortable(signal);
    },
  };
  const prepare = createVehiclePageHandlers({
    handlers: () => handlers,
    defaultZip: () => '',
    log: (line) => logged.push(line),
  })['vehiclePage.prepare'];
  const of = (channel: string) => calls.filter((call) => call.channel === channel);
  return { prepare, calls, of, logged, photos, thumbnails };
}

describe('vehiclePage.prepare', () => {
  it('asks for the gallery once the photo list is in, and answers only when its work is done', async () => {
    const { prepare, of, logged, photos, thumbnails } = world();
    const open = new AbortController();
    let answered = false;
    const done = Promise.resolve(prepare({ vin: VIN, gallery: GALLERY }, { signal: open.signal })).then(
      () => (answered = true),
    );
    photos.resolve();
    // The primary photo at its size, and stripCount (1) more at the strip's.
    await expect
      .poll(() => of('vehicle.thumbnail').map((call) => call.input))
      .toEqual([
        { url: PHOTOS[0], ...GALLERY.primary },
        { url: PHOTOS[1], ...GALLERY.strip },
      ]);
    expect(answered).toBe(false);
    thumbnails.resolve();
    // The listing never answers on its own: closing the page ends the call.
    open.abort(new DOMException('The page closed.', 'AbortError'));
    await done;
    expect(logged).toEqual([]);
  });

  it('stops when the page closes: no photo is asked for after, and the calls under way see the abort', async () => {
    const { prepare, calls, of, logged, photos } = world();
    const open = new AbortController();
    const done = prepare({ vin: VIN, gallery: GALLERY }, { signal: open.signal });
    await expect.poll(() => calls.map((call) => call.channel).sort()).toEqual(['listings.get', 'vehicle.photos']);
    open.abort(new DOMException('The page closed.', 'AbortError'));
    // The photo list still arrives, after the page has gone.
    photos.resolve();
    await done;
    expect(of('vehicle.thumbnail')).toEqual([]);
    expect(calls.every((call) => call.signal.aborted)).toBe(true);
    // A closed page is not a failure to log.
    expect(logged).toEqual([]);
  });

  it('passes the abort to thumbnails already asked for', async () => {
    const { prepare, of, photos, thumbnails } = world();
    const open = new AbortController();
    const done = prepare({ vin: VIN, gallery: GALLERY }, { signal: open.signal });
    photos.resolve();
    await expect.poll(() => of('vehicle.thumbnail')).toHaveLength(2);
    expect(of('vehicle.thumbnail').some((call) => call.signal.aborted)).toBe(false);
    open.abort(new DOMException('The page closed.', 'AbortError'));
    expect(of('vehicle.thumbnail').every((call) => call.signal.aborted)).toBe(true);
    thumbnails.resolve();
    await done;
  });
});

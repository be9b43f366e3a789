import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Result } from '../../../shared/ipc/app-error';
import type { Fetched } from '../../../shared/schemas/fetched';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { dealRatingInput } from '../../../shared/vehicle-page/deal-subjects';
import { marketComparables } from '../../../shared/vehicle-page/market-comparables';
import { createTestMainContext, type TestMainContext } from '../test-support/test-main-context';
import { MemoryKeyStore } from '../../platform/keychain/memory-key-store';
import { DEMO_KEYS } from '../../../sandbox/start-sandbox';

const APP_URL = 'http://127.0.0.1:5999/index.html';
const own = { url: APP_URL, isMainFrame: true };
const GALLERY = { primary: { width: 768, height: 432 }, strip: { width: 192, height: 144 }, stripCount: 8 };
const contexts: TestMainContext[] = [];

async function demoMain(logged: string[] = []): Promise<TestMainContext> {
  const created = await createTestMainContext({
    userDataDir: await mkdtemp(join(tmpdir(), 'vindesk-vehicle-page-')),
    keyStore: new MemoryKeyStore(),
    env: {},
    appUrl: APP_URL,
    sandbox: { listings: 2000, cacheDir: join(tmpdir(), 'vindesk-test-sandbox-cache') },
    logLine: (scope, line) => {
      if (scope === 'vehicle-page') logged.push(line);
    },
  });
  contexts.push(created);
  return created;
}

function data<T>(result: Result<unknown>): T {
  if (!result.ok) throw new Error(`${result.error.code}: ${result.error.message}`);
  return result.data as T;
}

const served = (main: TestMainContext) => main.sandboxStats?.requestCount() ?? 0;

/** A listed VIN with a gallery, found by asking the sandbox itself: main's caches stay cold. */
async function listedVinWithPhotos(main: TestMainContext): Promise<string> {
  // Any service call waits for the demo sandbox to be up; a one-row search is none the page makes.
  data(await main.router.dispatch('listings.search', { input: { limit: 1 } }, own));
  const headers = { Authorization: `Bearer ${DEMO_KEYS.scale}` };
  const page = (await (await fetch(`${main.sandboxUrl}/listings?limit=20`, { headers })).json()) as {
    data: { vin: string }[];
  };
  for (const { vin } of page.data) {
    const photos = (await (await fetch(`${main.sandboxUrl}/photos/${vin}`, { headers })).json()) as {
      data: { retail: string[] };
    };
    if (photos.data.retail.length > 1) return vin;
  }
  throw new Error('no listing with a gallery among the first 20');
}

afterEach(async () => {
  await Promise.all(contexts.splice(0).map((main) => main.close()));
});

describe('a VIN page prepared in main', () => {
  it('starts the second wave as the first answers arrive, and the window’s own requests then reach the service no more', async () => {
    const main = await demoMain();
    const vin = await listedVinWithPhotos(main);
    const before = served(main);

    // Enter: the window sends the prepare call beside its first wave, as prefetchVehiclePage does.
    expect(await main.router.dispatch('vehiclePage.prepare', { input: { vin, gallery: GALLERY } }, own)).toEqual({
      ok: true,
      data: undefined,
    });
    const [photosResult, listingResult] = await Promise.all([
      main.router.dispatch('vehicle.photos', { input: { vin } }, own),
      main.router.dispatch('listings.get', { input: { vin } }, own),
    ]);
    const photos = data<Fetched<{ retail: string[] }>>(photosResult).data.retail;
    const listing = data<Fetched<Listing>>(listingResult).data;
    const gallery = photos.slice(0, 1 + GALLERY.stripCount);
    expect(gallery.length).toBeGreaterThan(1);

    // By hand, what the page needs from the service: the photo list and the listing, each
    // photo of the gallery once (the listing's primary image is the list's first), the
    // comparables search and the deal rating's search of the make and model.
    const distinctPhotos = new Set([...gallery, listing.retailListing.primaryImage].filter(Boolean)).size;
    const needed = 2 + distinctPhotos + 2;
    // Main asks for all of it without the window asking again: waited on, not slept for.
    await vi.waitFor(() => expect(served(main) - before).toBe(needed), { timeout: 15_000, interval: 20 });

    // The window's second wave, as the page sends it.
    const thumbnails = gallery.map((url, index) =>
      main.router.dispatch(
        'vehicle.thumbnail',
        { input: { url, ...(index === 0 ? GALLERY.primary : GALLERY.strip) } },
        own,
      ),
    );
    const market = marketComparables(listing, '');
    const rating = dealRatingInput([listing]);
    expect(market).not.toBeNull();
    expect(rating).not.toBeNull();
    const answers = await Promise.all([
      ...thumbnails,
      main.router.dispatch('listings.search', { input: market!.search }, own),
      main.router.dispatch('dealRating.rate', { input: rating! }, own),
    ]);
    expect(answers.filter((answer) => !answer.ok)).toEqual([]);
    // Every one answered from main's work already done or under way.
    expect(served(main) - before).toBe(needed);
  });

  it('names each step that fails in the log, and takes none that has nothing to work on', async () => {
    const logged: string[] = [];
    const main = await demoMain(logged);
    data(await main.router.dispatch('listings.search', { input: { limit: 1 } }, own));
    const samples = (await (await fetch(`${main.sandboxUrl}/_sandbox/samples`)).json()) as {
      noPhotos: string;
      unlistedDecodable: string;
    };
    const prepare = (vin: string) =>
      main.router.dispatch('vehiclePage.prepare', { input: { vin, gallery: GALLERY } }, own);

    // Listed without photos: no photo to resize, and the listing's comparables and rating
    // searched. A thumbnail of no URL would have failed its input check and been logged.
    let before = served(main);
    await prepare(samples.noPhotos);
    await vi.waitFor(() => expect(served(main) - before).toBe(4), { timeout: 15_000, interval: 20 });
    expect(logged).toEqual([]);

    // Not listed: the listing answers 404 and its step says so; the photo list answers, empty.
    before = served(main);
    await prepare(samples.unlistedDecodable);
    await vi.waitFor(
      () => {
        expect(served(main) - before).toBe(2);
        expect(logged).toEqual(['listings.get: AppErrorException']);
      },
      { timeout: 15_000, interval: 20 },
    );

    // Listed with a gallery whose photos fail to load: each resize is named.
    logged.length = 0;
    const vin = await listedVinWithPhotos(main);
    main.sandboxFaults!.add({ path: new RegExp(`/${vin}-\\d+\\.jpg$`), kind: 'reset' });
    before = served(main);
    await prepare(vin);
    await vi.waitFor(() => expect(logged.length).toBeGreaterThan(1), { timeout: 15_000, interval: 20 });
    expect(new Set(logged)).toEqual(new Set(['vehicle.thumbnail: AppErrorException']));
  });

  it('refuses a gallery of absurd sizes before doing anything', async () => {
    const main = await demoMain();
    const result = await main.router.dispatch(
      'vehiclePage.prepare',
      { input: { vin: '1HGCM82633A004352', gallery: { ...GALLERY, primary: { width: 99_999, height: 432 } } } },
      own,
    );
    expect(result).toMatchObject({ ok: false, error: { kind: 'invalid-input' } });
  });
});

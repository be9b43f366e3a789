import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../shared/plan/plan-access';
import type { PlanAccess } from '../../shared/schemas/fetched';
import { FakeFailure, installFakeBridge, type FakeBridge } from '../test-utils/fake-bridge';
import { planAccessOf } from '../test-utils/plan-access';
import { testQueryClient } from '../test-utils/render-app';
import { planQueries } from './plan-queries';
import { prefetchVehiclePage } from './vehicle-page-queries';
import { vehicleQueries } from './vehicle-queries';

const VIN = '1HGCM82633A004352';
const PHOTO = 'http://127.0.0.1/photos/1HGCM82633A004352/1.jpg';

/** The spec's plan table by hand: what Starter and Scale include. */
const STARTER_HAS: readonly Endpoint[] = ['listings', 'listing', 'photos', 'vin'];
function accessOf(plan: 'starter' | 'scale'): PlanAccess {
  return planAccessOf(plan, (endpoint) => plan === 'scale' || STARTER_HAS.includes(endpoint));
}

/** What a VIN page on Scale asks for before any answer: the listing, its photos and every panel. */
const FIRST_WAVE = [
  'listings.get',
  'vehicle.photos',
  'vehicle.decode',
  'vehicle.build',
  'vehicle.specs',
  'vehicle.openRecalls',
];

const fetched = <T,>(data: T) => ({ data, stale: false, fetchedAt: '2026-11-23T12:00:00.000Z' });
const listing = {
  vin: VIN,
  vehicle: { year: 2003, make: 'Honda', model: 'Accord', trim: 'EX' },
  retailListing: { price: 5000, miles: 120000, zip: '90210', primaryImage: PHOTO },
};

let fake: FakeBridge;
/** Answers held until the test lets them go, so what is in flight at once can be seen. */
let release: () => void;
let held: Promise<void>;

beforeEach(() => {
  fake = installFakeBridge();
  held = new Promise((resolve) => (release = resolve));
  const later =
    <T,>(value: T) =>
    async () => {
      await held;
      return value;
    };
  fake.handle('listings.get', later(fetched(listing)));
  fake.handle('vehicle.photos', later(fetched({ retail: [PHOTO] })));
  fake.handle('vehicle.decode', later(fetched({ make: 'Honda' })));
  fake.handle('vehicle.build', later(fetched({})));
  fake.handle('vehicle.specs', later(fetched({ specs: {} })));
  fake.handle('vehicle.openRecalls', later(fetched({ openRecalls: 0, data: [] })));
  fake.handle('vehicle.recalls', later(fetched([])));
  fake.handle('listings.search', async () => fetched({ data: [] }));
  fake.handle('dealRating.rate', async () => ({}));
  fake.handle('vehicle.photo', async () => ({ contentType: 'image/jpeg', base64: '' }));
  fake.handle('vehicle.thumbnail', async () => ({ contentType: 'image/webp', base64: '', bytes: 0 }));
});

const channels = () => fake.calls.map((call) => call.channel);

describe('prefetchVehiclePage', () => {
  it('on Scale, sends every panel’s request at once, before any has answered', async () => {
    fake.handle('plan.access', () => accessOf('scale'));
    prefetchVehiclePage(testQueryClient(), VIN);
    // Nothing has answered yet (held): all six are in flight together, not one after another.
    await waitFor(() => expect(channels()).toEqual(expect.arrayContaining(FIRST_WAVE)));
    expect(channels()).not.toContain('listings.search');
    expect(channels()).not.toContain('vehicle.recalls');

    release();
    // What needs the listing follows it at once: the comparables (same year, make, model and
    // trim within 100 miles of the listing's ZIP), its deal rating and its primary photo.
    await waitFor(() => expect(channels()).toContain('listings.search'));
    expect(fake.calls).toContainEqual({
      channel: 'listings.search',
      input: {
        'vehicle.year': '2003',
        'vehicle.make': 'Honda',
        'vehicle.model': 'Accord',
        'vehicle.trim': 'EX',
        zip: '90210',
        distance: 100,
        limit: 100,
        includes: ['total'],
      },
    });
    await waitFor(() => expect(channels()).toContain('dealRating.rate'));
    // The primary photo resized for the gallery's 768 × 432 box (one device pixel a pixel here).
    await waitFor(() =>
      expect(fake.calls).toContainEqual({
        channel: 'vehicle.thumbnail',
        input: { url: PHOTO, width: 768, height: 432 },
      }),
    );
  });

  it('on Starter, never calls what the plan lacks, and a second call sends nothing twice', async () => {
    fake.handle('plan.access', () => accessOf('starter'));
    const client = testQueryClient();
    prefetchVehiclePage(client, VIN);
    prefetchVehiclePage(client, VIN);
    release();
    await waitFor(() => expect(channels()).toContain('listings.search'));
    await waitFor(() => expect(channels()).toContain('vehicle.thumbnail'));
    for (const locked of ['vehicle.build', 'vehicle.specs', 'vehicle.openRecalls', 'vehicle.recalls'])
      expect(channels()).not.toContain(locked);
    for (const sent of ['listings.get', 'vehicle.photos', 'vehicle.decode', 'listings.search', 'vehicle.thumbnail'])
      expect(channels().filter((channel) => channel === sent)).toHaveLength(1);
  });

  it('asks the plan afresh: a plan lowered since the last look sends nothing the new plan lacks', async () => {
    const client = testQueryClient();
    client.setQueryData(planQueries.access().queryKey, accessOf('scale'));
    // Main said the plan changed: the window marks every service answer stale (use-main-events.ts).
    await client.invalidateQueries({ queryKey: planQueries.access().queryKey, refetchType: 'none' });
    fake.handle('plan.access', () => accessOf('starter'));
    prefetchVehiclePage(client, VIN);
    release();
    await waitFor(() => expect(channels()).toContain('vehicle.decode'));
    await waitFor(() => expect(channels()).toContain('listings.search'));
    for (const locked of ['vehicle.build', 'vehicle.specs', 'vehicle.openRecalls', 'vehicle.recalls'])
      expect(channels()).not.toContain(locked);
  });

  it('asks for what every plan has (listing, photos, decode) before the plan has answered', async () => {
    let answerPlan: () => void = () => undefined;
    const planHeld = new Promise<void>((resolve) => (answerPlan = resolve));
    fake.handle('plan.access', async () => {
      await planHeld;
      return accessOf('scale');
    });
    prefetchVehiclePage(testQueryClient(), VIN);
    await waitFor(() =>
      expect(channels()).toEqual(expect.arrayContaining(['listings.get', 'vehicle.photos', 'vehicle.decode'])),
    );
    // What only higher plans have waits for the plan's word.
    for (const gated of ['vehicle.build', 'vehicle.specs', 'vehicle.openRecalls'])
      expect(channels()).not.toContain(gated);
    answerPlan();
    await waitFor(() =>
      expect(channels()).toEqual(expect.arrayContaining(['vehicle.build', 'vehicle.specs', 'vehicle.openRecalls'])),
    );
    expect(channels().filter((channel) => channel === 'vehicle.decode')).toHaveLength(1);
  });

  it('with a plan answer in hand, asks for every panel the plan includes before the fresh answer', async () => {
    const client = testQueryClient();
    client.setQueryData(planQueries.access().queryKey, accessOf('scale'));
    // The fresh plan answer never comes in this test: nothing may wait for it.
    fake.handle('plan.access', () => new Promise<PlanAccess>(() => undefined));
    prefetchVehiclePage(client, VIN);
    await waitFor(() => expect(channels()).toEqual(expect.arrayContaining(FIRST_WAVE)));
    expect(channels()).not.toContain('vehicle.recalls');
  });

  it('holds back what every plan has when the plan answer in hand says this key lacks it', async () => {
    const client = testQueryClient();
    const lacksPhotos = accessOf('starter');
    lacksPhotos.endpoints.photos = { available: false, planRequired: 'growth', known: true };
    client.setQueryData(planQueries.access().queryKey, lacksPhotos);
    fake.handle('plan.access', () => lacksPhotos);
    prefetchVehiclePage(client, VIN);
    release();
    await waitFor(() => expect(channels()).toContain('listings.search'));
    expect(channels()).not.toContain('vehicle.photos');
  });

  it('asks for the gallery’s strip resized in main as soon as the photo list arrives', async () => {
    const urls = Array.from({ length: 12 }, (_, index) => `http://127.0.0.1/photos/${VIN}-${index + 1}.jpg`);
    fake.handle('plan.access', () => accessOf('scale'));
    fake.handle('vehicle.photos', async () => fetched({ retail: urls }));
    fake.handle('vehicle.thumbnail', async () => ({ contentType: 'image/webp', base64: '', bytes: 0 }));
    prefetchVehiclePage(testQueryClient(), VIN);
    // Photos 2 to 9 (the strip shows eight after the primary), each for a 192 × 144 box at one device pixel a pixel.
    const strip = urls
      .slice(1, 9)
      .map((url) => ({ channel: 'vehicle.thumbnail', input: { url, width: 192, height: 144 } }));
    await waitFor(() => expect(fake.calls).toEqual(expect.arrayContaining(strip)));
    // And the primary photo for its 768 × 432 box: nine in all, none full size.
    await waitFor(() =>
      expect(fake.calls).toContainEqual({
        channel: 'vehicle.thumbnail',
        input: { url: urls[0], width: 768, height: 432 },
      }),
    );
    expect(fake.calls.filter((call) => call.channel === 'vehicle.thumbnail')).toHaveLength(9);
    expect(channels()).not.toContain('vehicle.photo');
  });

  it('asks main once per opening to start the second wave, with the gallery’s sizes, and not for a page it holds', async () => {
    fake.handle('plan.access', () => accessOf('scale'));
    fake.handle('vehiclePage.prepare', () => undefined);
    const client = testQueryClient();
    // Enter, then the route: one opening.
    prefetchVehiclePage(client, VIN);
    prefetchVehiclePage(client, VIN);
    const prepares = () => fake.calls.filter((call) => call.channel === 'vehiclePage.prepare');
    await waitFor(() => expect(prepares()).toHaveLength(1));
    // The gallery's boxes at one device pixel a pixel: 768 × 432, then eight of 192 × 144.
    expect(prepares()[0]?.input).toEqual({
      vin: VIN,
      gallery: { primary: { width: 768, height: 432 }, strip: { width: 192, height: 144 }, stripCount: 8 },
    });
    release();
    await waitFor(() => expect(channels()).toContain('listings.search'));
    // A revisit paints from this window's memory: main is not asked to prepare it again.
    prefetchVehiclePage(client, VIN);
    expect(prepares()).toHaveLength(1);
  });

  it('calls off the page main is preparing when another VIN is opened, and only then', async () => {
    fake.handle('plan.access', () => accessOf('scale'));
    // Main holds the first page's preparation until it is called off.
    fake.handle('vehiclePage.prepare', () => held);
    const client = testQueryClient();
    prefetchVehiclePage(client, VIN);
    prefetchVehiclePage(client, VIN);
    await waitFor(() => expect(fake.calls.filter((call) => call.channel === 'vehiclePage.prepare')).toHaveLength(1));
    expect(fake.cancelled).toEqual([]);
    // Another car: its page is prepared, and the first one's is called off.
    prefetchVehiclePage(client, '5YJ3E1EA7KF317000');
    await waitFor(() => expect(fake.calls.filter((call) => call.channel === 'vehiclePage.prepare')).toHaveLength(2));
    expect(fake.cancelled).toEqual(['vehiclePage.prepare']);
    release();
  });

  it('asks the build sheet only cached-only: main answers what it holds, and nothing is spent on it', async () => {
    fake.handle('plan.access', () => accessOf('scale'));
    prefetchVehiclePage(testQueryClient(), VIN);
    release();
    await waitFor(() => expect(channels()).toContain('vehicle.build'));
    expect(fake.calls.filter((call) => call.channel === 'vehicle.build')).toEqual([
      { channel: 'vehicle.build', input: { vin: VIN }, cachedOnly: true },
    ]);
  });
});

describe('prefetchVehiclePage while loading ahead', () => {
  const refusal = () =>
    new FakeFailure({ kind: 'spend-held', code: 'NOT_LOADED', message: 'Not loaded.', spend: { priceMicros: 1500 } });
  const decodeFor = (how: { activity?: string }) => {
    if (how.activity === 'hover-prefetch') throw refusal();
    return fetched({ make: 'Honda' });
  };
  const wrapperOf =
    (client: QueryClient) =>
    ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;

  it('marks every call, main’s second wave included, as loaded ahead', async () => {
    fake.handle('plan.access', () => accessOf('scale'));
    fake.handle('vehiclePage.prepare', () => undefined);
    prefetchVehiclePage(testQueryClient(), VIN, { activity: 'hover-prefetch' });
    release();
    await waitFor(() => expect(channels()).toContain('listings.search'));
    await waitFor(() => expect(channels()).toContain('vehicle.thumbnail'));
    const made = fake.calls.filter((call) => call.channel !== 'plan.access' && call.channel !== 'settings.get');
    expect(made.map((call) => call.channel)).toEqual(expect.arrayContaining([...FIRST_WAVE, 'vehiclePage.prepare']));
    for (const call of made) expect(call).toMatchObject({ activity: 'hover-prefetch' });
  });

  it('a query main held back is asked again, for real, when its panel opens', async () => {
    fake.handle('plan.access', () => accessOf('scale'));
    fake.handle('vehicle.decode', (_input, how) => decodeFor(how));
    const client = testQueryClient();
    prefetchVehiclePage(client, VIN, { activity: 'hover-prefetch' });
    release();
    const key = vehicleQueries.decode(VIN).queryKey;
    await waitFor(() => expect(client.getQueryState(key)?.status).toBe('error'));
    const { result } = renderHook(() => useQuery(vehicleQueries.decode(VIN)), { wrapper: wrapperOf(client) });
    await waitFor(() => expect(result.current.data?.data).toEqual({ make: 'Honda' }));
    const decodes = fake.calls.filter((call) => call.channel === 'vehicle.decode');
    expect(decodes).toEqual([
      { channel: 'vehicle.decode', input: { vin: VIN }, activity: 'hover-prefetch' },
      { channel: 'vehicle.decode', input: { vin: VIN } },
    ]);
  });
});

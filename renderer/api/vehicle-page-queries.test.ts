import { waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { ENDPOINTS, type Endpoint } from '../../shared/plan/plan-access';
import type { PlanAccess } from '../../shared/schemas/fetched';
import { installFakeBridge, type FakeBridge } from '../test-utils/fake-bridge';
import { testQueryClient } from '../test-utils/render-app';
import { planQueries } from './plan-queries';
import { prefetchVehiclePage } from './vehicle-page-queries';

const VIN = '1HGCM82633A004352';
const PHOTO = 'http://127.0.0.1/photos/1HGCM82633A004352/1.jpg';

/** The spec's plan table by hand: what Starter and Scale include. */
const STARTER_HAS: readonly Endpoint[] = ['listings', 'listing', 'photos', 'vin'];
function accessOf(plan: 'starter' | 'scale'): PlanAccess {
  const endpoints = Object.fromEntries(
    ENDPOINTS.map((endpoint) => [
      endpoint,
      { available: plan === 'scale' || STARTER_HAS.includes(endpoint), planRequired: 'starter', known: true },
    ]),
  ) as PlanAccess['endpoints'];
  return { plan, endpoints, source: 'demo' };
}

const fetched = <T>(data: T) => ({ data, stale: false, fetchedAt: '2026-11-23T12:00:00.000Z' });
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
    <T>(value: T) =>
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
});

const channels = () => fake.calls.map((call) => call.channel);

describe('prefetchVehiclePage', () => {
  it('on Scale, sends every panel’s request at once, before any has answered', async () => {
    fake.handle('plan.access', () => accessOf('scale'));
    prefetchVehiclePage(testQueryClient(), VIN);
    const firstWave = [
      'listings.get',
      'vehicle.photos',
      'vehicle.decode',
      'vehicle.build',
      'vehicle.specs',
      'vehicle.openRecalls',
    ];
    // Nothing has answered yet (held): all six are in flight together, not one after another.
    await waitFor(() => expect(channels()).toEqual(expect.arrayContaining(firstWave)));
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
    await waitFor(() => expect(fake.calls).toContainEqual({ channel: 'vehicle.photo', input: { url: PHOTO } }));
  });

  it('on Starter, never calls what the plan lacks, and a second call sends nothing twice', async () => {
    fake.handle('plan.access', () => accessOf('starter'));
    const client = testQueryClient();
    prefetchVehiclePage(client, VIN);
    prefetchVehiclePage(client, VIN);
    release();
    await waitFor(() => expect(channels()).toContain('listings.search'));
    await waitFor(() => expect(channels()).toContain('vehicle.photo'));
    for (const locked of ['vehicle.build', 'vehicle.specs', 'vehicle.openRecalls', 'vehicle.recalls'])
      expect(channels()).not.toContain(locked);
    for (const sent of ['listings.get', 'vehicle.photos', 'vehicle.decode', 'listings.search', 'vehicle.photo'])
      expect(channels().filter((channel) => channel === sent)).toHaveLength(1);
  });

  it('asks the plan afresh: a plan lowered since the last look sends nothing the new plan lacks', async () => {
    const client = testQueryClient();
    client.setQueryData(planQueries.access().queryKey, accessOf('scale'));
    fake.handle('plan.access', () => accessOf('starter'));
    prefetchVehiclePage(client, VIN);
    release();
    await waitFor(() => expect(channels()).toContain('vehicle.decode'));
    await waitFor(() => expect(channels()).toContain('listings.search'));
    for (const locked of ['vehicle.build', 'vehicle.specs', 'vehicle.openRecalls', 'vehicle.recalls'])
      expect(channels()).not.toContain(locked);
  });
});

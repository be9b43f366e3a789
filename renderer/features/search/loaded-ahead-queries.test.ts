import { QueryClient } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { ChannelInput } from '../../../shared/ipc/contract';
import { listingQueries } from '../../api/listing-queries';
import { vehicleQueries } from '../../api/vehicle-queries';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { loadedAheadQueries } from './loaded-ahead-queries';

const search: ChannelInput<'listings.search'> = { 'vehicle.make': 'Ford', zip: '30301', page: 2 };
const nearest = { ...search, sortedCount: 120 } as unknown as ChannelInput<'listings.nearest'>;

let fake: FakeBridge;
beforeEach(() => {
  fake = installFakeBridge();
});

describe('queries loaded ahead', () => {
  it('are the screens’ own queries: the same keys and freshness', () => {
    const pairs = [
      [loadedAheadQueries.decode('1hgcm82633a004352'), vehicleQueries.decode('1hgcm82633a004352')],
      [loadedAheadQueries.search(search), listingQueries.search(search)],
      [
        loadedAheadQueries.next('https://api.example/listings?cursor=x'),
        listingQueries.next('https://api.example/listings?cursor=x'),
      ],
      [loadedAheadQueries.nearest(nearest), listingQueries.nearest(nearest)],
    ] as const;
    for (const [ahead, own] of pairs) {
      expect(ahead.queryKey).toEqual(own.queryKey);
      expect(ahead.staleTime).toBe(own.staleTime);
      expect(ahead.gcTime).toBe(own.gcTime);
    }
  });

  it('tell main the call was loaded ahead while browsing', async () => {
    const invoke = vi.spyOn(fake.bridge, 'invoke');
    fake.handle('vehicle.decode', () => ({ data: {}, stale: false, fetchedAt: '2026-11-27T10:00:00Z' }));
    await new QueryClient().prefetchQuery(loadedAheadQueries.decode('1HGCM82633A004352'));
    expect(invoke).toHaveBeenCalledWith(
      'vehicle.decode',
      { vin: '1HGCM82633A004352' },
      expect.objectContaining({ activity: 'hover-prefetch' }),
    );
  });
});

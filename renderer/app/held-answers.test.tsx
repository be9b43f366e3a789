import { QueryClientProvider, useQuery, type QueryClient } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { vehicleQueries } from '../api/vehicle-queries';
import { FakeFailure, installFakeBridge, type FakeBridge } from '../test-utils/fake-bridge';
import { createQueryClient } from './query-client';

const VIN = '1HGCM82633A004352';
const fetched = { data: { make: 'Honda' }, stale: false, fetchedAt: '2026-11-23T12:00:00.000Z' };

let fake: FakeBridge;
/** The held-back ask is answered only when the test says so. */
let release: () => void;
let out: Promise<void>;

beforeEach(() => {
  fake = installFakeBridge();
  out = new Promise((resolve) => (release = resolve));
  // Main refuses what is loaded ahead or asked cached-only (nothing is cached here), and answers the rest.
  fake.handle('vehicle.decode', async (_input, how) => {
    if (how.activity !== 'hover-prefetch' && !how.cachedOnly) return fetched;
    await out;
    throw new FakeFailure({ kind: 'spend-held', code: 'NOT_LOADED', message: 'Not loaded.' });
  });
});

const wrapperOf =
  (client: QueryClient) =>
  ({ children }: { children: ReactNode }) => <QueryClientProvider client={client}>{children}</QueryClientProvider>;
const decodes = () => fake.calls.filter((call) => call.channel === 'vehicle.decode');

describe('an answer main held back', () => {
  it('is asked again, for real, for a panel opened while the hover’s ask was still out', async () => {
    const client = createQueryClient();
    void client.prefetchQuery(vehicleQueries.decode(VIN, { activity: 'hover-prefetch' }));
    await waitFor(() => expect(decodes()).toHaveLength(1));
    // The panel joins the hover's ask in flight, then meets its refusal.
    const { result } = renderHook(() => useQuery(vehicleQueries.decode(VIN)), { wrapper: wrapperOf(client) });
    release();
    await waitFor(() => expect(result.current.data?.data).toEqual({ make: 'Honda' }));
    expect(decodes().map((call) => call.activity)).toEqual(['hover-prefetch', undefined]);
  });

  it('is kept by a panel that itself asks cached-only (it waits for a click), with no second ask', async () => {
    const client = createQueryClient();
    const { result } = renderHook(() => useQuery(vehicleQueries.decode(VIN, { cachedOnly: true })), {
      wrapper: wrapperOf(client),
    });
    release();
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(decodes()).toEqual([{ channel: 'vehicle.decode', input: { vin: VIN }, cachedOnly: true }]);
  });
});

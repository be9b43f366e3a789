import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VdsBridge } from '../../shared/ipc/bridge';
import { vehicleQueries } from './vehicle-queries';
import { listingQueries } from './listing-queries';
import { lotQueries } from './lot-queries';
import { financeQueries } from './finance-queries';
import { planQueries } from './plan-queries';

function installBridge(answer: (channel: string, input: unknown) => unknown, delayMs = 0) {
  const invoke = vi.fn(async (channel: string, input: unknown) => {
    if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
    return { ok: true, data: answer(channel, input) };
  });
  const cancel = vi.fn();
  window.vds = { invoke, cancel, on: () => () => undefined } as unknown as VdsBridge;
  return { invoke, cancel };
}

afterEach(() => vi.restoreAllMocks());

describe('service query factories', () => {
  it('call the right channel with the normalised input and share one key per VIN', async () => {
    const bridge = installBridge(() => ({ data: [], stale: false, fetchedAt: 'x' }));
    const client = new QueryClient();
    await client.fetchQuery(vehicleQueries.recalls('1hgcm82633a004352'));
    expect(bridge.invoke).toHaveBeenCalledWith('vehicle.recalls', { vin: '1HGCM82633A004352' }, expect.anything());
    expect(vehicleQueries.recalls('1hgcm82633a004352').queryKey).toEqual(
      vehicleQueries.recalls('1HGCM82633A004352').queryKey,
    );
    expect(vehicleQueries.recalls('1HGCM82633A004352').queryKey).not.toEqual(
      vehicleQueries.specs('1HGCM82633A004352').queryKey,
    );
  });

  it('cancel the call in main when the query is cancelled', async () => {
    const bridge = installBridge(() => ({}), 50);
    const client = new QueryClient();
    const pending = client.fetchQuery(vehicleQueries.build('1HGCM82633A004352')).catch(() => 'dropped');
    await new Promise((resolve) => setTimeout(resolve, 5));
    await client.cancelQueries({ queryKey: vehicleQueries.build('1HGCM82633A004352').queryKey });
    await pending;
    expect(bridge.cancel).toHaveBeenCalledTimes(1);
  });

  it('page through links.next with listings.next', async () => {
    const bridge = installBridge((channel) =>
      channel === 'listings.search'
        ? { data: { data: [], next: 'https://api/listings?cursor=a', skippedRows: 0 }, stale: false, fetchedAt: 'x' }
        : { data: { data: [], next: null, skippedRows: 0 }, stale: false, fetchedAt: 'x' },
    );
    const client = new QueryClient();
    const options = listingQueries.searchPages({ 'vehicle.make': 'Honda' });
    const result = await client.fetchInfiniteQuery({ ...options, pages: 3 });
    // The second page had no next link: paging stops there.
    expect(result.pages).toHaveLength(2);
    expect(bridge.invoke.mock.calls.map((call) => call[0])).toEqual(['listings.search', 'listings.next']);
    expect(bridge.invoke.mock.calls[1]![1]).toEqual({ url: 'https://api/listings?cursor=a' });
  });

  it('the other factories name their channels', async () => {
    const bridge = installBridge(() => ({}));
    const client = new QueryClient();
    await client.fetchQuery(lotQueries.plate({ plate: 'abc-123', state: 'tx' }));
    await client.fetchQuery(financeQueries.tco({ vin: '1HGCM82633A004352' }));
    await client.fetchQuery(planQueries.access());
    expect(bridge.invoke.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      ['plate.lookup', { plate: 'ABC123', state: 'TX' }],
      ['finance.tco', { vin: '1HGCM82633A004352' }],
      ['plan.access', undefined],
    ]);
  });
});

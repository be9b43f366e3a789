import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { VdsBridge } from '../../shared/ipc/bridge';
import { vehicleQueries } from './vehicle-queries';
import { listingQueries } from './listing-queries';
import { lotQueries } from './lot-queries';
import { financeQueries } from './finance-queries';
import { photoQueries } from './photo-queries';
import { planQueries } from './plan-queries';
import { dealRatingQueries } from './deal-rating-queries';

const VIN = '1HGCM82633A004352';

/** A stand-in for the preload's bridge: answers every call, optionally only when released. */
function installBridge(answer: (channel: string, input: unknown) => unknown) {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let hold = false;
  const invoke = vi.fn(async (channel: string, input: unknown) => {
    if (hold) await held;
    return { ok: true, data: answer(channel, input) };
  });
  const cancel = vi.fn();
  window.vds = { invoke, cancel, on: () => () => undefined } as unknown as VdsBridge;
  return {
    invoke,
    cancel,
    holdAnswers: () => (hold = true),
    release: () => release(),
  };
}

afterEach(() => vi.restoreAllMocks());

describe('service query factories', () => {
  it('call the right channel with the normalised input and share one key per VIN', async () => {
    const bridge = installBridge(() => ({ data: [], stale: false, fetchedAt: 'x' }));
    const client = new QueryClient();
    await client.fetchQuery(vehicleQueries.recalls('1hgcm82633a004352'));
    expect(bridge.invoke).toHaveBeenCalledWith('vehicle.recalls', { vin: VIN }, expect.anything());
    expect(vehicleQueries.recalls('1hgcm82633a004352').queryKey).toEqual(vehicleQueries.recalls(VIN).queryKey);
    expect(vehicleQueries.recalls(VIN).queryKey).not.toEqual(vehicleQueries.specs(VIN).queryKey);
  });

  it('cancel the call in main when the query is cancelled', async () => {
    const bridge = installBridge(() => ({}));
    bridge.holdAnswers();
    const client = new QueryClient();
    const pending = client.fetchQuery(vehicleQueries.build(VIN)).catch(() => 'dropped');
    // Cancel only once the call is on its way to main, so there is a call to cancel.
    await vi.waitFor(() => expect(bridge.invoke).toHaveBeenCalledTimes(1));
    await client.cancelQueries({ queryKey: vehicleQueries.build(VIN).queryKey });
    expect(await pending).toBe('dropped');
    // The same request id that went out is the one cancelled.
    const sent = bridge.invoke.mock.calls[0] as unknown as [string, unknown, { requestId: string }];
    expect(bridge.cancel).toHaveBeenCalledWith(sent[2].requestId);
    bridge.release();
  });

  it('finish a thumbnail no row shows any more and keep it, where a dropped VIN page call is cancelled', async () => {
    const bridge = installBridge((channel) =>
      channel === 'vehicle.thumbnail' ? { contentType: 'image/webp', base64: 'UklGRg', bytes: 5 } : {},
    );
    bridge.holdAnswers();
    const client = new QueryClient();
    const thumbnail = photoQueries.thumbnail(VIN, 168, 120);
    const build = vehicleQueries.build(VIN);
    const stopThumbnail = new QueryObserver(client, thumbnail).subscribe(() => undefined);
    const stopBuild = new QueryObserver(client, build).subscribe(() => undefined);
    await vi.waitFor(() => expect(bridge.invoke).toHaveBeenCalledTimes(2));
    // Both rows scroll away (their last observers go) while main is still answering.
    stopThumbnail();
    stopBuild();
    bridge.release();
    await vi.waitFor(() => expect(client.getQueryData(thumbnail.queryKey)).toBe('data:image/webp;base64,UklGRg'));
    const requestOf = (channel: string) =>
      (
        bridge.invoke.mock.calls.find((call) => call[0] === channel) as unknown as [
          string,
          unknown,
          { requestId: string },
        ]
      )[2].requestId;
    expect(bridge.cancel).toHaveBeenCalledTimes(1);
    expect(bridge.cancel).toHaveBeenCalledWith(requestOf('vehicle.build'));
    expect(client.getQueryData(build.queryKey)).toBeUndefined();
  });

  it('wait without calling main while the input is not ready, then call once it is', async () => {
    const bridge = installBridge(() => ({ data: {}, stale: false, fetchedAt: 'x' }));
    const client = new QueryClient();
    const observer = new QueryObserver(client, vehicleQueries.decode(null));
    const unsubscribe = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(bridge.invoke).not.toHaveBeenCalled();

    observer.setOptions(vehicleQueries.decode('1hgcm82633a004352'));
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    expect(bridge.invoke.mock.calls.map((call) => [call[0], call[1]])).toEqual([['vehicle.decode', { vin: VIN }]]);
    unsubscribe();
  });

  it('send no made-up input for any endpoint that is not ready', async () => {
    const bridge = installBridge(() => ({}));
    const client = new QueryClient();
    const waiting = [
      financeQueries.payments(null),
      financeQueries.apr(null),
      financeQueries.taxes(null),
      financeQueries.tco(null),
      listingQueries.nearest(null),
      listingQueries.next(null),
      listingQueries.zipLocation(null),
      listingQueries.byVin(null),
      lotQueries.plate(null),
      photoQueries.image(null),
      vehicleQueries.openRecalls(null),
      vehicleQueries.offlineDecode(null),
      dealRatingQueries.forListings([]),
    ];
    for (const options of waiting) {
      const observer = new QueryObserver(client, options as ConstructorParameters<typeof QueryObserver>[1]);
      const unsubscribe = observer.subscribe(() => undefined);
      expect(observer.getCurrentResult()).toMatchObject({ status: 'pending', fetchStatus: 'idle' });
      unsubscribe();
    }
    expect(bridge.invoke).not.toHaveBeenCalled();
  });

  it('pass a cursor to listings.next exactly as links.next issued it', async () => {
    const bridge = installBridge(() => ({ data: { data: [], next: null, skippedRows: 0 } }));
    const client = new QueryClient();
    const cursorUrl = 'https://api.auto.dev/listings?cursor=eyJwIjoyfQ%3D%3D&limit=50';
    await client.fetchQuery(listingQueries.next(cursorUrl));
    expect(bridge.invoke.mock.calls.map((call) => [call[0], call[1]])).toEqual([['listings.next', { url: cursorUrl }]]);
    expect(listingQueries.next(cursorUrl).queryKey).not.toEqual(listingQueries.next(`${cursorUrl}x`).queryKey);
  });

  it('ask facets with one row, no page or sort, under a key of their own', async () => {
    const bridge = installBridge(() => ({}));
    const client = new QueryClient();
    const search = {
      'vehicle.make': 'Honda',
      page: 3,
      limit: 50,
      sort: { field: 'price', direction: 'asc' },
    } as const;
    await client.fetchQuery(listingQueries.facets(search));
    expect(bridge.invoke.mock.calls[0]!.slice(0, 2)).toEqual([
      'listings.search',
      { 'vehicle.make': 'Honda', limit: 1, includes: ['facets'] },
    ]);
    expect(listingQueries.facets(search).queryKey).not.toEqual(listingQueries.search(search).queryKey);
  });

  it('turn a photo into a data URL once, when it is fetched', async () => {
    installBridge(() => ({ contentType: 'image/jpeg', base64: '/9j/4AAQ' }));
    const client = new QueryClient();
    const url = 'https://photos.example/1.jpg';
    expect(await client.fetchQuery(photoQueries.image(url))).toBe('data:image/jpeg;base64,/9j/4AAQ');
  });

  it('the other factories name their channels', async () => {
    const bridge = installBridge(() => ({}));
    const client = new QueryClient();
    await client.fetchQuery(lotQueries.plate({ plate: 'abc-123', state: 'tx' }));
    await client.fetchQuery(financeQueries.tco({ vin: VIN }));
    await client.fetchQuery(planQueries.access());
    expect(bridge.invoke.mock.calls.map((call) => [call[0], call[1]])).toEqual([
      ['plate.lookup', { plate: 'ABC123', state: 'TX' }],
      ['finance.tco', { vin: VIN }],
      ['plan.access', undefined],
    ]);
  });
});

import { act, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PriceDrop } from '../../../shared/ipc/market-channels';
import type { ListingSummariesResult, ListingSummary } from '../../../shared/schemas/listing-summary';
import { withCheckDigit } from '../../../shared/vin/vin-rule';
import { serviceKeys } from '../../api/service-query-keys';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { planAccessOf } from '../../test-utils/plan-access';
import { renderWithQuery } from '../../test-utils/render-app';
import { SearchScreen } from './search-screen';

// A results row says when its price dropped (issue #39), asked of main only once the page's
// search answer has settled: main records the answer's prices before it replies.

const restore: (() => void)[] = [];
function stubLayout(proto: object, name: 'clientHeight' | 'offsetHeight', pick: (el: HTMLElement) => number | null) {
  const original = Object.getOwnPropertyDescriptor(proto, name);
  Object.defineProperty(proto, name, {
    configurable: true,
    get(this: HTMLElement) {
      return pick(this) ?? (original?.get?.call(this) as number | undefined) ?? 0;
    },
  });
  restore.push(() => (original ? Object.defineProperty(proto, name, original) : undefined));
}

// Each test its own VINs: the list remembers where it was scrolled per page of VINs.
let batch = 0;
const vinOf = (index: number) => withCheckDigit(`1FTFW1E5${batch}PFA${String(index).padStart(5, '0')}`);

function listing(index: number, price: number): ListingSummary {
  return {
    vin: vinOf(index),
    vehicle: { year: 2021, make: 'Ford', model: 'F-150', trim: 'XLT' },
    retailListing: { price, miles: 20_000, used: true, cpo: false, dealer: 'Lakeside Ford' },
  };
}

function answer(firstPrice: number): ListingSummariesResult {
  return {
    data: { data: [listing(0, firstPrice), listing(1, 31_000)], next: null, total: 2, skippedRows: 0 },
    stale: false,
    fetchedAt: '2026-11-23T14:02:00Z',
  };
}

/** An answer held until the test lets it go. */
function held<T>() {
  let release!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (release = resolve));
  return { promise, release };
}

const NOV_2 = Date.UTC(2026, 10, 2, 12);
let fake: FakeBridge;
const callsTo = (channel: string) => fake.calls.filter((call) => call.channel === channel);
const rowOf = (index: number) => screen.getByText(vinOf(index)).closest<HTMLElement>('.result')!;

beforeEach(() => {
  batch += 1;
  for (const name of ['ResizeObserver', 'IntersectionObserver'])
    vi.stubGlobal(
      name,
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
  stubLayout(HTMLElement.prototype, 'clientHeight', (el) => (el.classList.contains('results__scroll') ? 480 : null));
  stubLayout(HTMLElement.prototype, 'offsetHeight', (el) => (el.classList.contains('results__item') ? 96 : null));
  fake = installFakeBridge();
  fake.handle('savedSearches.list', () => []);
  fake.handle('plan.access', () => planAccessOf('starter'));
  fake.handle('vehicle.thumbnail', () => ({ contentType: 'image/jpeg', base64: 'AAAA' }));
});

afterEach(() => {
  vi.unstubAllGlobals();
  while (restore.length) restore.pop()!();
});

describe('search: price drops on the rows', () => {
  it('asks once the answer has settled, shows the drop in a buyer’s words, and asks again after a refetch', async () => {
    let search = held<ListingSummariesResult>();
    fake.handle('listings.search', (input) =>
      (input as { limit: number }).limit === 1 ? answer(30_000) : search.promise,
    );
    const drops: Record<string, PriceDrop>[] = [
      { [vinOf(0)]: { drop: 1_200, since: NOV_2, fromPrice: 31_200, toPrice: 30_000 } },
      { [vinOf(0)]: { drop: 1_700, since: NOV_2, fromPrice: 31_200, toPrice: 29_500 } },
    ];
    fake.handle('market.drops', () => drops[callsTo('market.drops').length - 1]);
    const { client } = renderWithQuery(<SearchScreen query="vehicle.make=Ford" />);

    await vi.waitFor(() => expect(callsTo('listings.search').length).toBeGreaterThan(0));
    expect(callsTo('market.drops')).toEqual([]);
    await act(async () => search.release(answer(30_000)));
    await screen.findByText(vinOf(0), {}, { timeout: 10_000 });
    await vi.waitFor(() => expect(within(rowOf(0)).getByText('↓ $1,200 since Nov 2')).toBeTruthy(), {
      timeout: 10_000,
    });
    // The arrow is for sight: a screen reader hears the buyer's words.
    expect(within(rowOf(0)).getByText('↓ $1,200 since Nov 2').getAttribute('aria-hidden')).toBe('true');
    expect(within(rowOf(0)).getByText('Price dropped $1,200 since Nov 2')).toBeTruthy();
    expect(rowOf(1).querySelector('[data-price-drop]')).toBeNull();
    expect(callsTo('market.drops').map((call) => call.input)).toEqual([{ vins: [vinOf(0), vinOf(1)] }]);

    // The search is asked again (the answer records the new price in main): drops wait for it.
    search = held<ListingSummariesResult>();
    const searches = callsTo('listings.search').length;
    // Not awaited: the refetch it starts is held.
    act(() => void client.invalidateQueries({ queryKey: serviceKeys.channel('listings.search') }));
    await vi.waitFor(() => expect(callsTo('listings.search').length).toBeGreaterThan(searches));
    expect(callsTo('market.drops')).toHaveLength(1);
    // Meanwhile the row keeps the drop it showed.
    expect(within(rowOf(0)).getByText('↓ $1,200 since Nov 2')).toBeTruthy();
    await act(async () => search.release(answer(29_500)));
    await vi.waitFor(() => expect(within(rowOf(0)).getByText('↓ $1,700 since Nov 2')).toBeTruthy(), {
      timeout: 10_000,
    });
    expect(callsTo('market.drops')).toHaveLength(2);
  });
});

import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ListingsSearchInput } from '../../../shared/schemas/listings-query-schema';
import type { ListingSummariesResult, ListingSummary } from '../../../shared/schemas/listing-summary';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { planAccessOf } from '../../test-utils/plan-access';
import { renderWithQuery } from '../../test-utils/render-app';
import { SearchScreen } from './search-screen';

// Resting on a result fetches what its VIN page shows first, and nearing the
// end of the list fetches the next page, each once, through the same bridge to main.

/** jsdom has no layout: the list box shows 5 rows of 96 px, so what is "in view" is known. */
const VIEW_HEIGHT = 480;
const ROW_HEIGHT = 96;
const ROWS = 30;

let fake: FakeBridge;
/** The plan main reports; Starter unless a test says otherwise. */
let plan: 'starter' | 'growth' | 'scale' = 'starter';
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

// Each test its own VINs: the list remembers where it was scrolled per page of VINs (results-position.ts).
let batch = 0;
const vinOf = (index: number) => `1FTFW1E5${batch}PFA${String(index).padStart(5, '0')}`;

function listing(index: number): ListingSummary {
  return {
    vin: vinOf(index),
    vehicle: { year: 2021, make: 'Ford', model: 'F-150', trim: 'XLT' },
    retailListing: { price: 30_000 + index, miles: 20_000, used: true, cpo: false, dealer: 'Lakeside Ford' },
  };
}

function page(next: string | null): ListingSummariesResult {
  return {
    data: { data: Array.from({ length: ROWS }, (_, index) => listing(index)), next, total: 90, skippedRows: 0 },
    stale: false,
    fetchedAt: '2026-11-23T14:02:00Z',
  };
}

const callsTo = (channel: string) => fake.calls.filter((call) => call.channel === channel);
/** Full searches (not the one-row facet counts) that asked for this page. */
const searchesOfPage = (n: number) =>
  callsTo('listings.search').filter((call) => {
    const input = call.input as ListingsSearchInput;
    return input.limit !== 1 && (input.page ?? 1) === n;
  });

beforeEach(() => {
  batch += 1;
  plan = 'starter';
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  // Rows never come into view here, so a thumbnail is asked for only by a prefetch.
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  stubLayout(HTMLElement.prototype, 'clientHeight', (el) =>
    el.classList.contains('results__scroll') ? VIEW_HEIGHT : null,
  );
  stubLayout(HTMLElement.prototype, 'offsetHeight', (el) =>
    el.classList.contains('results__item') ? ROW_HEIGHT : null,
  );
  fake = installFakeBridge();
  fake.handle('savedSearches.list', () => []);
  fake.handle('plan.access', () => planAccessOf(plan));
  fake.handle('vehicle.decode', (input) => ({
    data: { vin: (input as { vin: string }).vin, make: 'Ford', model: 'F-150' },
    stale: false,
    fetchedAt: '2026-11-23T14:02:00Z',
  }));
  fake.handle('vehicle.thumbnail', () => ({ contentType: 'image/jpeg', base64: 'AAAA' }));
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  while (restore.length) restore.pop()!();
});

/** The search screen with its first rows drawn, then the clock faked for the dwell. */
async function showResults(next: string | null = 'https://svc.test/listings?cursor=abc') {
  fake.handle('listings.search', () => page(next));
  renderWithQuery(<SearchScreen query="vehicle.make=Ford" />);
  await screen.findByText(vinOf(0));
  // Let the plan access answer settle before the dwell is timed.
  await vi.waitFor(() => expect(callsTo('plan.access').length).toBeGreaterThan(0));
  await act(async () => {});
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
}

const rowOf = (index: number) => screen.getByText(vinOf(index)).closest<HTMLElement>('.result')!;
const linkOf = (index: number) => rowOf(index).querySelector<HTMLAnchorElement>('[data-result-link]')!;
const decodedVins = () => callsTo('vehicle.decode').map((call) => (call.input as { vin: string }).vin);
const thumbnailInputs = () => callsTo('vehicle.thumbnail').map((call) => call.input);

async function wait(ms: number) {
  await act(() => vi.advanceTimersByTimeAsync(ms));
}

describe('search: prefetch on resting over a result', () => {
  it('on Starter, hovering a row for 150 ms asks once for its decode and its thumbnail, not the whole page', async () => {
    await showResults();
    fireEvent.mouseEnter(rowOf(2));
    await wait(149);
    expect(decodedVins()).toEqual([]);
    await wait(1);
    expect(decodedVins()).toEqual([vinOf(2)]);
    // The row's photo box is 84 × 60 CSS px (search.css .result__photo); jsdom's devicePixelRatio is 1.
    expect(thumbnailInputs()).toEqual([{ vin: vinOf(2), width: 84, height: 60 }]);
    // On Starter, not the whole page: nine requests would hold up the plan's pace for two seconds.
    expect(callsTo('listings.get')).toEqual([]);
    expect(callsTo('vehicle.build')).toEqual([]);

    // Resting on it again asks for nothing more.
    fireEvent.mouseLeave(rowOf(2));
    fireEvent.mouseEnter(rowOf(2));
    await wait(500);
    expect(decodedVins()).toEqual([vinOf(2)]);
    expect(thumbnailInputs()).toHaveLength(1);
  });

  it('on Growth, too, resting on a row asks only for its decode and thumbnail', async () => {
    plan = 'growth';
    await showResults();
    fireEvent.mouseEnter(rowOf(4));
    await wait(150);
    await vi.waitFor(() => expect(decodedVins()).toEqual([vinOf(4)]));
    expect(thumbnailInputs()).toEqual([{ vin: vinOf(4), width: 84, height: 60 }]);
    // Growth's 10 a second: a whole page would take a second of the pace from what is clicked next.
    expect(callsTo('listings.get')).toEqual([]);
    expect(callsTo('vehicle.photos')).toEqual([]);
  });

  it('on Scale, resting on a row asks for its whole VIN page, once each', async () => {
    plan = 'scale';
    await showResults();
    const beforeHover = fake.calls.length;
    fireEvent.mouseEnter(rowOf(3));
    await wait(149);
    expect(fake.calls.filter((call) => (call.input as { vin?: string } | undefined)?.vin === vinOf(3))).toEqual([]);
    await wait(1);
    await vi.waitFor(() => expect(callsTo('vehicle.photos')).toHaveLength(1));
    // What the VIN page's panels read (vehicle-screen and its panels), each asked once for this VIN.
    for (const channel of ['listings.get', 'vehicle.decode', 'vehicle.build', 'vehicle.specs', 'vehicle.photos'])
      expect(callsTo(channel).map((call) => (call.input as { vin: string }).vin)).toEqual([vinOf(3)]);
    expect(callsTo('vehicle.openRecalls')).toHaveLength(1);
    expect(thumbnailInputs()).toEqual([{ vin: vinOf(3), width: 84, height: 60 }]);
    // Every call made for the page is marked as loading ahead, which main answers from its
    // cache and never spends on unless Settings allow it (docs/real-service.md row 26); the
    // build sheet is asked cached-only besides. Left out: the plan check, the row's own
    // thumbnail and the results' own ratings and searches (the page's listing has no fake
    // here, so the page asks none of its own).
    const screensOwn = ['plan.access', 'dealRating.rate', 'listings.search'];
    const ahead = fake.calls
      .slice(beforeHover)
      .filter((call) => !screensOwn.includes(call.channel) && !(call.input as { width?: number }).width);
    expect(ahead.map((call) => call.channel)).toContain('vehiclePage.prepare');
    for (const call of ahead) expect(call).toMatchObject({ activity: 'hover-prefetch' });
    expect(callsTo('vehicle.build')).toEqual([expect.objectContaining({ cachedOnly: true })]);
  });

  it('leaving before 150 ms asks for nothing, even over many rows', async () => {
    await showResults();
    fireEvent.mouseEnter(rowOf(0));
    await wait(100);
    fireEvent.mouseLeave(rowOf(0));
    // A fast sweep down every drawn row, 20 ms on each.
    const drawn = document.querySelectorAll('.result').length;
    expect(drawn).toBeGreaterThan(5);
    for (let index = 1; index < drawn; index += 1) {
      fireEvent.mouseEnter(rowOf(index));
      await wait(20);
      fireEvent.mouseLeave(rowOf(index));
    }
    await wait(1000);
    expect(decodedVins()).toEqual([]);
    expect(thumbnailInputs()).toEqual([]);
  });

  it('keyboard focus resting on a row prefetches it; a row focus only passed through does not', async () => {
    await showResults();
    act(() => linkOf(0).focus());
    await wait(100);
    act(() => linkOf(1).focus());
    await wait(150);
    expect(decodedVins()).toEqual([vinOf(1)]);
    expect(thumbnailInputs()).toEqual([{ vin: vinOf(1), width: 84, height: 60 }]);
  });
});

describe('search: prefetch of the next page', () => {
  async function scrollTo(top: number) {
    const box = document.querySelector<HTMLElement>('.results__scroll')!;
    Object.defineProperty(box, 'scrollTop', { configurable: true, value: top, writable: true });
    fireEvent.scroll(box);
    await wait(0);
  }

  it('asks for page 2 once the rows in view come within a few of the end, and only once', async () => {
    await showResults();
    expect(searchesOfPage(1)).toHaveLength(1);
    // Rows 0–4 in view, 30 on the page: far from the end.
    await scrollTo(ROW_HEIGHT * 10);
    expect(searchesOfPage(2)).toHaveLength(0);
    // Rows 20–24 in view: 5 rows from the last (29).
    await scrollTo(ROW_HEIGHT * 20);
    await vi.waitFor(() => expect(searchesOfPage(2)).toHaveLength(1));
    expect(searchesOfPage(2)[0]!.input).toMatchObject({ 'vehicle.make': 'Ford', page: 2 });
    // Back up and down to the very end again: no second request for the same page.
    await scrollTo(0);
    await scrollTo(ROW_HEIGHT * ROWS - VIEW_HEIGHT);
    await wait(1000);
    expect(searchesOfPage(2)).toHaveLength(1);
  });

  it('asks for nothing at the end of the last page', async () => {
    await showResults(null);
    await scrollTo(ROW_HEIGHT * ROWS - VIEW_HEIGHT);
    await wait(1000);
    expect(searchesOfPage(2)).toHaveLength(0);
    expect(callsTo('listings.next')).toHaveLength(0);
  });
});

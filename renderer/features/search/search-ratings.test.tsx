import { act, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DealRating, DealSubject } from '../../../shared/domain/deal-rating';
import type { ListingSummariesResult, ListingSummary } from '../../../shared/schemas/listing-summary';
import { installFakeBridge, type FakeBridge } from '../../test-utils/fake-bridge';
import { planAccessOf } from '../../test-utils/plan-access';
import { renderWithQuery } from '../../test-utils/render-app';
import { SearchScreen } from './search-screen';

// Deal ratings are asked only for the makes and models the person has seen: each costs main
// a listings search, billed per call (docs/real-service.md row 26; issue #35).

/** jsdom has no layout: the list box shows 5 rows of 96 px, so what is "in view" is known. */
const VIEW_HEIGHT = 480;
const ROW_HEIGHT = 96;
const ROWS = 30;
/** Ask-time for a waitFor: the machine running the suite may be slow. */
const PATIENCE = { timeout: 10_000 };

let fake: FakeBridge;
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

/** Row `index` is a "Model <modelOf(index)>"; by default every row its own model. */
function page(modelOf: (index: number) => number): ListingSummariesResult {
  const listing = (index: number): ListingSummary => ({
    vin: vinOf(index),
    vehicle: { year: 2021, make: 'Ford', model: `Model ${modelOf(index)}`, trim: 'XLT' },
    retailListing: { price: 30_000 + index, miles: 20_000, used: true, cpo: false, dealer: 'Lakeside Ford' },
  });
  return {
    data: { data: Array.from({ length: ROWS }, (_, index) => listing(index)), next: null, total: ROWS, skippedRows: 0 },
    stale: false,
    fetchedAt: '2026-11-23T14:02:00Z',
  };
}

const great = (price: number): DealRating => ({
  status: 'rated',
  band: 'great',
  price,
  expected: price * 1.2,
  difference: -1 / 6,
  comparables: 12,
  trimMatched: true,
  perMile: -0.05,
  perYear: 900,
  yearFrom: 2020,
  yearTo: 2022,
});

/** The listings of each dealRating.rate call, by VIN. */
const ratingCalls = () =>
  fake.calls
    .filter((call) => call.channel === 'dealRating.rate')
    .map((call) => (call.input as { listings: DealSubject[] }).listings.map((subject) => subject.vin));
const rows = (...indexes: number[]) => indexes.map(vinOf);
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, offset) => from + offset);

const badgeOf = (index: number) =>
  within(screen.getByText(vinOf(index)).closest<HTMLElement>('.result')!).getByRole('button', {
    name: /how is this rated/,
  });

async function showResults(modelOf: (index: number) => number = (index) => index) {
  fake.handle('listings.search', () => page(modelOf));
  renderWithQuery(<SearchScreen query="vehicle.make=Ford" />);
  await screen.findByText(vinOf(0), {}, PATIENCE);
}

async function scrollTo(top: number) {
  const box = document.querySelector<HTMLElement>('.results__scroll')!;
  Object.defineProperty(box, 'scrollTop', { configurable: true, value: top, writable: true });
  await act(async () => {
    fireEvent.scroll(box);
  });
}

/** Waits until rows `indexes` show their ratings. */
async function ratingsShown(indexes: number[]) {
  await vi.waitFor(() => {
    for (const index of indexes) expect(badgeOf(index).textContent).toBe('Great deal');
  }, PATIENCE);
}

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
  stubLayout(HTMLElement.prototype, 'clientHeight', (el) =>
    el.classList.contains('results__scroll') ? VIEW_HEIGHT : null,
  );
  stubLayout(HTMLElement.prototype, 'offsetHeight', (el) =>
    el.classList.contains('results__item') ? ROW_HEIGHT : null,
  );
  fake = installFakeBridge();
  fake.handle('savedSearches.list', () => []);
  fake.handle('plan.access', () => planAccessOf('growth'));
  fake.handle('vehicle.thumbnail', () => ({ contentType: 'image/jpeg', base64: 'AAAA' }));
  fake.handle('dealRating.rate', (input) =>
    Object.fromEntries(
      (input as { listings: DealSubject[] }).listings.map((subject) => [subject.vin, great(subject.price!)]),
    ),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  while (restore.length) restore.pop()!();
});

describe('search: deal ratings of the rows seen', () => {
  it('asks for the models in view only, then each newly seen model once, and keeps shown ratings', async () => {
    await showResults();
    // Rows 0–4 in view, each its own model: five calls of one listing each, nothing for the rest.
    await ratingsShown(range(0, 4));
    expect(ratingCalls().sort()).toEqual(range(0, 4).map((index) => rows(index)));
    // A drawn row past the view (overscan) whose model is not asked yet shows the loading state.
    expect(badgeOf(6).textContent).toBe('Rating…');

    // Rows 10–14 come into view: their five models are asked, once each.
    await scrollTo(ROW_HEIGHT * 10);
    await ratingsShown(range(10, 14));
    expect(ratingCalls().flat().sort()).toEqual(rows(...range(0, 4), ...range(10, 14)));

    // Back to the top: the ratings shown before are still there, and nothing more is asked.
    await scrollTo(0);
    for (const index of range(0, 4)) expect(badgeOf(index).textContent).toBe('Great deal');
    await scrollTo(ROW_HEIGHT * 10);
    for (const index of range(10, 14)) expect(badgeOf(index).textContent).toBe('Great deal');
    expect(ratingCalls()).toHaveLength(10);
  });

  it('rates every row of a model in view, off screen too, in one call', async () => {
    // Rows 0 and 25 are one model, as are 1 and 26; rows 5–24 each their own.
    await showResults((index) => (index >= 25 ? index - 25 : index));
    await ratingsShown(range(0, 4));
    expect(ratingCalls().sort()).toEqual([rows(0, 25), rows(1, 26), rows(2, 27), rows(3, 28), rows(4, 29)]);

    // Scrolled to the end, rows 25–29 show their ratings at once, asked in those first calls only
    // (the rows in between, passed unmeasured, may bring a model of their own).
    await scrollTo(ROW_HEIGHT * ROWS - VIEW_HEIGHT);
    for (const index of range(25, 29)) expect(badgeOf(index).textContent).toBe('Great deal');
    const endRows = rows(...range(25, 29));
    expect(
      ratingCalls()
        .slice(5)
        .flat()
        .filter((vin) => endRows.includes(vin)),
    ).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import type { Dealer } from '../data/dealers';
import { columnarDataset, type HandWrittenListing } from '../data/test-support/columnar-dataset';
import { ListingIndex } from './listing-index';
import type { ListingQuery } from './listing-query';

/** The fields the index sorts and filters on; the other dictionaries read "Other". */
type Row = HandWrittenListing & {
  vin: string;
  make: string;
  engine: string;
  exteriorColor: string;
  createdAt: number;
  updatedAt: number;
};

// Real places: downtown Dallas, Houston and San Francisco.
const DEALERS: Dealer[] = [
  {
    id: 'dlr-dallas',
    name: 'Dallas Cars',
    zip: '75201',
    city: 'Dallas',
    state: 'TX',
    lat: 32.7876,
    lng: -96.7994,
    franchise: null,
  },
  {
    id: 'dlr-houston',
    name: 'Houston Auto',
    zip: '77002',
    city: 'Houston',
    state: 'TX',
    lat: 29.7589,
    lng: -95.3677,
    franchise: null,
  },
  {
    id: 'dlr-sf',
    name: 'Bay Motors',
    zip: '94105',
    city: 'San Francisco',
    state: 'CA',
    lat: 37.7898,
    lng: -122.3942,
    franchise: null,
  },
];

// The VINs' order (A … H) differs from the rows' order, so a sort can't lean on the row number.
// Row 2 has no price; row 5's price is 0.
const ROWS: Row[] = [
  {
    vin: 'VIN-E',
    make: 'Ford',
    engine: '3.5L V6',
    exteriorColor: 'Red',
    year: 2020,
    price: 25_000,
    miles: 40_000,
    doors: 4,
    used: true,
    cpo: false,
    dealer: 0,
    createdAt: 100,
    updatedAt: 900,
  },
  {
    vin: 'VIN-B',
    make: 'Kia',
    engine: '2.0L I4',
    exteriorColor: 'Blue',
    year: 2022,
    price: 18_000,
    miles: 9_000,
    doors: 4,
    used: true,
    cpo: true,
    dealer: 1,
    createdAt: 300,
    updatedAt: 800,
  },
  {
    vin: 'VIN-H',
    make: 'Mazda',
    engine: 'Electric Motor',
    exteriorColor: 'Red',
    year: 2024,
    price: null,
    miles: 5,
    doors: 4,
    used: false,
    cpo: false,
    dealer: 2,
    createdAt: 200,
    updatedAt: 700,
  },
  {
    vin: 'VIN-A',
    make: 'Ford',
    engine: '2.7L V6',
    exteriorColor: 'Blue',
    year: 2024,
    price: 55_000,
    miles: 0,
    doors: 2,
    used: false,
    cpo: false,
    dealer: 0,
    createdAt: 400,
    updatedAt: 950,
  },
  {
    vin: 'VIN-G',
    make: 'Kia',
    engine: '2.0L I4',
    exteriorColor: 'Red',
    year: 2020,
    price: 25_000,
    miles: 120_000,
    doors: 4,
    used: true,
    cpo: false,
    dealer: 1,
    createdAt: 500,
    updatedAt: 600,
  },
  {
    vin: 'VIN-C',
    make: 'Ford',
    engine: '5.0L V8',
    exteriorColor: 'Red',
    year: 2019,
    price: 0,
    miles: 200_000,
    doors: 2,
    used: true,
    cpo: false,
    dealer: 2,
    createdAt: 600,
    updatedAt: 500,
  },
  {
    vin: 'VIN-F',
    make: 'Mazda',
    engine: '2.5L I4',
    exteriorColor: 'Steel Blue',
    year: 2023,
    price: 30_000,
    miles: 60_000,
    doors: 4,
    used: true,
    cpo: true,
    dealer: 2,
    createdAt: 700,
    updatedAt: 900,
  },
  {
    vin: 'VIN-D',
    make: 'Kia',
    engine: 'Electric Motor',
    exteriorColor: 'Red',
    year: 2021,
    price: 9_999,
    miles: 10_000,
    doors: 4,
    used: true,
    cpo: false,
    dealer: 0,
    createdAt: 800,
    updatedAt: 400,
  },
];

const DATASET = columnarDataset(ROWS, DEALERS);
const ROW_OF_VIN = new Map(ROWS.map((r, i) => [r.vin, i]));

function newIndex(saved?: ReadonlyMap<string, Int32Array>): ListingIndex {
  return new ListingIndex(DATASET, ROW_OF_VIN, saved);
}

/** The spec's defaults (parseListingQuery with no parameters), with some overridden. */
function query(overrides: Partial<ListingQuery> = {}): ListingQuery {
  return {
    page: null,
    limit: 100,
    cursor: null,
    sort: { field: 'updatedAt', desc: true },
    year: null,
    price: null,
    miles: null,
    lists: {},
    doors: 0,
    states: null,
    used: null,
    cpo: null,
    center: null,
    distance: 50,
    dealerIds: null,
    dealerZips: null,
    includeUnpriced: null,
    includeTotal: false,
    includeFacets: false,
    select: null,
    vin: null,
    ...overrides,
  };
}

const START = { position: 0, offset: 0 };

/** The page's VINs by their last letter ("VIN-E" → "E"), joined. */
function letters(index: ListingIndex, q: ListingQuery, start = START): string {
  return index
    .search(q, start)
    .rows.map((row) => DATASET.vins[row]!.slice(-1))
    .join('');
}

describe('ListingIndex', () => {
  // A new index in every test: Stryker only credits a test with the code it runs itself.
  it('counts the dataset’s rows', () => {
    expect(newIndex().count).toBe(8);
  });

  // Every row (includeUnpriced) in each sort order; ties by VIN, the unpriced H last both ways.
  it.each<[ListingQuery['sort']['field'], boolean, string]>([
    ['price', false, 'CDBEGFAH'], // 0, 9,999, 18,000, 25,000 (E before G), 30,000, 55,000, none
    ['price', true, 'AFEGBDCH'],
    ['year', false, 'CEGDBFAH'], // 2019, 2020 ×2, 2021, 2022, 2023, 2024 ×2 (A before H)
    ['year', true, 'AHFBDEGC'],
    ['miles', false, 'AHBDEFGC'],
    ['miles', true, 'CGFEDBHA'],
    ['createdAt', false, 'EHBAGCFD'],
    ['createdAt', true, 'DFCGABHE'],
    ['updatedAt', false, 'DCGHBEFA'], // E and F both 900
    ['updatedAt', true, 'AEFBHGCD'],
  ])('sorts by %s (descending: %s)', (field, desc, expected) => {
    expect(letters(newIndex(), query({ sort: { field, desc }, includeUnpriced: true }))).toBe(expected);
  });

  it('offers every sort order for saving, each a permutation of the rows', () => {
    const orders = newIndex().sortOrders();
    expect([...orders.keys()].sort()).toEqual([
      'createdAt.asc',
      'createdAt.desc',
      'miles.asc',
      'miles.desc',
      'price.asc',
      'price.desc',
      'updatedAt.asc',
      'updatedAt.desc',
      'year.asc',
      'year.desc',
    ]);
    for (const order of orders.values()) expect([...order].sort()).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  describe('saved sort orders', () => {
    // A made-up price.asc order (rows 7 … 0), to tell a saved order from a computed one.
    const reversed = Int32Array.from([7, 6, 5, 4, 3, 2, 1, 0]);
    const savedWith = (changes: (orders: Map<string, Int32Array>) => void) => {
      const orders = new Map(newIndex().sortOrders());
      orders.set('price.asc', reversed);
      changes(orders);
      return orders;
    };
    const priceAsc = (i: ListingIndex) =>
      letters(i, query({ sort: { field: 'price', desc: false }, includeUnpriced: true }));

    it('are used as they are when complete', () => {
      // Rows 7 … 0: D F C G A H B E.
      expect(priceAsc(newIndex(savedWith(() => undefined)))).toBe('DFCGAHBE');
    });

    it('are all sorted again when one is missing, dropping any other saved order', () => {
      const rebuilt = newIndex(
        savedWith((orders) => {
          orders.delete('year.desc');
          orders.set('mileage.asc', reversed);
        }),
      );
      expect(priceAsc(rebuilt)).toBe('CDBEGFAH');
      expect([...rebuilt.sortOrders().keys()]).not.toContain('mileage.asc');
      expect(rebuilt.sortOrders().size).toBe(10);
    });

    it('are all sorted again when one is for another number of rows', () => {
      const rebuilt = newIndex(savedWith((orders) => orders.set('miles.desc', Int32Array.from([0, 1]))));
      expect(priceAsc(rebuilt)).toBe('CDBEGFAH');
      expect(rebuilt.sortOrders().get('miles.desc')).toHaveLength(8);
    });
  });

  describe('filters', () => {
    // Default sort: updatedAt descending (A E F B H G C D); by default rows without a
    // price (H) and priced 0 (C) are left out.
    it.each<[string, Partial<ListingQuery>, string]>([
      ['nothing: priced listings only', {}, 'AEFBGD'],
      ['includeUnpriced', { includeUnpriced: true }, 'AEFBHGCD'],
      ['includeUnpriced=false', { includeUnpriced: false }, 'AEFBGD'],
      ['make, any case', { lists: { 'vehicle.make': ['fORD'] } }, 'AE'],
      ['make, several', { lists: { 'vehicle.make': ['Mazda', 'Kia'] } }, 'FBGD'],
      ['make, no prefix match', { lists: { 'vehicle.make': ['For'] } }, ''],
      ['engine by displacement', { lists: { 'vehicle.engine': ['2.0'] } }, 'BG'],
      ['engine by displacement in litres', { lists: { 'vehicle.engine': ['3.5L'] } }, 'E'],
      ['engine, either of two', { lists: { 'vehicle.engine': ['2.0', '3.5'] } }, 'EBG'],
      ['engine by full name', { lists: { 'vehicle.engine': ['3.5l v6'] } }, 'E'],
      ['engine "electric"', { lists: { 'vehicle.engine': ['Electric'] }, includeUnpriced: true }, 'HD'],
      ['engine, not by a later word', { lists: { 'vehicle.engine': ['V6'] } }, ''],
      ['engine, not by a partial number', { lists: { 'vehicle.engine': ['2'] } }, ''],
      ['colour, whole names only', { lists: { 'vehicle.exteriorColor': ['Steel'] } }, ''],
      ['colour', { lists: { 'vehicle.exteriorColor': ['steel blue', 'BLUE'] } }, 'AFB'],
      ['two lists, both must match', { lists: { 'vehicle.make': ['Kia'], 'vehicle.exteriorColor': ['Red'] } }, 'GD'],
      ['year range, inclusive', { year: { min: 2021, max: 2023 } }, 'FBD'],
      ['year from', { year: { min: 2024, max: null }, includeUnpriced: true }, 'AH'],
      ['year to', { year: { min: null, max: 2020 }, includeUnpriced: true }, 'EGC'],
      ['price range, inclusive', { price: { min: 9_999, max: 25_000 } }, 'EBGD'],
      // A price filter never matches a listing without a price, even with includeUnpriced.
      ['price, open', { price: { min: null, max: null }, includeUnpriced: true }, 'AEFBGCD'],
      ['miles to', { miles: { min: null, max: 10_000 } }, 'ABD'],
      ['miles from', { miles: { min: 120_000, max: null }, includeUnpriced: true }, 'GC'],
      ['doors', { doors: 2, includeUnpriced: true }, 'AC'],
      ['new', { used: false, includeUnpriced: true }, 'AH'],
      ['used', { used: true }, 'EFBGD'],
      ['certified', { cpo: true }, 'FB'],
      ['not certified', { cpo: false }, 'AEGD'],
      ['state', { states: ['CA'], includeUnpriced: true }, 'FHC'],
      ['dealer', { dealerIds: ['dlr-houston'] }, 'BG'],
      ['dealer ZIP code', { dealerZips: ['75201'] }, 'AED'],
      ['state and dealer together', { states: ['TX'], dealerIds: ['dlr-sf', 'dlr-dallas'] }, 'AED'],
      ['ZIP code and dealer together', { dealerZips: ['75201', '77002'], dealerIds: ['dlr-houston'] }, 'BG'],
    ])('by %s', (_, overrides, expected) => {
      expect(letters(newIndex(), query(overrides))).toBe(expected);
    });
  });

  describe('radius', () => {
    const dallas = { zip: '75201', lat: 32.7876, lng: -96.7994 };

    it('measures each dealer’s distance from the centre', () => {
      const distance = newIndex().search(query({ center: dallas }), START).dealerDistance;
      // Straight-line distances: Dallas–Houston about 225 mi, Dallas–San Francisco about 1,480 mi.
      expect(distance?.[0]).toBeCloseTo(0, 5);
      expect(distance?.[1]).toBeGreaterThan(215);
      expect(distance?.[1]).toBeLessThan(235);
      expect(distance?.[2]).toBeGreaterThan(1_450);
      expect(distance?.[2]).toBeLessThan(1_510);
    });

    it('measures nothing without a centre', () => {
      expect(newIndex().search(query(), START).dealerDistance).toBeNull();
    });

    it.each([
      [0, 'AED'], // the centre is Dallas Cars' own spot: 0 miles is within 0
      [50, 'AED'],
      [300, 'AEBGD'],
      [2_000, 'AEFBGD'],
    ])('keeps the dealers within %i miles', (distance, expected) => {
      expect(letters(newIndex(), query({ center: dallas, distance }))).toBe(expected);
    });

    it('applies the radius together with the other dealer filters', () => {
      expect(letters(newIndex(), query({ center: dallas, distance: 300, dealerIds: ['dlr-houston', 'dlr-sf'] }))).toBe(
        'BG',
      );
    });
  });

  describe('vin', () => {
    it('finds the one listing, even priced 0', () => {
      const result = newIndex().search(query({ vin: 'VIN-C' }), START);
      expect(result.rows).toEqual([5]);
      expect(result.total).toBe(1);
    });

    it('still applies the other filters and an explicit includeUnpriced=false', () => {
      expect(letters(newIndex(), query({ vin: 'VIN-C', lists: { 'vehicle.make': ['Kia'] } }))).toBe('');
      expect(letters(newIndex(), query({ vin: 'VIN-C', includeUnpriced: false }))).toBe('');
      expect(letters(newIndex(), query({ vin: 'VIN-E', lists: { 'vehicle.make': ['Ford'] } }))).toBe('E');
    });

    it('finds nothing for a VIN not listed', () => {
      const result = newIndex().search(query({ vin: 'VIN-Z', includeUnpriced: true }), START);
      expect(result.rows).toEqual([]);
      expect(result.total).toBe(0);
    });

    it('finds the first and last rows', () => {
      expect(letters(newIndex(), query({ vin: 'VIN-E' }))).toBe('E');
      expect(letters(newIndex(), query({ vin: 'VIN-D' }))).toBe('D');
    });
  });

  describe('pages', () => {
    // Matches by default: A E F B G D, at positions 0 1 2 3 5 7 of updatedAt.desc (A E F B H G C D).
    it('takes `limit` rows and says where the next page starts', () => {
      const result = newIndex().search(query({ limit: 2 }), START);
      expect(result.rows.map((r) => DATASET.vins[r])).toEqual(['VIN-A', 'VIN-E']);
      expect(result.total).toBe(6);
      expect(result.nextPosition).toBe(2);
      expect(result.nextOffset).toBe(2);
    });

    it('skips `offset` matches for a page number', () => {
      const result = newIndex().search(query({ limit: 2 }), { position: 0, offset: 2 });
      expect(letters(newIndex(), query({ limit: 2 }), { position: 0, offset: 2 })).toBe('FB');
      expect(result.nextPosition).toBe(4);
      expect(result.nextOffset).toBe(4);
    });

    it('resumes at a cursor’s position without skipping again', () => {
      const result = newIndex().search(query({ limit: 2 }), { position: 4, offset: 4 });
      expect(letters(newIndex(), query({ limit: 2 }), { position: 4, offset: 4 })).toBe('GD');
      // Positions 4 (H, unpriced) and 6 (C, priced 0) are passed over; the walk ends after 7.
      expect(result.nextPosition).toBe(8);
      expect(result.nextOffset).toBe(6);
    });

    it('walks to the end of the sort order when the page is not full', () => {
      const result = newIndex().search(query(), START);
      expect(result.rows).toHaveLength(6);
      expect(result.nextPosition).toBe(8);
    });

    it('returns an empty page past the last match', () => {
      const result = newIndex().search(query(), { position: 0, offset: 6 });
      expect(result.rows).toEqual([]);
      expect(result.total).toBe(6);
      expect(result.nextOffset).toBe(6);
    });

    it('does not walk the sort order when nothing matches', () => {
      const result = newIndex().search(query({ lists: { 'vehicle.make': ['Honda'] } }), { position: 3, offset: 0 });
      expect(result.rows).toEqual([]);
      expect(result.total).toBe(0);
      expect(result.nextPosition).toBe(3);
    });

    it('lists every match, in row order, for the facets', () => {
      expect([...newIndex().search(query({ limit: 1 }), START).matches]).toEqual([0, 1, 3, 4, 6, 7]);
    });

    it('forgets the previous search’s matches', () => {
      const own = newIndex();
      own.search(query({ lists: { 'vehicle.make': ['Ford'] } }), START);
      const kia = own.search(query({ lists: { 'vehicle.make': ['Kia'] } }), START);
      expect(kia.rows.map((r) => DATASET.vins[r])).toEqual(['VIN-B', 'VIN-G', 'VIN-D']);
      expect([...kia.matches]).toEqual([1, 4, 7]);
    });
  });
});

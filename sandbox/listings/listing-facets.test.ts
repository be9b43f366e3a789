import { describe, expect, it } from 'vitest';
import type { Dealer } from '../data/dealers';
import { columnarDataset, type HandWrittenListing } from '../data/test-support/columnar-dataset';
import { computeFacets, type Facets } from './listing-facets';

/** Every dictionary field written out but the drivetrain, which has no facet. */
type Row = HandWrittenListing &
  Record<
    'make' | 'model' | 'trim' | 'body' | 'engine' | 'transmission' | 'fuel' | 'exteriorColor' | 'interiorColor',
    string
  >;

function dealer(id: string, name: string, state: Dealer['state'], zip: string): Dealer {
  return { id, name, state, zip, city: 'Town', lat: 30, lng: -95, franchise: null };
}

const BASE: Row = {
  make: 'Ford',
  model: 'F-150',
  trim: 'XL',
  body: 'Pickup',
  engine: '3.5L V6',
  transmission: 'Automatic',
  fuel: 'Gasoline',
  exteriorColor: 'Red',
  interiorColor: 'Black',
  year: 2020,
  price: 25_000,
  miles: 40_000,
  doors: 4,
  used: true,
  cpo: false,
  dealer: 0,
};
const kia = { make: 'Kia', model: 'Soul', trim: 'LX', body: 'Hatchback', engine: '2.0L I4' };
const gray = 'Dark Slate Gray';

const ROWS: Row[] = [
  BASE,
  {
    ...BASE,
    ...kia,
    transmission: 'Manual',
    exteriorColor: gray,
    interiorColor: 'Tan',
    year: 2022,
    price: 9_999,
    miles: 9_999,
    cpo: true,
    dealer: 1,
  },
  {
    ...BASE,
    make: 'Mazda',
    model: 'CX-5',
    trim: 'Touring',
    body: 'SUV',
    engine: '2.5L I4',
    exteriorColor: 'Blue',
    year: 2024,
    price: null,
    miles: 5,
    used: false,
    dealer: 2,
  },
  { ...BASE, trim: 'Lariat', year: 2024, price: 10_000, miles: 10_000, doors: 2, used: false },
  { ...BASE, ...kia, exteriorColor: gray, price: 100_000, miles: 150_000, dealer: 1 },
  {
    ...BASE,
    model: 'Mustang',
    trim: 'GT',
    body: 'Coupe',
    engine: '5.0L V8',
    transmission: 'Manual',
    year: 1980,
    price: 0,
    miles: 149_999,
    doors: 2,
    dealer: 2,
  },
  {
    ...BASE,
    make: 'Mazda',
    model: 'MX-30',
    trim: 'Premium',
    body: 'SUV',
    engine: 'Electric Motor',
    fuel: 'Electric',
    exteriorColor: 'Blue',
    interiorColor: 'Tan',
    year: 2023,
    price: 99_999,
    miles: 75_000,
    cpo: true,
  },
  {
    ...BASE,
    make: 'Kia',
    model: 'EV6',
    trim: 'Wind',
    body: 'SUV',
    engine: 'Electric Motor',
    fuel: 'Electric',
    exteriorColor: 'White',
    year: 2043,
    price: 75_000,
    miles: 30_000,
    dealer: 3,
  },
  // Not among the matches: none of its values may show up.
  {
    ...BASE,
    make: 'Honda',
    model: 'Civic',
    trim: 'EX',
    body: 'Sedan',
    engine: '1.5L I4',
    transmission: 'CVT',
    fuel: 'Hybrid',
    exteriorColor: 'Silver',
    interiorColor: 'Gray',
    year: 2010,
    price: 50_000,
    miles: 50_000,
    doors: 3,
    used: false,
    cpo: true,
    dealer: 4,
  },
];
const MATCHED = ROWS.slice(0, 8);

const DEALERS = [
  dealer('dlr-30', 'Alpha Motors', 'TX', '75201'),
  dealer('dlr-20', 'Bravo Auto', 'CA', '90001'),
  dealer('dlr-10', 'Charlie Cars', 'CA', '90012'),
  dealer('dlr-40', 'Delta Drive', 'CA', '94105'),
  dealer('dlr-50', 'Echo Autos', 'NV', '89101'),
];

const URL_BASE = 'http://127.0.0.1:9/listings';

function facetsOf(query = ''): Facets {
  return computeFacets(
    columnarDataset(ROWS, DEALERS),
    Int32Array.from(MATCHED.keys()),
    new URLSearchParams(query),
    URL_BASE,
  );
}

/** [value, count] per bucket, in the order given. */
function pairs(facets: Facets, name: string): [string, number][] {
  return (facets[name] ?? []).map((b) => [b.value, b.count]);
}

describe('computeFacets', () => {
  it('has one facet per filterable dimension and nothing for the drivetrain', () => {
    expect(Object.keys(facetsOf()).sort()).toEqual([
      'dealerId',
      'dealerZip',
      'retailListing.cpo',
      'retailListing.miles',
      'retailListing.price',
      'retailListing.state',
      'retailListing.used',
      'vehicle.bodyStyle',
      'vehicle.doors',
      'vehicle.engine',
      'vehicle.exteriorColor',
      'vehicle.fuel',
      'vehicle.interiorColor',
      'vehicle.make',
      'vehicle.model',
      'vehicle.transmission',
      'vehicle.trim',
      'vehicle.year',
    ]);
  });

  // Most rows first; equal counts by value (Ford before Kia though the dictionary lists Kia first).
  it.each<[string, [string, number][]]>([
    [
      'vehicle.make',
      [
        ['Ford', 3],
        ['Kia', 3],
        ['Mazda', 2],
      ],
    ],
    [
      'vehicle.model',
      [
        ['F-150', 2],
        ['Soul', 2],
        ['CX-5', 1],
        ['EV6', 1],
        ['Mustang', 1],
        ['MX-30', 1],
      ],
    ],
    [
      'vehicle.trim',
      [
        ['LX', 2],
        ['GT', 1],
        ['Lariat', 1],
        ['Premium', 1],
        ['Touring', 1],
        ['Wind', 1],
        ['XL', 1],
      ],
    ],
    [
      'vehicle.bodyStyle',
      [
        ['SUV', 3],
        ['Hatchback', 2],
        ['Pickup', 2],
        ['Coupe', 1],
      ],
    ],
    [
      'vehicle.engine',
      [
        ['2.0L I4', 2],
        ['3.5L V6', 2],
        ['Electric Motor', 2],
        ['2.5L I4', 1],
        ['5.0L V8', 1],
      ],
    ],
    [
      'vehicle.transmission',
      [
        ['Automatic', 6],
        ['Manual', 2],
      ],
    ],
    [
      'vehicle.interiorColor',
      [
        ['Black', 6],
        ['Tan', 2],
      ],
    ],
    [
      'vehicle.exteriorColor',
      [
        ['Red', 3],
        ['Blue', 2],
        [gray, 2],
        ['White', 1],
      ],
    ],
    [
      'vehicle.fuel',
      [
        ['Gasoline', 6],
        ['Electric', 2],
      ],
    ],
    // Newest year first, from the last slot (1980 + 63 = 2043) down to 1980 itself.
    [
      'vehicle.year',
      [
        ['2043', 1],
        ['2024', 2],
        ['2023', 1],
        ['2022', 1],
        ['2020', 2],
        ['1980', 1],
      ],
    ],
    // Fewest doors first.
    [
      'vehicle.doors',
      [
        ['2', 2],
        ['4', 6],
      ],
    ],
    // Unpriced rows are left out; 0 and 9,999 share the first bucket, 10,000 starts the next.
    [
      'retailListing.price',
      [
        ['0-9999', 2],
        ['10000-19999', 1],
        ['20000-29999', 1],
        ['75000-99999', 2],
        ['100000-', 1],
      ],
    ],
    [
      'retailListing.miles',
      [
        ['0-9999', 2],
        ['10000-29999', 1],
        ['30000-49999', 2],
        ['75000-99999', 1],
        ['100000-149999', 1],
        ['150000-', 1],
      ],
    ],
    // Dealer 0 is in Texas (3 rows), 1 to 3 in California (2 + 2 + 1): summed, then sorted.
    [
      'retailListing.state',
      [
        ['CA', 5],
        ['TX', 3],
      ],
    ],
    // Always true before false, whatever the counts.
    [
      'retailListing.used',
      [
        ['true', 6],
        ['false', 2],
      ],
    ],
    [
      'retailListing.cpo',
      [
        ['true', 2],
        ['false', 6],
      ],
    ],
    [
      'dealerId',
      [
        ['dlr-30', 3],
        ['dlr-10', 2],
        ['dlr-20', 2],
        ['dlr-40', 1],
      ],
    ],
    [
      'dealerZip',
      [
        ['75201', 3],
        ['90001', 2],
        ['90012', 2],
        ['94105', 1],
      ],
    ],
  ])('buckets %s', (name, expected) => {
    expect(pairs(facetsOf(), name)).toEqual(expected);
  });

  // Each bucket's count against a plain count over the matched rows.
  it.each<[string, (row: Row, value: string) => boolean]>([
    ['vehicle.make', (r, v) => r.make === v],
    ['vehicle.model', (r, v) => r.model === v],
    ['vehicle.trim', (r, v) => r.trim === v],
    ['vehicle.bodyStyle', (r, v) => r.body === v],
    ['vehicle.engine', (r, v) => r.engine === v],
    ['vehicle.transmission', (r, v) => r.transmission === v],
    ['vehicle.interiorColor', (r, v) => r.interiorColor === v],
    ['vehicle.exteriorColor', (r, v) => r.exteriorColor === v],
    ['vehicle.fuel', (r, v) => r.fuel === v],
    ['vehicle.year', (r, v) => String(r.year) === v],
    ['vehicle.doors', (r, v) => String(r.doors) === v],
    ['retailListing.used', (r, v) => String(r.used) === v],
    ['retailListing.cpo', (r, v) => String(r.cpo) === v],
    ['retailListing.state', (r, v) => DEALERS[r.dealer]!.state === v],
    ['dealerId', (r, v) => DEALERS[r.dealer]!.id === v],
    ['dealerZip', (r, v) => DEALERS[r.dealer]!.zip === v],
    [
      'retailListing.price',
      (r, v) => {
        const [lo, hi] = v.split('-');
        return r.price !== null && r.price >= Number(lo) && (hi === '' || r.price <= Number(hi));
      },
    ],
    [
      'retailListing.miles',
      (r, v) => {
        const [lo, hi] = v.split('-');
        return r.miles >= Number(lo) && (hi === '' || r.miles <= Number(hi));
      },
    ],
  ])('counts %s like a filter over the matched rows', (name, matches) => {
    const buckets = facetsOf()[name] ?? [];
    expect(buckets.length).toBeGreaterThan(0);
    for (const b of buckets) expect(b.count, b.value).toBe(MATCHED.filter((r) => matches(r, b.value)).length);
  });

  it('counts only the matched rows', () => {
    const facets = facetsOf();
    const all = JSON.stringify(facets);
    // Row 8 (not matched) is the only Honda, Civic, Sedan, 2010, 3-door, Nevada listing.
    for (const text of ['Honda', 'Civic', 'Sedan', '2010', 'CVT', 'Hybrid', 'Silver', 'dlr-50', '89101', '"NV"'])
      expect(all).not.toContain(text);
    expect(pairs(facets, 'retailListing.price').some(([v]) => v.startsWith('50000'))).toBe(false);
    expect(pairs(facets, 'retailListing.miles').some(([v]) => v.startsWith('50000'))).toBe(false);
  });

  it('is empty in every dimension when nothing matches', () => {
    const facets = computeFacets(columnarDataset(ROWS, DEALERS), new Int32Array(0), new URLSearchParams(), URL_BASE);
    for (const [name, buckets] of Object.entries(facets)) expect(buckets, name).toEqual([]);
  });

  it('labels dealer buckets with the dealer name and no other bucket', () => {
    const facets = facetsOf();
    expect(facets.dealerId?.map((b) => b.label)).toEqual(['Alpha Motors', 'Charlie Cars', 'Bravo Auto', 'Delta Drive']);
    const others = Object.entries(facets).filter(([name]) => name !== 'dealerId');
    expect(others.flatMap(([, buckets]) => buckets).filter((b) => 'label' in b)).toEqual([]);
  });

  it('keeps the 50 largest dealers and dealer ZIP codes', () => {
    // 55 dealers with one listing each (listed Z to A), and a 56th row at dealer-54.
    const dealers = Array.from({ length: 55 }, (_, i) => {
      const n = String(54 - i).padStart(2, '0');
      return dealer(`dealer-${n}`, `Dealer ${n}`, 'TX', `750${n}`);
    });
    const rows = [...dealers.keys(), 0].map((d) => ({ ...BASE, dealer: d }));
    const facets = computeFacets(
      columnarDataset(rows, dealers),
      Int32Array.from(rows.keys()),
      new URLSearchParams(),
      URL_BASE,
    );
    // dealer-54 has two rows; then the ones with one row by id: dealer-00 … dealer-48.
    const ids = ['dealer-54', ...Array.from({ length: 49 }, (_, i) => `dealer-${String(i).padStart(2, '0')}`)];
    expect(facets.dealerId?.map((b) => b.value)).toEqual(ids);
    expect(facets.dealerId?.[0]?.count).toBe(2);
    expect(facets.dealerZip?.map((b) => b.value)).toEqual(ids.map((id) => `750${id.slice(-2)}`));
    expect(facets.dealerZip?.[49]?.url).toBe(`${URL_BASE}?dealerZip=75048`);
    // The state facet is not capped: all 56 rows are in Texas.
    expect(pairs(facets, 'retailListing.state')).toEqual([['TX', 56]]);
  });

  describe('drill-down URLs', () => {
    const query = 'vehicle.make=Ford&page=3&cursor=abc&sort=price.asc&includes=facets';

    it.each<[string, string, string]>([
      // The dimension's own value is replaced; page and cursor are dropped (a new search).
      ['vehicle.make', 'Kia', 'sort=price.asc&includes=facets&vehicle.make=Kia'],
      // Spaces as +, all of them.
      [
        'vehicle.exteriorColor',
        gray,
        'vehicle.make=Ford&sort=price.asc&includes=facets&vehicle.exteriorColor=Dark+Slate+Gray',
      ],
      ['vehicle.year', '2043', 'vehicle.make=Ford&sort=price.asc&includes=facets&vehicle.year=2043'],
      ['vehicle.doors', '2', 'vehicle.make=Ford&sort=price.asc&includes=facets&vehicle.doors=2'],
      [
        'retailListing.price',
        '100000-',
        'vehicle.make=Ford&sort=price.asc&includes=facets&retailListing.price=100000-',
      ],
      ['retailListing.miles', '0-9999', 'vehicle.make=Ford&sort=price.asc&includes=facets&retailListing.miles=0-9999'],
      ['retailListing.state', 'CA', 'vehicle.make=Ford&sort=price.asc&includes=facets&retailListing.state=CA'],
      ['retailListing.used', 'false', 'vehicle.make=Ford&sort=price.asc&includes=facets&retailListing.used=false'],
      ['retailListing.cpo', 'true', 'vehicle.make=Ford&sort=price.asc&includes=facets&retailListing.cpo=true'],
      ['retailListing.used', 'true', 'vehicle.make=Ford&sort=price.asc&includes=facets&retailListing.used=true'],
      ['retailListing.cpo', 'false', 'vehicle.make=Ford&sort=price.asc&includes=facets&retailListing.cpo=false'],
      ['dealerId', 'dlr-40', 'vehicle.make=Ford&sort=price.asc&includes=facets&dealerId=dlr-40'],
      ['dealerZip', '90012', 'vehicle.make=Ford&sort=price.asc&includes=facets&dealerZip=90012'],
    ])('%s=%s adds the bucket to the current query', (name, value, expected) => {
      const bucket = facetsOf(query)[name]?.find((b) => b.value === value);
      expect(bucket?.url).toBe(`${URL_BASE}?${expected}`);
    });

    it('starts the query with the bucket when there is no other parameter', () => {
      const facets = facetsOf('page=2');
      expect(facets['vehicle.trim']?.find((b) => b.value === 'LX')?.url).toBe(`${URL_BASE}?vehicle.trim=LX`);
      expect(facets.dealerId?.[0]?.url).toBe(`${URL_BASE}?dealerId=dlr-30`);
    });

    it('leaves the caller’s query as it was', () => {
      const base = new URLSearchParams(query);
      computeFacets(columnarDataset(ROWS, DEALERS), Int32Array.from(MATCHED.keys()), base, URL_BASE);
      expect(base.toString()).toBe(query);
    });
  });
});

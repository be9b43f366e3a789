// Facets for /listings?includes=facets: for every filterable dimension, bucketed counts
// over the matching rows and a drill-down URL that adds the bucket to the current query.
// Ranges (year, price, miles) are bucketed; dealer dimensions keep their 50 largest buckets.
import type { Dataset, DictionaryName } from '../data/dataset';

interface FacetBucket {
  value: string;
  count: number;
  url: string;
  label?: string;
}

export type Facets = Record<string, FacetBucket[]>;

const PRICE_BUCKETS = [0, 10_000, 20_000, 30_000, 40_000, 50_000, 75_000, 100_000];
const MILES_BUCKETS = [0, 10_000, 30_000, 50_000, 75_000, 100_000, 150_000];
const DEALER_BUCKET_CAP = 50;
const YEAR_BASE = 1980;
const YEAR_SLOTS = 64;

const DICT_FACETS: readonly [string, DictionaryName][] = [
  ['vehicle.make', 'make'],
  ['vehicle.model', 'model'],
  ['vehicle.trim', 'trim'],
  ['vehicle.bodyStyle', 'body'],
  ['vehicle.engine', 'engine'],
  ['vehicle.transmission', 'transmission'],
  ['vehicle.interiorColor', 'interiorColor'],
  ['vehicle.exteriorColor', 'exteriorColor'],
  ['vehicle.fuel', 'fuel'],
];

function bucketOf(bounds: readonly number[], value: number): number {
  let i = bounds.length - 1;
  while (i > 0 && value < bounds[i]!) i--;
  return i;
}

function rangeLabel(bounds: readonly number[], i: number): string {
  const next = bounds[i + 1];
  return next === undefined ? `${bounds[i]}-` : `${bounds[i]}-${next - 1}`;
}

export function computeFacets(
  dataset: Dataset,
  matches: Int32Array,
  baseQuery: URLSearchParams,
  listingsUrl: string,
): Facets {
  const c = dataset.cols;
  const dictCounts = DICT_FACETS.map(([, name]) => new Int32Array(dataset.dict[name].length));
  // Typed counters: Map updates per row were the slowest part of a facet pass.
  const years = new Int32Array(YEAR_SLOTS);
  const doors = new Int32Array(10);
  const price = new Int32Array(PRICE_BUCKETS.length);
  const miles = new Int32Array(MILES_BUCKETS.length);
  const dealers = new Int32Array(dataset.dealers.length);
  const used = new Int32Array(2);
  const cpo = new Int32Array(2);
  const yearCol = c.year;
  const doorCol = c.doors;
  const priceCol = c.price;
  const milesCol = c.miles;
  const dealerCol = c.dealer;
  const usedCol = c.used;
  const cpoCol = c.cpo;
  const dictColumns = DICT_FACETS.map(([, name]) => c[name]);
  const dictCount = dictColumns.length;
  for (let i = 0; i < matches.length; i++) {
    const row = matches[i]!;
    for (let f = 0; f < dictCount; f++) dictCounts[f]![dictColumns[f]![row]!]!++;
    years[yearCol[row]! - YEAR_BASE]!++;
    doors[doorCol[row]!]!++;
    const p = priceCol[row]!;
    if (p >= 0) price[bucketOf(PRICE_BUCKETS, p)]!++;
    miles[bucketOf(MILES_BUCKETS, milesCol[row]!)]!++;
    dealers[dealerCol[row]!]!++;
    used[usedCol[row]!]!++;
    cpo[cpoCol[row]!]!++;
  }
  // The query minus page/cursor and minus the dimension itself, built once per dimension.
  const bases = new Map<string, string>();
  const drill = (param: string, value: string): string => {
    let base = bases.get(param);
    if (base === undefined) {
      const q = new URLSearchParams(baseQuery);
      q.delete('page');
      q.delete('cursor');
      q.delete(param);
      const text = q.toString();
      base = `${listingsUrl}?${text}${text ? '&' : ''}${encodeURIComponent(param)}=`;
      bases.set(param, base);
    }
    return base + encodeURIComponent(value).replace(/%20/g, '+');
  };
  const bucket = (param: string, value: string, count: number, label?: string): FacetBucket => ({
    value,
    count,
    url: drill(param, value),
    ...(label ? { label } : {}),
  });
  const byCount = (a: FacetBucket, b: FacetBucket) => b.count - a.count || a.value.localeCompare(b.value);
  const facets: Facets = {};
  const yearBuckets: FacetBucket[] = [];
  for (let i = YEAR_SLOTS - 1; i >= 0; i--)
    if (years[i]! > 0) yearBuckets.push(bucket('vehicle.year', String(YEAR_BASE + i), years[i]!));
  facets['vehicle.year'] = yearBuckets;
  DICT_FACETS.forEach(([param, name], f) => {
    const counts = dictCounts[f]!;
    const list: FacetBucket[] = [];
    dataset.dict[name].forEach((value, code) => {
      if (counts[code]! > 0) list.push(bucket(param, value, counts[code]!));
    });
    facets[param] = list.sort(byCount);
  });
  facets['vehicle.doors'] = [...doors.entries()]
    .filter(([, n]) => n > 0)
    .map(([d, n]) => bucket('vehicle.doors', String(d), n));
  facets['retailListing.price'] = PRICE_BUCKETS.map((_, i) =>
    bucket('retailListing.price', rangeLabel(PRICE_BUCKETS, i), price[i]!),
  ).filter((b) => b.count > 0);
  facets['retailListing.miles'] = MILES_BUCKETS.map((_, i) =>
    bucket('retailListing.miles', rangeLabel(MILES_BUCKETS, i), miles[i]!),
  ).filter((b) => b.count > 0);
  const states = new Map<string, number>();
  const zips = new Map<string, number>();
  const dealerBuckets: FacetBucket[] = [];
  dataset.dealers.forEach((dealer, i) => {
    const n = dealers[i]!;
    if (n === 0) return;
    states.set(dealer.state, (states.get(dealer.state) ?? 0) + n);
    zips.set(dealer.zip, (zips.get(dealer.zip) ?? 0) + n);
    dealerBuckets.push({ value: dealer.id, count: n, url: '', label: dealer.name });
  });
  facets['retailListing.state'] = [...states.entries()]
    .map(([s, n]) => bucket('retailListing.state', s, n))
    .sort(byCount);
  facets['retailListing.used'] = [
    bucket('retailListing.used', 'true', used[1]!),
    bucket('retailListing.used', 'false', used[0]!),
  ].filter((b) => b.count > 0);
  facets['retailListing.cpo'] = [
    bucket('retailListing.cpo', 'true', cpo[1]!),
    bucket('retailListing.cpo', 'false', cpo[0]!),
  ].filter((b) => b.count > 0);
  facets.dealerId = dealerBuckets
    .sort(byCount)
    .slice(0, DEALER_BUCKET_CAP)
    .map((b) => ({ ...b, url: drill('dealerId', b.value) }));
  facets.dealerZip = [...zips.entries()]
    .map(([z, n]) => ({ value: z, count: n, url: '' }))
    .sort(byCount)
    .slice(0, DEALER_BUCKET_CAP)
    .map((b) => ({ ...b, url: drill('dealerZip', b.value) }));
  return facets;
}

// Executes listing searches over the columnar dataset: one pass to find matching
// rows, then a walk along a precomputed sort order (value, then VIN) to take a page.
import type { Dataset, DictionaryName } from '../data/dataset';
import type { VinLookup } from '../data/vin-lookup';
import { milesBetween } from '../../shared/domain/distance';
import {
  LIST_FILTERS,
  SORT_FIELDS,
  type ListFilterParam,
  type ListingQuery,
  type NumericRange,
  type SortField,
} from './listing-query';

export interface SearchResult {
  /** Matching rows of the page, in order. */
  rows: number[];
  total: number;
  /** Every matching row (for facets); a view that the next search overwrites. */
  matches: Int32Array;
  /** Distance in miles per dealer, when the query has a zip. */
  dealerDistance: Float64Array | null;
  /** Where the page after this one starts in the sort order, and rows before it. */
  nextPosition: number;
  nextOffset: number;
}

function inRange(value: number, range: NumericRange): boolean {
  return (range.min === null || value >= range.min) && (range.max === null || value <= range.max);
}

/** Bump when the sort rules below change: saved sort orders carry it in their file name. */
export const SORT_ORDER_VERSION = 1;

export class ListingIndex {
  private readonly orders = new Map<string, Int32Array>();
  private readonly mask: Uint8Array;
  private readonly matchBuffer: Int32Array;
  readonly count: number;

  constructor(
    private readonly dataset: Dataset,
    private readonly rowOfVin: VinLookup,
    /** Sort orders saved by an earlier start (sortOrders()); sorting 100,000 rows ten ways takes seconds. */
    saved?: ReadonlyMap<string, Int32Array>,
    /** 1 for the rows listed on a simulated day (sandbox/market/); none: every row (day 0). */
    private readonly listed: Uint8Array | null = null,
  ) {
    this.count = dataset.meta.count;
    this.mask = new Uint8Array(this.count);
    this.matchBuffer = new Int32Array(this.count);
    if (saved && [...saved.values()].every((order) => order.length === this.count)) {
      for (const [key, order] of saved) this.orders.set(key, order);
      if (SORT_FIELDS.every((field) => this.orders.has(`${field}.asc`) && this.orders.has(`${field}.desc`))) return;
      this.orders.clear();
    }
    const vins = dataset.vins;
    const c = dataset.cols;
    const keyOf: Record<SortField, ArrayLike<number>> = {
      createdAt: c.createdAt,
      updatedAt: c.updatedAt,
      price: c.price,
      miles: c.miles,
      year: c.year,
    };
    // VIN rank once, so ties compare two integers instead of two strings.
    const byVin = Int32Array.from({ length: this.count }, (_, i) => i).sort((a, b) =>
      vins[a]! < vins[b]! ? -1 : vins[a]! > vins[b]! ? 1 : 0,
    );
    const vinRank = new Int32Array(this.count);
    byVin.forEach((row, rank) => (vinRank[row] = rank));
    for (const field of SORT_FIELDS) {
      const key = keyOf[field];
      for (const desc of [false, true]) {
        // Listings without a price sort last in both directions.
        const value = (row: number) => {
          const v = key[row]!;
          return field === 'price' && v < 0 ? (desc ? -Infinity : Infinity) : v;
        };
        const order = Int32Array.from(byVin).sort((a, b) => {
          const va = value(a);
          const vb = value(b);
          if (va !== vb) return desc ? (va < vb ? 1 : -1) : va < vb ? -1 : 1;
          return vinRank[a]! - vinRank[b]!;
        });
        this.orders.set(`${field}.${desc ? 'desc' : 'asc'}`, order);
      }
    }
  }

  /** Every sort order by key ("price.desc" …), for saving beside the dataset. */
  sortOrders(): ReadonlyMap<string, Int32Array> {
    return this.orders;
  }

  order(query: ListingQuery): Int32Array {
    return this.orders.get(`${query.sort.field}.${query.sort.desc ? 'desc' : 'asc'}`)!;
  }

  private allowedCodes(name: DictionaryName, wanted: string[], param: ListFilterParam): Uint8Array {
    const dict = this.dataset.dict[name];
    const allowed = new Uint8Array(dict.length);
    const lower = wanted.map((w) => w.toLowerCase());
    dict.forEach((value, code) => {
      const v = value.toLowerCase();
      const hit =
        param === 'vehicle.engine'
          ? lower.some(
              (w) =>
                v === w ||
                v.startsWith(w.endsWith('l') ? `${w} ` : `${w}l `) ||
                (w === 'electric' && v === 'electric motor'),
            )
          : lower.includes(v);
      if (hit) allowed[code] = 1;
    });
    return allowed;
  }

  /** Per dealer: 1 when its location passes the state, dealer and radius filters. */
  private dealerFilter(query: ListingQuery, distance: Float64Array | null): Uint8Array | null {
    if (!query.states && !query.dealerIds && !query.dealerZips && !distance) return null;
    const ok = new Uint8Array(this.dataset.dealers.length);
    this.dataset.dealers.forEach((dealer, i) => {
      if (query.states && !query.states.includes(dealer.state)) return;
      if (query.dealerIds && !query.dealerIds.includes(dealer.id)) return;
      if (query.dealerZips && !query.dealerZips.includes(dealer.zip)) return;
      if (distance && distance[i]! > query.distance) return;
      ok[i] = 1;
    });
    return ok;
  }

  search(query: ListingQuery, start: { position: number; offset: number }): SearchResult {
    const c = this.dataset.cols;
    const center = query.center;
    const dealerDistance = center
      ? Float64Array.from(this.dataset.dealers, (d) =>
          milesBetween({ latitude: center.lat, longitude: center.lng }, { latitude: d.lat, longitude: d.lng }),
        )
      : null;
    const dealerOk = this.dealerFilter(query, dealerDistance);
    const dictFilters: { column: ArrayLike<number>; allowed: Uint8Array }[] = [];
    for (const [param, values] of Object.entries(query.lists) as [ListFilterParam, string[]][]) {
      const name = LIST_FILTERS[param];
      dictFilters.push({ column: c[name], allowed: this.allowedCodes(name, values, param) });
    }
    const vinRow = query.vin === null ? -2 : (this.rowOfVin.get(query.vin) ?? -1);
    // The vin form returns the listing like the path form does, priced or not.
    const includeUnpriced = query.includeUnpriced ?? query.vin !== null;
    // Scratch buffers are reused: a search allocates almost nothing per request.
    const mask = this.mask;
    mask.fill(0);
    const matchBuffer = this.matchBuffer;
    let matchCount = 0;
    const { year, price, miles, doors, used, cpo } = query;
    const first = vinRow >= 0 ? vinRow : 0;
    const end = vinRow >= 0 ? vinRow + 1 : vinRow === -1 ? 0 : this.count;
    const priceCol = c.price;
    const yearCol = c.year;
    const milesCol = c.miles;
    const dealerCol = c.dealer;
    const filterCount = dictFilters.length;
    const listed = this.listed;
    for (let row = first; row < end; row++) {
      if (listed !== null && listed[row] !== 1) continue;
      const p = priceCol[row]!;
      if (!includeUnpriced && p <= 0) continue;
      if (price && (p < 0 || !inRange(p, price))) continue;
      if (year && !inRange(yearCol[row]!, year)) continue;
      if (miles && !inRange(milesCol[row]!, miles)) continue;
      if (doors !== 0 && c.doors[row] !== doors) continue;
      if (used !== null && (c.used[row] === 1) !== used) continue;
      if (cpo !== null && (c.cpo[row] === 1) !== cpo) continue;
      if (dealerOk && dealerOk[dealerCol[row]!] !== 1) continue;
      let ok = true;
      for (let f = 0; f < filterCount; f++) {
        const filter = dictFilters[f]!;
        if (filter.allowed[filter.column[row]!] !== 1) {
          ok = false;
          break;
        }
      }
      if (!ok) continue;
      mask[row] = 1;
      matchBuffer[matchCount++] = row;
    }
    // A view, not a copy: valid until the next search, and facets are computed right away.
    const matches = matchBuffer.subarray(0, matchCount);
    const total = matchCount;
    const order = this.order(query);
    const rows: number[] = [];
    let position = start.position;
    // With a cursor the walk resumes at its position; with a page it skips `offset` matches.
    let toSkip = start.position > 0 ? 0 : start.offset;
    if (total > 0) {
      for (; position < order.length && rows.length < query.limit; position++) {
        const row = order[position]!;
        if (mask[row] !== 1) continue;
        if (toSkip > 0) {
          toSkip--;
          continue;
        }
        rows.push(row);
      }
    }
    return { rows, total, matches, dealerDistance, nextPosition: position, nextOffset: start.offset + rows.length };
  }
}

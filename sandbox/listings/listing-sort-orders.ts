// The listing index's sort orders (listing-index.ts: value, then VIN ascending in both
// directions; listings without a price last) built by sorting numbers instead of calling a
// comparator: a simulated day's view (sandbox/market/) needs them again each time its prices
// change, and 100,000 rows sorted ten ways through a comparator take seconds.
import type { Dataset } from '../data/dataset';
import { rowsInVinOrder } from '../data/vin-order';
import { SORT_FIELDS, type SortField } from './listing-query';

/** Every sort order by key ("price.desc" …), the same as ListingIndex builds itself. */
export function buildSortOrders(
  dataset: Dataset,
  /** The rows in VIN order, when the caller keeps them (sorting the VINs is half the work). */
  rowsByVin: Int32Array = rowsInVinOrder(dataset.vins),
): Map<string, Int32Array> {
  const count = dataset.meta.count;
  const c = dataset.cols;
  const byVin = rowsByVin;
  const keyOf: Record<SortField, ArrayLike<number>> = {
    createdAt: c.createdAt,
    updatedAt: c.updatedAt,
    price: c.price,
    miles: c.miles,
    year: c.year,
  };
  const orders = new Map<string, Int32Array>();
  const keys = new Float64Array(count);
  for (const field of SORT_FIELDS) {
    const column = keyOf[field];
    let min = Infinity;
    let max = -Infinity;
    for (let row = 0; row < count; row++) {
      const v = column[row]!;
      if (field === 'price' && v < 0) continue;
      if (v < min) min = v;
      if (v > max) max = v;
    }
    if (min > max) [min, max] = [0, 0];
    for (const desc of [false, true]) {
      // key = rank of the value (0 first) × count + the VIN's rank: one exact integer below 2^53
      // (values span at most a few hundred million, counts a few million) that sorts as the rules say.
      for (let rank = 0; rank < count; rank++) {
        const row = byVin[rank]!;
        const v = column[row]!;
        const unpriced = field === 'price' && v < 0;
        const place = unpriced ? max - min + 1 : desc ? max - v : v - min;
        keys[rank] = place * count + rank;
      }
      const sorted = Float64Array.from(keys).sort();
      const order = new Int32Array(count);
      for (let i = 0; i < count; i++) order[i] = byVin[sorted[i]! % count]!;
      orders.set(`${field}.${desc ? 'desc' : 'asc'}`, order);
    }
  }
  return orders;
}

// The fast sort orders against the listing index's own comparator sort, on rows drawn at
// random with many ties, unpriced and zero-priced listings and shuffled VINs.
import { describe, expect, it } from 'vitest';
import { columnarDataset, type HandWrittenListing } from '../data/test-support/columnar-dataset';
import { createRng } from '../random/rng';
import { ListingIndex } from './listing-index';
import { buildSortOrders } from './listing-sort-orders';

function randomRows(count: number, seed: number): HandWrittenListing[] {
  const rng = createRng(seed);
  return Array.from({ length: count }, () => {
    const p = rng.next();
    return {
      vin: `V${String(rng.int(0, 10 ** 9)).padStart(16, '0')}`,
      year: rng.int(2015, 2026),
      price: p < 0.05 ? null : p < 0.08 ? 0 : rng.int(10, 60) * 500,
      miles: rng.int(0, 40) * 1_000,
      doors: 4,
      used: true,
      cpo: false,
      dealer: 0,
      createdAt: 1_700_000_000 + rng.int(0, 50) * 86_400,
      updatedAt: 1_790_000_000 - rng.int(0, 300) * 3_600,
    };
  });
}

describe('buildSortOrders', () => {
  it.each([
    [1, 2_000],
    [2, 5_000],
    [3, 1],
  ])('seed %i, %i rows: every order equals the index’s comparator sort', (seed, count) => {
    const dataset = columnarDataset(randomRows(count, seed), []);
    const expected = new ListingIndex(dataset, { get: () => undefined }).sortOrders();
    const orders = buildSortOrders(dataset);
    expect([...orders.keys()].sort()).toEqual([...expected.keys()].sort());
    for (const [key, order] of expected) expect(orders.get(key), key).toEqual(order);
  });

  it('puts unpriced listings last both ways, even when none has a price', () => {
    const rows = randomRows(50, 9).map((row) => ({ ...row, price: null }));
    const dataset = columnarDataset(rows, []);
    const expected = new ListingIndex(dataset, { get: () => undefined }).sortOrders();
    expect(buildSortOrders(dataset).get('price.desc')).toEqual(expected.get('price.desc'));
  });
});

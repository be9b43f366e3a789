import { describe, expect, it } from 'vitest';
import { parseListingsPage, parseSelectedListingsPage } from '../../shared/schemas/listings-page-schema';
import { listingsParser, selectedParser } from './listings-page-parsers';

// A long page checked in one go held main's event loop for tens of ms: past 100
// rows it is read 25 rows a turn. These count the turns a parser waits for.

const vinOf = (index: number) => `1HGCM82633A${String(index).padStart(6, '0')}`;

function page(rows: number) {
  return {
    data: Array.from({ length: rows }, (_, index) => ({
      vin: vinOf(index),
      vehicle: { vin: vinOf(index), year: 2020, make: 'Honda', model: 'Accord' },
      retailListing: { price: 20_000 + index, miles: 1_000 + index },
    })),
    total: rows,
  };
}

function counted() {
  const turns = { count: 0 };
  return { turns, yieldTurn: async () => void turns.count++ };
}

describe('listingsParser', () => {
  it('checks a page of 100 rows in one go', async () => {
    const { turns, yieldTurn } = counted();
    const parsed = await listingsParser({ yieldTurn })(page(100));
    expect(turns.count).toBe(0);
    expect(parsed).toEqual(parseListingsPage(page(100)));
  });

  it('checks a page of 101 rows a slice at a time, reading it as the one-go parse does', async () => {
    const { turns, yieldTurn } = counted();
    const parsed = await listingsParser({ yieldTurn })(page(101));
    // One turn before the envelope, then one before each slice after the first: rows 25, 50, 75, 100.
    expect(turns.count).toBe(5);
    expect(parsed).toEqual(parseListingsPage(page(101)));
    if (!parsed.success) throw new Error(parsed.error);
    expect(parsed.data.data).toHaveLength(101);
    expect(parsed.data.data[100]!.retailListing.price).toBe(20_100);
  });

  it('checks a 500-row page in 20 slices', async () => {
    const { turns, yieldTurn } = counted();
    await listingsParser({ yieldTurn })(page(500));
    expect(turns.count).toBe(20);
  });

  it('slices a one-off (export) page however short', async () => {
    const { turns, yieldTurn } = counted();
    const parsed = await listingsParser({ oneOff: true, yieldTurn })(page(3));
    expect(turns.count).toBe(1);
    expect(parsed).toEqual(parseListingsPage(page(3)));
  });

  it('reads something that is not a page in one go, and says so', async () => {
    const { turns, yieldTurn } = counted();
    const parsed = await listingsParser({ yieldTurn })({ data: 'rows' });
    expect(turns.count).toBe(0);
    expect(parsed.success).toBe(false);
  });
});

describe('selectedParser', () => {
  it('follows the same rule for pages of selected fields', async () => {
    const short = counted();
    expect(await selectedParser({ yieldTurn: short.yieldTurn })(page(100))).toEqual(
      parseSelectedListingsPage(page(100)),
    );
    expect(short.turns.count).toBe(0);
    const long = counted();
    expect(await selectedParser({ yieldTurn: long.yieldTurn })(page(250))).toEqual(
      parseSelectedListingsPage(page(250)),
    );
    expect(long.turns.count).toBe(10);
    const oneOff = counted();
    await selectedParser({ oneOff: true, yieldTurn: oneOff.yieldTurn })(page(2));
    expect(oneOff.turns.count).toBe(1);
  });
});

import { describe, expect, it } from 'vitest';
import {
  parseListingsPage,
  parseListingsPageInSlices,
  parseSelectedListingsPage,
  parseSelectedListingsPageInSlices,
} from './listings-page-schema';

// The export reads its pages a slice of rows at a time, letting main's event loop turn
// between slices. It must read a page exactly as the one-go parse does.

/** A VIN-shaped id for row `index` (the schema only needs a string). */
const vinOf = (index: number) => `1HGCM82633A${String(index).padStart(6, '0')}`;

function row(index: number) {
  return {
    vin: vinOf(index),
    vehicle: { vin: vinOf(index), year: 2020, make: 'Honda', model: 'Accord' },
    retailListing: { price: 20_000 + index, miles: 1_000 + index, dealer: `Dealer ${index}` },
  };
}

/** 250 rows: row 120 has no VIN (skipped), row 201 has unreadable miles (kept, degraded). */
function pageBody() {
  const rows: unknown[] = Array.from({ length: 250 }, (_, index) => row(index));
  rows[120] = { vehicle: { year: 2020, make: 'Honda', model: 'Accord' }, retailListing: { price: 1 } };
  rows[201] = { ...row(201), retailListing: { price: 20_201, miles: 'lots' } };
  return { data: rows, total: 9_999, links: { next: '/listings?page=2' } };
}

describe('parseListingsPageInSlices', () => {
  it('reads a page as parseListingsPage does, one slice of rows per turn', async () => {
    let yields = 0;
    const sliced = await parseListingsPageInSlices(
      pageBody(),
      async () => {
        yields += 1;
      },
      100,
    );
    if (!sliced.success) throw new Error(sliced.error);
    // 250 rows less the one without a VIN; the rest in the service's order.
    expect(sliced.data.data).toHaveLength(249);
    expect(sliced.data.skippedRows).toBe(1);
    expect(sliced.data.data[119]!.vin).toBe(vinOf(119));
    expect(sliced.data.data[120]!.vin).toBe(vinOf(121));
    expect(sliced.data.data[248]!.retailListing.price).toBe(20_249);
    expect(sliced.data.next).toBe('/listings?page=2');
    expect(sliced.data.total).toBe(9_999);
    // The path names the row as the service sent it (201), not its place among kept rows.
    expect(sliced.degraded).toEqual(['data.201.retailListing.miles']);
    // One turn before the envelope, then one before rows 100–199 and one before rows 200–249.
    expect(yields).toBe(3);
    expect(sliced).toEqual(parseListingsPage(pageBody()));
  });

  it('does not finish until each turn it waits for has come', async () => {
    const waiting: (() => void)[] = [];
    let done = false;
    const parsing = parseListingsPageInSlices(
      pageBody(),
      () => new Promise<void>((resolve) => waiting.push(resolve)),
      100,
    ).then((result) => {
      done = true;
      return result;
    });
    for (let turn = 0; turn < 3; turn++) {
      await expect.poll(() => waiting.length).toBe(turn + 1);
      expect(done).toBe(false);
      waiting[turn]!();
    }
    const result = await parsing;
    expect(result.success && result.data.data.length).toBe(249);
  });

  it('fails as the one-go parse does when no row is a listing, or the body is not a page', async () => {
    const noTurn = async () => undefined;
    const broken = { data: [{ vin: 1 }, { nope: true }] };
    expect(await parseListingsPageInSlices(broken, noTurn)).toEqual({
      success: false,
      error: 'no row of the page is a listing',
    });
    expect(await parseListingsPageInSlices(broken, noTurn)).toEqual(parseListingsPage(broken));
    const notAPage = { data: 'rows' };
    const sliced = await parseListingsPageInSlices(notAPage, noTurn);
    expect(sliced.success).toBe(false);
    expect(sliced).toEqual(parseListingsPage(notAPage));
  });
});

describe('parseSelectedListingsPageInSlices', () => {
  /** 120 flat rows as `select` returns them; row 7 still nested (a service that ignored select), so not a selected row. */
  function selectedBody() {
    const rows: unknown[] = Array.from({ length: 120 }, (_, index) => ({
      vin: vinOf(index),
      'vehicle.year': 2020,
      'retailListing.price': index === 3 ? null : 20_000 + index,
    }));
    rows[7] = row(7);
    return { data: rows, links: { next: null } };
  }

  it('reads a page of flat rows as the one-go parse does, a slice at a time', async () => {
    let yields = 0;
    const sliced = await parseSelectedListingsPageInSlices(
      selectedBody(),
      async () => {
        yields += 1;
      },
      50,
    );
    if (!sliced.success) throw new Error(sliced.error);
    expect(sliced.data.data).toHaveLength(119);
    expect(sliced.data.skippedRows).toBe(1);
    expect(sliced.data.data[3]).toEqual({ vin: vinOf(3), 'vehicle.year': 2020, 'retailListing.price': null });
    expect(sliced.data.data[7]!.vin).toBe(vinOf(8));
    // One turn before the envelope, then before rows 50–99 and 100–119.
    expect(yields).toBe(3);
    expect(sliced).toEqual(parseSelectedListingsPage(selectedBody()));
  });

  it('fails when every row is a whole listing: the service did not answer the selection', async () => {
    const whole = { data: [row(1), row(2)], links: { next: null } };
    expect(await parseSelectedListingsPageInSlices(whole, async () => undefined)).toEqual({
      success: false,
      error: 'no row of the page is a listing',
    });
  });
});

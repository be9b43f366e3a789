import { describe, expect, it } from 'vitest';
import { ListingSchema } from '../../../shared/schemas/listing-schema';
import type { SelectedListingRow } from '../../../shared/schemas/listings-page-schema';
import { listingBody, selectedRowOf } from '../../service/test-support/sample-bodies';
import { CSV_SLICE_ROWS, csvPiecesOf, EXPORT_FIELDS, toCsv, type ExportRow } from './listings-csv';

type Body = ReturnType<typeof listingBody>;

/** A check digit is not needed here: the CSV writer copies the VIN as it is. */
function body(index: number, edit?: (body: Body) => void): Body {
  const made = listingBody(`1HGCM8263${String(index).padStart(8, '0')}`);
  edit?.(made);
  return made;
}

/** The row the service sends for the export's `select` (flat, null where the listing has nothing). */
function selectedRow(source: Body): SelectedListingRow {
  return selectedRowOf(source, EXPORT_FIELDS) as SelectedListingRow;
}

function bodies(count: number, from = 0): Body[] {
  return Array.from({ length: count }, (_, i) => body(from + i));
}

async function* inMemory(pages: readonly (readonly Body[])[]): AsyncGenerator<readonly SelectedListingRow[]> {
  // Already-loaded pages: awaiting them takes no turn of the event loop, so any turn seen
  // during the export comes from the export itself.
  for (const page of pages) yield page.map(selectedRow);
}

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe('csvPiecesOf: the export written a slice at a time', () => {
  it('writes the bytes worked out by hand: header, CRLF between records, no trailing line break', async () => {
    const first = body(1, (made) => {
      made.vehicle.trim = 'EX-L, Navi';
      made.retailListing.dealer = '=HYPERLINK("x")';
    });
    const second = body(2, (made) => {
      made.retailListing.used = false;
      made.retailListing.price = 31999;
    });
    const text = (await collect(csvPiecesOf(inMemory([[first], [second]])))).join('');
    expect(text).toBe(
      'vin,year,make,model,trim,price,miles,condition,dealer,city,state,zip,listedAt,listingUrl\r\n' +
        '1HGCM826300000001,2021,Honda,Accord,"EX-L, Navi",24500,,Used,"\'=HYPERLINK(""x"")",Austin,TX,78701,2025-01-01T00:00:00Z,https://dealer.example/vdp/1\r\n' +
        '1HGCM826300000002,2021,Honda,Accord,EX,31999,,New,Example Motors,Austin,TX,78701,2025-01-01T00:00:00Z,https://dealer.example/vdp/1',
    );
  });

  it('is byte for byte the one-string export, whatever the page sizes (empty, partial, over one slice)', async () => {
    const all = bodies(1_337);
    const pages = [all.slice(0, 500), [], all.slice(500, 501), all.slice(501, 1_300), all.slice(1_300)];
    const pieces = await collect(csvPiecesOf(inMemory(pages)));
    // The full listings' CSV: the selected fields give the same file.
    expect(pieces.join('')).toBe(toCsv(all.map((made) => ListingSchema.parse(made))));
    // Slices of 100 rows never span two pages: 500 rows are 5 slices, the empty page none, 1 row
    // one, 799 rows 8 (7 × 100 + 99), 37 rows one. Header + 15 slices, none above the slice size.
    expect(CSV_SLICE_ROWS).toBe(100);
    expect(pieces).toHaveLength(1 + 15);
    for (const piece of pieces.slice(1)) expect(piece.split('\r\n').length - 1).toBeLessThanOrEqual(CSV_SLICE_ROWS);
  });

  it('reads selected rows as the full listing is read: digits as numbers, CPO first, absent fields empty', async () => {
    const sparse: SelectedListingRow = {
      vin: '1HGCM826300000003',
      'vehicle.year': '2019',
      'vehicle.make': 'Honda',
      'vehicle.model': 'Civic',
      'retailListing.price': ' 18500 ',
      'retailListing.miles': 'about 40k',
      'retailListing.cpo': true,
      'retailListing.used': true,
      'retailListing.dealer': null,
    };
    async function* one(): AsyncGenerator<readonly SelectedListingRow[]> {
      yield [sparse];
    }
    const text = (await collect(csvPiecesOf(one()))).join('');
    // Worked out by hand: the year and price are numbers, unreadable miles and every absent
    // field an empty cell, a certified car "CPO" although it is also used.
    expect(text.split('\r\n')[1]).toBe('1HGCM826300000003,2019,Honda,Civic,,18500,,CPO,,,,,,');
  });

  /** The CSV record of one selected row, after the header. */
  async function recordOf(row: SelectedListingRow): Promise<string> {
    async function* one(): AsyncGenerator<readonly ExportRow[]> {
      yield [row];
    }
    return (await collect(csvPiecesOf(one()))).join('').split('\r\n')[1]!;
  }

  const base: SelectedListingRow = {
    vin: '1HGCM826300000004',
    'vehicle.year': 2020,
    'vehicle.make': 'Honda',
    'vehicle.model': 'Fit',
  };

  it.each<[string, SelectedListingRow, string]>([
    // condition: certified first, then used, then new; nothing said is an empty cell, not "New".
    ['used not said', { ...base, 'retailListing.cpo': false }, '1HGCM826300000004,2020,Honda,Fit,,,,,,,,,,'],
    ['new', { ...base, 'retailListing.used': false }, '1HGCM826300000004,2020,Honda,Fit,,,,New,,,,,,'],
    ['used', { ...base, 'retailListing.used': true }, '1HGCM826300000004,2020,Honda,Fit,,,,Used,,,,,,'],
    // A ZIP sent as a number keeps its digits; a value that is neither text nor a number (a flag, a list) is empty.
    [
      'text fields as numbers or objects',
      { ...base, 'retailListing.zip': 30301, 'retailListing.city': true, 'retailListing.state': ['GA'] },
      '1HGCM826300000004,2020,Honda,Fit,,,,,,,,30301,,',
    ],
    // A price that is words, not digits, is no number: an empty cell, never the words.
    ['a price in words', { ...base, 'retailListing.price': 'call us' }, '1HGCM826300000004,2020,Honda,Fit,,,,,,,,,,'],
    [
      'every place field',
      {
        ...base,
        'retailListing.state': 'GA',
        createdAt: '2026-01-02T03:04:05Z',
        'retailListing.vdp': 'https://dealer.example/vdp/4',
      },
      '1HGCM826300000004,2020,Honda,Fit,,,,,,,GA,,2026-01-02T03:04:05Z,https://dealer.example/vdp/4',
    ],
    // A selected row is flat: a stray "vehicle" of null does not make it a whole listing.
    ['a stray vehicle of null', { ...base, vehicle: null }, '1HGCM826300000004,2020,Honda,Fit,,,,,,,,,,'],
  ])('writes a selected row with %s as worked out by hand', async (_name, row, expected) => {
    expect(await recordOf(row)).toBe(expected);
  });

  it('writes a whole listing without a condition, state, date or link as empty cells', async () => {
    const whole = body(5, (made) => {
      delete (made.retailListing as { used?: boolean }).used;
      delete (made.retailListing as { state?: string }).state;
      delete (made.retailListing as { vdp?: string }).vdp;
      delete (made as { createdAt?: string }).createdAt;
    });
    expect(toCsv([ListingSchema.parse(whole)]).split('\r\n')[1]).toBe(
      '1HGCM826300000005,2021,Honda,Accord,EX,24500,,,Example Motors,Austin,,78701,,',
    );
  });

  it('writes only the header when the search finds nothing', async () => {
    const text = (await collect(csvPiecesOf(inMemory([[]])))).join('');
    expect(text).toBe('vin,year,make,model,trim,price,miles,condition,dealer,city,state,zip,listedAt,listingUrl\r\n');
    expect(text).toBe(toCsv([]));
  });

  it('lets the event loop turn between every two slices, even with every page already in memory', async () => {
    // A setImmediate ticker: it only advances when main's event loop completes a turn.
    let turns = 0;
    let ticking = true;
    const tick = (): void => {
      turns += 1;
      if (ticking) setImmediate(tick);
    };
    setImmediate(tick);
    const pages = [bodies(500), bodies(500, 500), bodies(700, 1_000)];
    const turnsAtPiece: number[] = [];
    try {
      for await (const piece of csvPiecesOf(inMemory(pages))) {
        void piece;
        turnsAtPiece.push(turns);
      }
    } finally {
      ticking = false;
    }
    // Header + 5 + 5 + 7 slices of 100 rows (500, 500 and 700 rows).
    expect(turnsAtPiece).toHaveLength(1 + 17);
    const dataPieces = turnsAtPiece.slice(1);
    for (let i = 1; i < dataPieces.length; i++) expect(dataPieces[i]!).toBeGreaterThan(dataPieces[i - 1]!);
  });
});

import { describe, expect, it } from 'vitest';
import { ListingSchema, type Listing } from '../../shared/schemas/listing-schema';
import { listingBody } from '../service/test-support/sample-bodies';
import { CSV_SLICE_ROWS, csvPiecesOf, toCsv } from './listings-csv';

/** A check digit is not needed here: the CSV writer copies the VIN as it is. */
function listing(index: number, edit?: (body: ReturnType<typeof listingBody>) => void): Listing {
  const body = listingBody(`1HGCM8263${String(index).padStart(8, '0')}`);
  edit?.(body);
  return ListingSchema.parse(body);
}

function listings(count: number, from = 0): Listing[] {
  return Array.from({ length: count }, (_, i) => listing(from + i));
}

async function* inMemory(pages: readonly (readonly Listing[])[]): AsyncGenerator<readonly Listing[]> {
  // Already-loaded pages: awaiting them takes no turn of the event loop, so any turn seen
  // during the export comes from the export itself.
  for (const page of pages) yield page;
}

async function collect(pieces: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const piece of pieces) out.push(piece);
  return out;
}

describe('csvPiecesOf: the export written a slice at a time', () => {
  it('writes the bytes worked out by hand: header, CRLF between records, no trailing line break', async () => {
    const first = listing(1, (body) => {
      body.vehicle.trim = 'EX-L, Navi';
      body.retailListing.dealer = '=HYPERLINK("x")';
    });
    const second = listing(2, (body) => {
      body.retailListing.used = false;
      body.retailListing.price = 31999;
    });
    const text = (await collect(csvPiecesOf(inMemory([[first], [second]])))).join('');
    expect(text).toBe(
      'vin,year,make,model,trim,price,miles,condition,dealer,city,state,zip,listedAt,listingUrl\r\n' +
        '1HGCM826300000001,2021,Honda,Accord,"EX-L, Navi",24500,,Used,"\'=HYPERLINK(""x"")",Austin,TX,78701,2025-01-01T00:00:00Z,https://dealer.example/vdp/1\r\n' +
        '1HGCM826300000002,2021,Honda,Accord,EX,31999,,New,Example Motors,Austin,TX,78701,2025-01-01T00:00:00Z,https://dealer.example/vdp/1',
    );
  });

  it('is byte for byte the one-string export, whatever the page sizes (empty, partial, over one slice)', async () => {
    const all = listings(1_337);
    const pages = [all.slice(0, 500), [], all.slice(500, 501), all.slice(501, 1_300), all.slice(1_300)];
    const pieces = await collect(csvPiecesOf(inMemory(pages)));
    expect(pieces.join('')).toBe(toCsv(all));
    // Slices of 100 rows never span two pages: 500 rows are 5 slices, the empty page none, 1 row
    // one, 799 rows 8 (7 × 100 + 99), 37 rows one. Header + 15 slices, none above the slice size.
    expect(CSV_SLICE_ROWS).toBe(100);
    expect(pieces).toHaveLength(1 + 15);
    for (const piece of pieces.slice(1)) expect(piece.split('\r\n').length - 1).toBeLessThanOrEqual(CSV_SLICE_ROWS);
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
    const pages = [listings(500), listings(500, 500), listings(700, 1_000)];
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

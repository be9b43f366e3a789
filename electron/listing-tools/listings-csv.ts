import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Listing } from '../../shared/schemas/listing-schema';
import { CSV_NEWLINE, guardedCsvHeader, toGuardedCsv, toGuardedCsvRecords, type CsvCell } from '../csv/csv-cell-guard';

/** The export's columns, in the order a spreadsheet user expects. */
const CSV_COLUMNS = [
  'vin',
  'year',
  'make',
  'model',
  'trim',
  'price',
  'miles',
  'condition',
  'dealer',
  'city',
  'state',
  'zip',
  'listedAt',
  'listingUrl',
] as const;

/**
 * Rows formatted between two turns of main's event loop. 500 rows of CSV took 3–6 ms (more on a
 * busy machine); 100 take about 1 ms, so IPC, timers and window events still run promptly during
 * a 100,000-row export (issue 17: p99 ≤ 20 ms).
 */
export const CSV_SLICE_ROWS = 100;

/** One row; year, price and miles stay numbers so the guard writes them as numbers (a price is never text). */
function csvRowOf(listing: Listing): Record<(typeof CSV_COLUMNS)[number], CsvCell> {
  const { vehicle, retailListing: retail } = listing;
  return {
    vin: listing.vin,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? '',
    price: retail.price ?? null,
    miles: retail.miles ?? null,
    condition: retail.cpo ? 'CPO' : retail.used ? 'Used' : retail.used === false ? 'New' : '',
    dealer: retail.dealer ?? '',
    city: retail.city ?? '',
    state: retail.state ?? '',
    zip: retail.zip ?? '',
    listedAt: listing.createdAt ?? '',
    listingUrl: retail.vdp ?? '',
  };
}

/** CSV text with a header row, through the shared formula-injection guard (the sweep export uses the same one). */
export function toCsv(listings: readonly Listing[]): string {
  return toGuardedCsv(CSV_COLUMNS, listings.map(csvRowOf));
}

/**
 * The same bytes as toCsv over every page, as pieces: the header first, then at most
 * CSV_SLICE_ROWS rows per piece. After each slice it waits for the next turn of the event loop
 * (setImmediate), so main never formats more than one slice without letting other work run,
 * even when the pages are already in memory.
 */
export async function* csvPiecesOf(pages: AsyncIterable<readonly Listing[]>): AsyncGenerator<string> {
  yield guardedCsvHeader(CSV_COLUMNS);
  let rows = 0;
  for await (const page of pages) {
    for (let start = 0; start < page.length; start += CSV_SLICE_ROWS) {
      rows += Math.min(CSV_SLICE_ROWS, page.length - start);
      const slice = page.slice(start, start + CSV_SLICE_ROWS);
      yield CSV_NEWLINE + toGuardedCsvRecords(CSV_COLUMNS, slice.map(csvRowOf));
      await nextTurn();
    }
  }
  // papaparse ends a header-only file with one line break; kept so an empty export stays the same bytes.
  if (rows === 0) yield CSV_NEWLINE;
}

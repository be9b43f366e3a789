import { setImmediate as nextTurn } from 'node:timers/promises';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { SelectedListingRow } from '../../../shared/schemas/listings-page-schema';
import { numericTextToNumber } from '../../../shared/schemas/tolerant';
import {
  CSV_NEWLINE,
  guardedCsvHeader,
  toGuardedCsv,
  toGuardedCsvRecords,
  type CsvCell,
} from '../../platform/csv/csv-cell-guard';

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
 * a 100,000-row export (bench target: p99 ≤ 20 ms).
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

/**
 * The fields the export asks the service for (its `select`): the columns' sources and
 * nothing else. A 500-row page of them is a fraction of full listings to receive, parse and
 * check, which is most of main's work (and its memory) in a 100,000-row export.
 */
export const EXPORT_FIELDS = [
  'vin',
  'vehicle.year',
  'vehicle.make',
  'vehicle.model',
  'vehicle.trim',
  'retailListing.price',
  'retailListing.miles',
  'retailListing.cpo',
  'retailListing.used',
  'retailListing.dealer',
  'retailListing.city',
  'retailListing.state',
  'retailListing.zip',
  'createdAt',
  'retailListing.vdp',
] as const;

type ExportField = (typeof EXPORT_FIELDS)[number];

/** A selected value as text ('' when absent or not text): the columns that are words. */
function text(row: SelectedListingRow, field: ExportField): string {
  const value = row[field];
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';
}

/** A selected value as a number (null when absent or not a number): year, price, miles. */
function number(row: SelectedListingRow, field: ExportField): number | null {
  // Numbers sent as their digits are read as the full listings' schema reads them.
  const value = numericTextToNumber(row[field]);
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

/** The same record as csvRowOf gives the full listing, from the export's selected fields. */
function csvRowOfSelected(row: SelectedListingRow): Record<(typeof CSV_COLUMNS)[number], CsvCell> {
  const used = row['retailListing.used'];
  return {
    vin: text(row, 'vin'),
    year: number(row, 'vehicle.year'),
    make: text(row, 'vehicle.make'),
    model: text(row, 'vehicle.model'),
    trim: text(row, 'vehicle.trim'),
    price: number(row, 'retailListing.price'),
    miles: number(row, 'retailListing.miles'),
    condition: row['retailListing.cpo'] === true ? 'CPO' : used === true ? 'Used' : used === false ? 'New' : '',
    dealer: text(row, 'retailListing.dealer'),
    city: text(row, 'retailListing.city'),
    state: text(row, 'retailListing.state'),
    zip: text(row, 'retailListing.zip'),
    listedAt: text(row, 'createdAt'),
    listingUrl: text(row, 'retailListing.vdp'),
  };
}

/** CSV text with a header row, through the shared formula-injection guard (the sweep export uses the same one). */
export function toCsv(listings: readonly Listing[]): string {
  return toGuardedCsv(CSV_COLUMNS, listings.map(csvRowOf));
}

/** A row of an export page: the selected fields (EXPORT_FIELDS), or a whole listing from a service that sent those. */
export type ExportRow = SelectedListingRow | Listing;

function isWholeListing(row: ExportRow): row is Listing {
  return typeof row.vehicle === 'object' && row.vehicle !== null && !Array.isArray(row.vehicle);
}

/**
 * The same bytes as toCsv over the same listings, as pieces: the header first, then at most
 * CSV_SLICE_ROWS rows per piece. After each slice it waits for the next turn of the event loop
 * (setImmediate), so main never formats more than one slice without letting other work run,
 * even when the pages are already in memory.
 */
export async function* csvPiecesOf(pages: AsyncIterable<readonly ExportRow[]>): AsyncGenerator<string> {
  yield guardedCsvHeader(CSV_COLUMNS);
  let wroteRows = false;
  for await (const page of pages) {
    for (let start = 0; start < page.length; start += CSV_SLICE_ROWS) {
      wroteRows = true;
      const slice = page.slice(start, start + CSV_SLICE_ROWS);
      yield (
        CSV_NEWLINE +
        toGuardedCsvRecords(
          CSV_COLUMNS,
          slice.map((row) => (isWholeListing(row) ? csvRowOf(row) : csvRowOfSelected(row))),
        )
      );
      await nextTurn();
    }
  }
  // papaparse ends a header-only file with one line break; kept so an empty export stays the same bytes.
  if (!wroteRows) yield CSV_NEWLINE;
}

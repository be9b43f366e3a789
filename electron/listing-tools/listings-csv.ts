import type { Listing } from '../../shared/schemas/listing-schema';
import { toGuardedCsv, type CsvCell } from '../csv/csv-cell-guard';

/** The export's columns, in the order a spreadsheet user expects. */
export const CSV_COLUMNS = [
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

/** One row; year, price and miles stay numbers so the guard writes them as numbers (a price is never text). */
export function csvRowOf(listing: Listing): Record<(typeof CSV_COLUMNS)[number], CsvCell> {
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

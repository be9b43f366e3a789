import Papa from 'papaparse';
import type { Listing } from '../../shared/schemas/listing-schema';

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

export function csvRowOf(listing: Listing): Record<(typeof CSV_COLUMNS)[number], string | number> {
  const { vehicle, retailListing: retail } = listing;
  return {
    vin: listing.vin,
    year: vehicle.year,
    make: vehicle.make,
    model: vehicle.model,
    trim: vehicle.trim ?? '',
    price: retail.price ?? '',
    miles: retail.miles ?? '',
    condition: retail.cpo ? 'CPO' : retail.used ? 'Used' : retail.used === false ? 'New' : '',
    dealer: retail.dealer ?? '',
    city: retail.city ?? '',
    state: retail.state ?? '',
    zip: retail.zip ?? '',
    listedAt: listing.createdAt ?? '',
    listingUrl: retail.vdp ?? '',
  };
}

/** CSV text with a header row; papaparse quotes commas, quotes and line breaks, and guards against formula injection. */
export function toCsv(listings: readonly Listing[]): string {
  return Papa.unparse(listings.map(csvRowOf), { columns: [...CSV_COLUMNS], escapeFormulae: true });
}

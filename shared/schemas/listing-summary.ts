import type { Fetched, ClampedLimit } from './fetched';
import type { Listing, ListingVehicle, RetailListing } from './listing-schema';
import type { ListingsPage } from './listings-page-schema';

// A search result as it crosses IPC: only what the results table shows (name, dealer,
// place, VIN, new/used/CPO, price, miles, distance, days on market and what the deal
// rating is asked with). A 500-row page of whole listings is ~470 KB of JSON; this is
// under a third. The thumbnail is asked for by VIN (vehicle.thumbnail), so the photo
// URL stays in main. The VIN page asks for the whole listing (listings.get).
// Every field keeps its Listing name and type, so a whole Listing is also a summary.

/** The fields of `vehicle` a result row uses. */
export const SUMMARY_VEHICLE_FIELDS = ['year', 'make', 'model', 'trim'] as const;
/** The fields of `retailListing` a result row uses. */
export const SUMMARY_RETAIL_FIELDS = ['price', 'miles', 'used', 'cpo', 'dealer', 'city', 'state'] as const;

export interface ListingSummary {
  vin: string;
  /** Days on market are counted from it. */
  createdAt?: Listing['createdAt'];
  /** Distance from the searched ZIP is measured from it. */
  location?: Listing['location'];
  vehicle: Pick<ListingVehicle, (typeof SUMMARY_VEHICLE_FIELDS)[number]>;
  retailListing: Pick<RetailListing, (typeof SUMMARY_RETAIL_FIELDS)[number]>;
}

interface ListingSummariesPage extends Omit<ListingsPage, 'data'> {
  data: ListingSummary[];
}

/** What listings.search and listings.next return: a page of summaries. */
export type ListingSummariesResult = Fetched<ListingSummariesPage> & { clampedLimit?: ClampedLimit };

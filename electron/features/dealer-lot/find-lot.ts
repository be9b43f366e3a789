import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import type { ListingsResult } from '../../../shared/schemas/fetched';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { ListingsSearchInput } from '../../../shared/schemas/listings-query-schema';
import { LOT_FIND_MAX_CALLS } from '../../../shared/market/market-call-limits';
import { sameDealer } from './dealer-name';

/** The listings calls finding a lot makes; main hands in the client with activity "market". */
export interface LotClient {
  searchListings(input: ListingsSearchInput, signal?: AbortSignal): Promise<ListingsResult>;
  nextListings(url: string, signal?: AbortSignal): Promise<ListingsResult>;
}

/** The largest page any plan gives; the client lowers it to the plan's cap (buildListingsQuery). */
const LARGEST_PAGE = 500;
/** Names offered when the typed one matches none at the ZIP. */
const NAMES_OFFERED = 6;

export interface FoundLot {
  listings: Listing[];
  calls: number;
}

/**
 * The dealer's listings. GET /listings has no filter by dealer name, only dealerId and dealerZip
 * (docs/vehicle-data-service.md, GET /listings): every listing of the dealers at the ZIP is
 * asked for, unpriced ones too, and kept where the dealer's name is the one typed.
 */
export async function findLot(client: LotClient, dealer: string, zip: string, signal?: AbortSignal): Promise<FoundLot> {
  const input: ListingsSearchInput = { dealerZip: zip, includeUnpriced: true, limit: LARGEST_PAGE };
  let calls = 1;
  let page = await client.searchListings(input, signal);
  const all = [...page.data.data];
  while (page.data.next !== null && calls < LOT_FIND_MAX_CALLS) {
    calls += 1;
    page = await client.nextListings(page.data.next, signal);
    all.push(...page.data.data);
  }
  const listings = all.filter((listing) => sameDealer(listing.retailListing.dealer ?? '', dealer));
  if (listings.length === 0) {
    const names = [
      ...new Set(all.flatMap((listing) => (listing.retailListing.dealer ? [listing.retailListing.dealer] : []))),
    ]
      .sort((a, b) => a.localeCompare(b))
      .slice(0, NAMES_OFFERED);
    throw new AppErrorException(
      appError('not-found', 'DEALER_NOT_FOUND', `No listings from “${dealer}” at ZIP ${zip}.`, {
        suggestion:
          names.length > 0
            ? `Type the name as your listings show it. Dealers at ${zip}: ${names.join(', ')}.`
            : `No dealer at ZIP ${zip} has listings now. Check the ZIP.`,
      }),
    );
  }
  return { listings, calls };
}

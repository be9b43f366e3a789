import type { Fetched, ListingsResult } from '../../../shared/schemas/fetched';
import type { Listing } from '../../../shared/schemas/listing-schema';
import type { ListingsSearchInput } from '../../../shared/schemas/listings-query-schema';
import { DEFAULT_RADIUS_MILES } from '../../../shared/market/comparables';
import { MARKET_REFRESH_MAX_CALLS } from '../../../shared/market/market-call-limits';
import type { MarketStore } from './market-store';

/**
 * The largest page any plan gives; the client lowers it to the plan's own cap
 * (buildListingsQuery), so the refresh always asks for the plan's largest page.
 */
const LARGEST_PAGE = 500;

/** The service calls a refresh makes; main hands in the client with activity "market". */
export interface RefreshClient {
  getListing(vin: string, signal?: AbortSignal): Promise<Fetched<Listing>>;
  searchListings(input: ListingsSearchInput, signal?: AbortSignal): Promise<ListingsResult>;
  nextListings(url: string, signal?: AbortSignal): Promise<ListingsResult>;
}

/**
 * Fetches the VIN's market afresh: year ±1, make and model near the VIN's ZIP, following
 * links.next while calls are left. The listings reach the store through the client's observer
 * like any other answer, so nothing is written here; the queue is written before each read. Returns how many calls it made.
 */
export async function refreshMarket(
  { store, flush }: { store: () => MarketStore; flush: () => void },
  client: RefreshClient,
  vin: string,
  radiusMiles: number = DEFAULT_RADIUS_MILES,
  signal?: AbortSignal,
): Promise<number> {
  let calls = 0;
  flush();
  if (!store().listing(vin)) {
    calls += 1;
    await client.getListing(vin, signal);
    // The listing reached the observer's queue; it is read from the store once written.
    flush();
  }
  const subject = store().listing(vin);
  if (!subject) return calls;
  const input: ListingsSearchInput = {
    'vehicle.make': subject.make,
    'vehicle.model': subject.model,
    'vehicle.year': `${subject.year - 1}-${subject.year + 1}`,
    limit: LARGEST_PAGE,
    ...(subject.zip !== null && /^\d{5}$/.test(subject.zip) ? { zip: subject.zip, distance: radiusMiles } : {}),
  };
  calls += 1;
  let page = await client.searchListings(input, signal);
  while (page.data.next !== null && calls < MARKET_REFRESH_MAX_CALLS) {
    calls += 1;
    page = await client.nextListings(page.data.next, signal);
  }
  flush();
  return calls;
}

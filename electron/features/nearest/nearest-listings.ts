// Sort by distance, which the service lacks (spec, GET /listings: "no distance sort").
// Main reads the search's matches inside the radius, up to a cap, measures each listing's
// distance from the ZIP and pages the sorted list itself.
import { AppErrorException, appError } from '../../../shared/ipc/app-error';
import { listingCoordinates, milesBetween, type LatLon } from '../../../shared/domain/distance';
import type { NearestSortInfo } from '../../../shared/ipc/nearest-listings-channels';
import type { ListingsSearchInput, NearestListingsInput } from '../../../shared/schemas/listings-query-schema';
import type { ListingsResult } from '../../../shared/schemas/fetched';
import type { Listing } from '../../../shared/schemas/listing-schema';

/** The most matches sorted: enough for a dealer's radius, small enough to read in a few calls. */
export const NEAREST_MAX_ROWS = 500;
/** The most calls one sort makes (a Starter plan's 20-row pages stop at 200 rows). */
export const NEAREST_MAX_CALLS = 10;
const DEFAULT_LIMIT = 100;

export interface NearestDeps {
  search: (input: ListingsSearchInput, signal?: AbortSignal) => Promise<ListingsResult>;
  /** links.next, followed as issued: page sizes the service lowers on its own cannot skip rows. */
  next: (url: string, signal?: AbortSignal) => Promise<ListingsResult>;
  locate: (zip: string) => LatLon | null;
}

function distanceOf(center: LatLon, listing: Listing): number {
  const at = listingCoordinates(listing.location);
  // A listing without a location cannot be placed: it goes last, not first.
  return at ? milesBetween(center, at) : Number.POSITIVE_INFINITY;
}

export async function nearestListings(
  deps: NearestDeps,
  input: NearestListingsInput,
  signal?: AbortSignal,
): Promise<ListingsResult & { nearest: NearestSortInfo }> {
  const center = deps.locate(input.zip);
  if (!center)
    throw new AppErrorException(appError('invalid-input', 'UNKNOWN_ZIP', `${input.zip} is not a U.S. ZIP code`));
  const { page = 1, limit = DEFAULT_LIMIT, includes = [], sort: _sort, ...filters } = input;
  const first = await deps.search(
    { ...filters, limit: NEAREST_MAX_ROWS, includes: [...new Set([...includes, 'total' as const])] },
    signal,
  );
  const byVin = new Map<string, Listing>();
  const keep = (rows: readonly Listing[]) => {
    for (const row of rows) if (!byVin.has(row.vin)) byVin.set(row.vin, row);
  };
  keep(first.data.data);
  let last = first;
  let calls = 1;
  let skippedRows = first.data.skippedRows;
  while (last.data.next && byVin.size < NEAREST_MAX_ROWS && calls < NEAREST_MAX_CALLS) {
    last = await deps.next(last.data.next, signal);
    calls += 1;
    skippedRows += last.data.skippedRows;
    if (last.data.data.length === 0) break;
    keep(last.data.data);
  }
  const rows = [...byVin.values()].slice(0, NEAREST_MAX_ROWS);
  const measured = rows.map((listing) => ({ listing, miles: distanceOf(center, listing) }));
  measured.sort((a, b) => a.miles - b.miles || (a.listing.vin < b.listing.vin ? -1 : 1));
  const total = Math.max(first.data.total ?? rows.length, rows.length);
  const start = (page - 1) * limit;
  return {
    ...first,
    // The oldest answer decides how fresh the page is.
    stale: first.stale || last.stale,
    data: {
      ...first.data,
      data: measured.slice(start, start + limit).map((item) => item.listing),
      // Pages are cut here, not by the service: there is no links.next to follow.
      next: null,
      total,
      skippedRows,
    },
    nearest: { sorted: rows.length, total, partial: rows.length < total },
  };
}

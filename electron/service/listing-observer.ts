import type { Listing } from '../../shared/schemas/listing-schema';
import type { ListingsSearchInput } from '../../shared/schemas/listings-query-schema';

/** Listings the service sent in one answer: a search page, a next page, or one VIN's listing. */
export interface ListingsReceived {
  rows: readonly Listing[];
  /** When the service sent the answer (ms since the epoch; a cached answer keeps its own time). */
  seenAt: number;
  /**
   * The search asked, on an answer to a search (not a next page or one VIN). complete: every
   * matching row is in this one page (no next link, and the total is no more than the rows).
   */
  search?: { input: ListingsSearchInput; complete: boolean };
}

/**
 * Hears every listing the client receives (the market's sightings, issue #39); given to the
 * client at wiring time, so no feature reaches into another for it. Called after the answer is
 * in hand but before it is returned, so it must only take note and do its work later (the
 * market queues and writes behind the answer: electron/features/market/market-observer.ts); a
 * throw is logged by the client and never fails the call.
 */
export type ListingObserver = (received: ListingsReceived) => void;

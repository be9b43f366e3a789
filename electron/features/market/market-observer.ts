import type { ListingObserver, ListingsReceived } from '../../service/listing-observer';
import { absenceCriteria } from './absence-criteria';
import { sightingOf } from './listing-sighting';
import type { MarketPage, MarketStore } from './market-store';

export interface MarketObserverDeps {
  /**
   * The store of the source in force (the demo's, or the live service's), read as each answer
   * arrives: an answer is filed under the service that sent it, even when the writer runs after
   * a key was added or cleared.
   */
  store: () => MarketStore;
  /** A ZIP's place, for a search's radius (node/geo/zip-location.ts). */
  locateZip: (zip: string) => { lat: number; lng: number } | null;
  now?: () => number;
  logError?: (scope: string, error: unknown) => void;
  /** Runs the writer after the answer has gone on its way; default setImmediate. */
  defer?: (write: () => void) => void;
  /**
   * Told after each flush that wrote: the app database's idle checkpoint (wal-checkpoint.ts),
   * which copies the WAL into the file once pages stop arriving, not inside a page's commit.
   */
  wrote?: () => void;
}

export interface MarketRecorder {
  /** The client's observer: queues the answer and returns at once. */
  observe: ListingObserver;
  /** Writes whatever is queued now: before a market read, and on close, before the database closes. */
  flush(): void;
  /** How many answers wait to be written. */
  pending(): number;
}

interface Queued {
  store: MarketStore;
  received: ListingsReceived;
}

/**
 * Keeps every listing received as a sighting, and after a complete answer to a search it can
 * repeat, notes the stored listings it no longer returned. Nothing is written on the answer's
 * path: the observer only queues it, and the writer runs once the answer has been handed on
 * (setImmediate comes after the promise reactions that carry it to the window), writing every
 * page queued by then in one transaction, so a burst of pages (a refresh following links.next)
 * costs one commit. A failure is logged and the search goes on: the history is a by-product,
 * never a reason to fail one.
 */
export function createMarketRecorder({
  store,
  locateZip,
  now = Date.now,
  logError,
  defer = (write) => void setImmediate(write),
  wrote,
}: MarketObserverDeps): MarketRecorder {
  let queue: Queued[] = [];
  let scheduled = false;

  function pageOf({ rows, seenAt, search }: ListingsReceived): MarketPage {
    const at = Number.isFinite(seenAt) ? seenAt : now();
    const sightings = rows.map((row) => sightingOf(row, at));
    const criteria = search?.complete ? absenceCriteria(search.input, locateZip) : null;
    return criteria
      ? { sightings, absent: { criteria, seenVins: new Set(sightings.map((row) => row.vin)), now: at } }
      : { sightings };
  }

  function flush(): void {
    scheduled = false;
    const taken = queue;
    queue = [];
    if (taken.length === 0) return;
    // Pages of one store in a row go in one transaction; a change of source starts another.
    let start = 0;
    while (start < taken.length) {
      const target = taken[start]!.store;
      let end = start;
      while (end < taken.length && taken[end]!.store === target) end += 1;
      try {
        target.write(taken.slice(start, end).map((item) => pageOf(item.received)));
      } catch (error) {
        logError?.('market', error);
      }
      start = end;
    }
    wrote?.();
  }

  return {
    observe: (received) => {
      try {
        queue.push({ store: store(), received });
      } catch (error) {
        logError?.('market', error);
        return;
      }
      if (scheduled) return;
      scheduled = true;
      defer(flush);
    },
    flush,
    pending: () => queue.length,
  };
}

import { useQuery } from '@tanstack/react-query';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useDeferredValue, useEffect, useLayoutEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import type { LatLon } from '../../../shared/domain/distance';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';
import { dealRatingQueries, ratingOf } from '../../api/deal-rating-queries';
import type { NextPagePrefetch } from './next-page-query';
import { ResultRow } from './result-row';
import { recallResultsPosition, updateResultsPosition } from './results-position';
import { isNearEnd, useNextPagePrefetch } from './use-next-page-prefetch';
import { useVehiclePrefetch } from './use-vehicle-prefetch';

/** A first guess; each row is measured once drawn, since a long name wraps to two lines. */
const ROW_ESTIMATE = 94;

/** The element that scrolls the screen (the shell's content area). */
function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  return element?.closest<HTMLElement>('.content') ?? null;
}

interface ResultsListProps {
  listings: readonly ListingSummary[];
  busy: boolean;
  origin: LatLon | null;
  nextPage?: NextPagePrefetch | null;
}

const NO_ROWS: readonly ListingSummary[] = [];

/**
 * The page's listings as a virtualized list: 500 rows render only what is in view.
 * Up and Down move between results, Home and End jump, Enter opens the vehicle. The
 * row last focused is the selected one; leaving and coming Back restores it and both
 * scroll positions. Resting on a row fetches what its VIN page shows first; nearing the
 * end fetches the next page (`nextPage`, null when there is none).
 *
 * The rows are drawn from a deferred copy of `listings`: a new page renders in the background,
 * in slices the window stays responsive between, and only inserting and measuring it is one
 * task (issue 17: no task over 100 ms); the page before stays, marked busy, meanwhile. Nothing
 * mounts before the first page is ready, so Back's saved position is read for the real rows.
 */
export function ResultsList(props: ResultsListProps) {
  const listings = useDeferredValue(props.listings, NO_ROWS);
  if (listings === NO_ROWS) return <div className="results" aria-busy="true" />;
  return <VirtualResults {...props} listings={listings} busy={props.busy || listings !== props.listings} />;
}

function VirtualResults({ listings, busy, origin, nextPage = null }: ResultsListProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const key = useMemo(() => listings.map((listing) => listing.vin).join(','), [listings]);
  const [restored] = useState(() => recallResultsPosition(key));
  const [selectedVin, setSelectedVin] = useState<string | null>(restored?.selectedVin ?? null);
  const pendingFocus = useRef<string | null>(restored?.selectedVin ?? null);
  /** The row a key press moved to that the virtualizer has yet to draw: the next press moves on from it. */
  const movingTo = useRef<number | null>(null);
  const ratings = useQuery(dealRatingQueries.forListings(listings));
  // A listing main was not asked about (no VIN, make or model to compare by) has no comparables.
  const ratingSettled = ratings.data !== undefined || ratings.fetchStatus === 'idle';

  const virtualizer = useVirtualizer({
    count: listings.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_ESTIMATE,
    // Measures are kept per listing, not per place: a row the page before drew too (a drill-down,
    // another sort) keeps its element, which the virtualizer does not measure again, so a measure
    // kept per place gave it the height of the row once there and it overlapped the next.
    getItemKey: (index) => listings[index]?.vin ?? index,
    overscan: 8,
    // The list box is measured as it mounts; until then the window's height, which the box
    // cannot exceed in view. With the default (nothing in view) the first render drew only
    // the overscan rows, measuring the box drew the rest at once, and the screen was laid out
    // twice in one task (issue 17: no task over 100 ms).
    initialRect: { width: 0, height: window.innerHeight },
    initialOffset: restored?.listTop ?? 0,
    ...(restored ? { initialMeasurementsCache: restored.measured } : {}),
  });
  const virtualItems = virtualizer.getVirtualItems();
  // The rows in view, not the overscan drawn past them: "near the end" is what the person sees.
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  useNextPagePrefetch(nextPage, isNearEnd(lastVisible, listings.length));
  const prefetchVehicle = useVehiclePrefetch();

  // A new page of results (another search, the next page) has no selection of its own.
  const [shownKey, setShownKey] = useState(key);
  if (shownKey !== key) {
    setShownKey(key);
    setSelectedVin(recallResultsPosition(key)?.selectedVin ?? null);
  }

  // Back: the screen's scroll too. This runs after the shell's layout effect that starts a new screen at the top.
  useEffect(() => {
    const parent = scrollParentOf(scrollRef.current);
    if (restored && parent) parent.scrollTop = restored.pageTop;
    if (!parent) return;
    const onScroll = () => {
      // Once the results are gone (another screen is showing) the offset is not theirs.
      if (scrollRef.current?.isConnected) updateResultsPosition(key, { pageTop: parent.scrollTop });
    };
    parent.addEventListener('scroll', onScroll, { passive: true });
    return () => parent.removeEventListener('scroll', onScroll);
  }, [key, restored]);

  // Where the list was scrolled to and its rows' measured heights, for Back, taken once as the
  // list goes (its element is still in the page then). Taken at every scroll event, reading the
  // offset laid out the rows just drawn at once and the snapshot copied every row's measure:
  // a large part of each step of a scroll (issue 17).
  useLayoutEffect(() => {
    const list = scrollRef.current;
    return () => updateResultsPosition(key, { listTop: list?.scrollTop ?? 0, measured: virtualizer.takeSnapshot() });
  }, [key, virtualizer]);

  // The selected row gets focus back once the virtualizer has drawn it.
  useEffect(() => {
    const vin = pendingFocus.current;
    if (!vin) return;
    const index = listings.findIndex((listing) => listing.vin === vin);
    if (index === -1) {
      pendingFocus.current = null;
      return;
    }
    const link = scrollRef.current?.querySelector<HTMLAnchorElement>(`[data-index="${index}"] [data-result-link]`);
    if (link) {
      pendingFocus.current = null;
      link.focus({ preventScroll: true });
    }
  });

  function select(index: number) {
    const vin = listings[index]?.vin ?? null;
    if (vin === selectedVin) return;
    setSelectedVin(vin);
    updateResultsPosition(key, { selectedVin: vin, measured: virtualizer.takeSnapshot() });
  }

  function focusRow(index: number) {
    const clamped = Math.max(0, Math.min(listings.length - 1, index));
    virtualizer.scrollToIndex(clamped);
    const linkOf = () =>
      scrollRef.current?.querySelector<HTMLAnchorElement>(`[data-index="${clamped}"] [data-result-link]`);
    const drawn = linkOf();
    if (drawn) {
      movingTo.current = null;
      drawn.focus();
      return;
    }
    // The row exists only once the scroll has drawn it. Presses until then (a held key on a busy
    // machine) move on from it, not from the row that still has focus, so none is lost.
    movingTo.current = clamped;
    requestAnimationFrame(() => {
      if (movingTo.current !== clamped) return;
      movingTo.current = null;
      linkOf()?.focus();
    });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row) return;
    const index = movingTo.current ?? Number(row.dataset.index);
    const target = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: listings.length - 1,
      PageDown: index + 8,
      PageUp: index - 8,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusRow(target);
  }

  return (
    <div className="results" aria-busy={busy}>
      <div className="results__head" aria-hidden="true">
        <span />
        <span>Vehicle and dealer</span>
        <span className="results__head-price">Price</span>
        <span className="results__head-figure">Miles</span>
        <span className="results__head-figure">Distance</span>
        <span className="results__head-figure">On market</span>
        <span className="results__head-figure results__head-deal">Deal rating</span>
      </div>
      {/* Arrow keys move between result links, like rows of a grid; focusing a row selects it. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div
        ref={scrollRef}
        className={`results__scroll${busy ? ' results__scroll--busy' : ''}`}
        onKeyDown={onKeyDown}
        onFocus={(event) => {
          const link = (event.target as HTMLElement).closest('[data-result-link]');
          const row = link?.closest<HTMLElement>('[data-index]');
          if (row) select(Number(row.dataset.index));
        }}
      >
        <ul className="results__list" aria-label="Listings" style={{ height: virtualizer.getTotalSize() }}>
          {virtualItems.map((item) => {
            const listing = listings[item.index]!;
            return (
              <li
                key={listing.vin}
                ref={virtualizer.measureElement}
                data-index={item.index}
                className="results__item"
                style={{ transform: `translateY(${item.start}px)` }}
                aria-setsize={listings.length}
                aria-posinset={item.index + 1}
              >
                <ResultRow
                  listing={listing}
                  index={item.index}
                  origin={origin}
                  rating={
                    ratingSettled
                      ? (ratingOf(ratings.data, listing.vin) ?? {
                          status: 'unrated',
                          reason: 'too-few',
                          comparables: 0,
                        })
                      : undefined
                  }
                  ratingFailed={ratings.isError}
                  selected={listing.vin === selectedVin}
                  prefetch={prefetchVehicle}
                />
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

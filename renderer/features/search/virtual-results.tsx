import { useMemo, useRef, useState } from 'react';
import type { LatLon } from '../../../shared/domain/distance';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';
import type { NextPagePrefetch } from './next-page-query';
import { ResultRow } from './result-row';
import { ResultsHead } from './results-head';
import { ratingGroupsOf } from './rating-groups';
import { recallResultsPosition } from './results-position';
import { isNearEnd, useNextPagePrefetch } from './use-next-page-prefetch';
import { useRestoredFocus } from './use-restored-focus';
import { useResultRatings } from './use-result-ratings';
import { useResultsScrollMemory } from './use-results-scroll-memory';
import { useResultsSelection } from './use-results-selection';
import { useResultsVirtualizer } from './use-results-virtualizer';
import { useRowKeys } from './use-row-keys';
import { useSeenGroups } from './use-seen-groups';
import { useVehiclePrefetch } from './use-vehicle-prefetch';
import { usePriceDrops } from './use-price-drops';

export interface VirtualResultsProps {
  listings: readonly ListingSummary[];
  busy: boolean;
  origin: LatLon | null;
  nextPage?: NextPagePrefetch | null;
  /** When the page's search answer reached the window; undefined while it runs (use-price-drops.ts). */
  answeredAt?: number;
}

/** The rows of one page of results (results-list.tsx says how they behave). */
export function VirtualResults({ listings, busy, origin, nextPage = null, answeredAt }: VirtualResultsProps) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const key = useMemo(() => listings.map((listing) => listing.vin).join(','), [listings]);
  const [restored] = useState(() => recallResultsPosition(key));
  const groups = useMemo(() => ratingGroupsOf(listings), [listings]);
  const virtualizer = useResultsVirtualizer(listings, scrollRef, restored);
  // Ratings of the makes and models in view only: each costs a listings call (docs/real-service.md row 26).
  const ratings = useResultRatings(groups, useSeenGroups(key, groups.keyAt, virtualizer));
  const virtualItems = virtualizer.getVirtualItems();
  // The rows in view, not the overscan drawn past them: "near the end" is what the person sees.
  const lastVisible = virtualizer.range?.endIndex ?? -1;
  useNextPagePrefetch(nextPage, isNearEnd(lastVisible, listings.length));
  const dropOf = usePriceDrops(listings, answeredAt);
  const prefetchVehicle = useVehiclePrefetch();
  const { selectedVin, select } = useResultsSelection(key, listings, restored, virtualizer);
  useResultsScrollMemory(scrollRef, key, restored, virtualizer);
  useRestoredFocus(scrollRef, listings, restored?.selectedVin ?? null);
  const onKeyDown = useRowKeys(scrollRef, listings.length, virtualizer);

  return (
    <div className="results" aria-busy={busy}>
      <ResultsHead />
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
                  rating={ratings.ratingFor(listing)}
                  ratingFailed={ratings.failedFor(listing)}
                  drop={dropOf(listing)}
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

import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef, type KeyboardEvent } from 'react';
import type { LatLon } from '../../../shared/domain/distance';
import type { Listing } from '../../../shared/schemas/listing-schema';
import { ResultRow } from './result-row';

const ROW_HEIGHT = 84;

/**
 * The page's listings as a virtualized list: 500 rows render only what is in view.
 * Up and Down move between results, Home and End jump, Enter opens the vehicle.
 */
export function ResultsList({
  listings,
  busy,
  origin,
}: {
  listings: readonly Listing[];
  busy: boolean;
  origin: LatLon | null;
}) {
  const scrollRef = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: listings.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => ROW_HEIGHT,
    overscan: 8,
  });

  function focusRow(index: number) {
    const clamped = Math.max(0, Math.min(listings.length - 1, index));
    virtualizer.scrollToIndex(clamped);
    // The row may only exist after the scroll renders it.
    requestAnimationFrame(() =>
      scrollRef.current?.querySelector<HTMLAnchorElement>(`[data-index="${clamped}"] [data-result-link]`)?.focus(),
    );
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row) return;
    const index = Number(row.dataset.index);
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
        <span>Price</span>
        <span>Miles</span>
        <span>Distance</span>
        <span>On market</span>
      </div>
      {/* Arrow keys move between result links, like rows of a grid. */}
      {/* eslint-disable-next-line jsx-a11y/no-static-element-interactions */}
      <div ref={scrollRef} className={`results__scroll${busy ? ' results__scroll--busy' : ''}`} onKeyDown={onKeyDown}>
        <ul className="results__list" aria-label="Listings" style={{ height: virtualizer.getTotalSize() }}>
          {virtualizer.getVirtualItems().map((item) => (
            <li
              key={listings[item.index]!.vin}
              className="results__item"
              style={{ transform: `translateY(${item.start}px)`, height: item.size }}
              aria-setsize={listings.length}
              aria-posinset={item.index + 1}
            >
              <ResultRow listing={listings[item.index]!} index={item.index} origin={origin} />
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}

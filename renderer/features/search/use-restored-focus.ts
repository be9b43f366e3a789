import { useEffect, useRef, type RefObject } from 'react';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';

/** Back: the row that was selected gets focus again once the virtualizer has drawn it. */
export function useRestoredFocus(
  scrollRef: RefObject<HTMLDivElement | null>,
  listings: readonly ListingSummary[],
  /** The row selected when the list was left (Back), or null. */
  restoredVin: string | null,
): void {
  const pendingFocus = useRef<string | null>(restoredVin);
  // Runs after every render: the row may be drawn only by a later one.
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
}

import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import type { RefObject } from 'react';
import type { ListingSummary } from '../../../shared/schemas/listing-summary';
import type { ResultsPosition } from './results-position';

/** A first guess; each row is measured once drawn, since a long name wraps to two lines. */
const ROW_ESTIMATE = 94;

export type ResultsVirtualizer = Virtualizer<HTMLDivElement, Element>;

/** The results' virtualizer, starting where Back left the list (`restored`) when there is one. */
export function useResultsVirtualizer(
  listings: readonly ListingSummary[],
  scrollRef: RefObject<HTMLDivElement | null>,
  restored: ResultsPosition | null,
): ResultsVirtualizer {
  return useVirtualizer({
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
    // twice in one task (README.md, "Benchmarks": no task over 100 ms).
    initialRect: { width: 0, height: window.innerHeight },
    initialOffset: restored?.listTop ?? 0,
    ...(restored ? { initialMeasurementsCache: restored.measured } : {}),
  });
}

// Hover or keyboard focus that rests on a result row for a moment says "I may open this":
// the VIN page's data is fetched then, so it paints from cache when the row is opened. The
// dwell keeps a mouse sweeping across the list (or a held arrow key) from asking for every
// row it passes: each row it leaves before the dwell asks for nothing.
import { useEffect, useRef, type FocusEvent } from 'react';

/** Long enough that passing over a row is not resting on it, short enough to beat a click. */
const PREFETCH_DWELL_MS = 150;

interface RowPrefetchHandlers {
  onMouseEnter: () => void;
  onMouseLeave: () => void;
  onFocus: () => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/** Handlers for a row's element: `prefetch(vin)` runs once the pointer or focus has rested on it for the dwell. */
export function useRowPrefetch(vin: string, prefetch: (vin: string) => void): RowPrefetchHandlers {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const hovered = useRef(false);
  const focused = useRef(false);
  // Once a row's data was asked for, resting on it again asks for nothing more.
  const prefetched = useRef<string | null>(null);
  const latest = useRef({ vin, prefetch });
  latest.current = { vin, prefetch };

  function cancel() {
    if (timer.current !== null) clearTimeout(timer.current);
    timer.current = null;
  }
  function update() {
    const resting = hovered.current || focused.current;
    if (!resting) return cancel();
    if (timer.current !== null || prefetched.current === latest.current.vin) return;
    timer.current = setTimeout(() => {
      timer.current = null;
      prefetched.current = latest.current.vin;
      latest.current.prefetch(latest.current.vin);
    }, PREFETCH_DWELL_MS);
  }

  // A row scrolled out of the virtualized list unmounts: its pending prefetch goes with it.
  useEffect(() => cancel, []);

  return {
    onMouseEnter: () => {
      hovered.current = true;
      update();
    },
    onMouseLeave: () => {
      hovered.current = false;
      update();
    },
    onFocus: () => {
      focused.current = true;
      update();
    },
    onBlur: (event) => {
      // Focus moving between the row's own controls (its link, its deal badge) has not left it.
      if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
      focused.current = false;
      update();
    },
  };
}

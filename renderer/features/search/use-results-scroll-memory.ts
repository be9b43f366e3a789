import { useEffect, useLayoutEffect, type RefObject } from 'react';
import { updateResultsPosition, type ResultsPosition } from './results-position';
import type { ResultsVirtualizer } from './use-results-virtualizer';

/** The element that scrolls the screen (the shell's content area). */
function scrollParentOf(element: HTMLElement | null): HTMLElement | null {
  return element?.closest<HTMLElement>('.content') ?? null;
}

/** Both scroll positions of the results and their rows' measures: restored on Back, kept as they change. */
export function useResultsScrollMemory(
  scrollRef: RefObject<HTMLDivElement | null>,
  key: string,
  restored: ResultsPosition | null,
  virtualizer: ResultsVirtualizer,
): void {
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
  }, [key, restored, scrollRef]);

  // Where the list was scrolled to and its rows' measured heights, for Back, taken once as the
  // list goes (its element is still in the page then). Taken at every scroll event, reading the
  // offset laid out the rows just drawn at once and the snapshot copied every row's measure:
  // a large part of each step of a scroll (README.md, "Benchmarks").
  useLayoutEffect(() => {
    const list = scrollRef.current;
    return () => updateResultsPosition(key, { listTop: list?.scrollTop ?? 0, measured: virtualizer.takeSnapshot() });
  }, [key, virtualizer, scrollRef]);
}

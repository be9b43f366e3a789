import { useRef, type KeyboardEvent, type RefObject } from 'react';
import type { ResultsVirtualizer } from './use-results-virtualizer';

/** Up and Down move between result links like rows of a grid; Home, End, Page Up and Page Down jump. */
export function useRowKeys(
  scrollRef: RefObject<HTMLDivElement | null>,
  count: number,
  virtualizer: ResultsVirtualizer,
): (event: KeyboardEvent<HTMLDivElement>) => void {
  /** The row a key press moved to that the virtualizer has yet to draw: the next press moves on from it. */
  const movingTo = useRef<number | null>(null);

  function focusRow(index: number) {
    const clamped = Math.max(0, Math.min(count - 1, index));
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

  return (event) => {
    const row = (event.target as HTMLElement).closest<HTMLElement>('[data-index]');
    if (!row) return;
    const index = movingTo.current ?? Number(row.dataset.index);
    const target = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: count - 1,
      PageDown: index + 8,
      PageUp: index - 8,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    focusRow(target);
  };
}

import { useLayoutEffect, useState } from 'react';
import type { ResultsVirtualizer } from './use-results-virtualizer';

interface Seen {
  page: string;
  groups: ReadonlySet<string>;
}

const NONE: ReadonlySet<string> = new Set();

/**
 * The groups (rating-groups.ts) with a row that has been in view on this page, growing as
 * the person scrolls and never shrinking, so a rating once shown stays when they scroll back.
 * Starts over when the page of listings (`page`, its VINs) changes.
 */
export function useSeenGroups(page: string, keyAt: readonly string[], virtualizer: ResultsVirtualizer) {
  const [seen, setSeen] = useState<Seen>({ page, groups: NONE });
  const groups = seen.page === page ? seen.groups : NONE;
  const drawn = virtualizer.range;
  // After the virtualizer's own layout effect (called before this hook), which measures the
  // list box: the range read then is the rows really in view, not the first render's guess
  // from the window's height, which would ask for rows the person never sees. Before paint,
  // so a row whose rating is cached shows it at once. It runs again whenever the drawn range
  // moves, and reads the range live, since the measure may have moved it after the render.
  useLayoutEffect(() => {
    const range = virtualizer.calculateRange();
    if (!range) return;
    let added: Set<string> | null = null;
    for (let index = range.startIndex; index <= range.endIndex; index += 1) {
      const key = keyAt[index];
      if (key === undefined || groups.has(key) || added?.has(key)) continue;
      added ??= new Set(groups);
      added.add(key);
    }
    if (added) setSeen({ page, groups: added });
  }, [virtualizer, drawn?.startIndex, drawn?.endIndex, keyAt, groups, page]);
  return groups;
}

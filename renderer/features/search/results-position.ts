// Where the person was in the results when they left them: both scroll positions, the
// row they had selected and the rows' measured heights (without those the list would
// place its rows at an estimated height and land elsewhere), so Back from a vehicle
// returns to exactly that place. Kept in memory only: a restart starts at the top.
import type { VirtualItem } from '@tanstack/react-virtual';

export interface ResultsPosition {
  /** The page of results it belongs to (its VINs in order): another page starts at the top. */
  key: string;
  /** The results list's own scroll offset. */
  listTop: number;
  /** The screen's scroll offset (the content area scrolls, not the window). */
  pageTop: number;
  selectedVin: string | null;
  /** The virtualizer's measured rows, for its initialMeasurementsCache. */
  measured: VirtualItem[];
}

let remembered: ResultsPosition | null = null;

export function updateResultsPosition(key: string, change: Partial<Omit<ResultsPosition, 'key'>>): void {
  const base = remembered?.key === key ? remembered : { key, listTop: 0, pageTop: 0, selectedVin: null, measured: [] };
  remembered = { ...base, ...change };
}

export function recallResultsPosition(key: string): ResultsPosition | null {
  return remembered?.key === key ? remembered : null;
}

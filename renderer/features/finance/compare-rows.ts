import type { TcoCategory } from './tco-rows';

export interface CompareCell {
  /** Shown in the table. */
  text: string;
  /** Compared for "only differences"; null when unknown. */
  value: number | string | null;
}

export interface CompareRow {
  label: string;
  cells: CompareCell[];
  category?: TcoCategory;
}

/** A row differs when two of its known values are not equal; unknown values never count as a difference. */
export function rowDiffers(row: CompareRow): boolean {
  const known = row.cells.map((cell) => cell.value).filter((value) => value !== null);
  return new Set(known).size > 1;
}

/** Index of the lowest numeric value, to mark the best figure in a cost row. */
export function lowestIndex(row: CompareRow): number | null {
  let best: number | null = null;
  row.cells.forEach((cell, index) => {
    if (typeof cell.value !== 'number') return;
    if (best === null || cell.value < (row.cells[best]!.value as number)) best = index;
  });
  return best;
}

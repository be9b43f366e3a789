import { openRecallCount, openRecallCountWords, RECALL_LEVELS } from '../../../shared/recalls/recall-severity';
import type { TcoCategory } from './tco-rows';

export interface CompareCell {
  /** Shown in the table. */
  text: string;
  /** Compared for "only differences"; null when unknown. */
  value: number | string | null;
  /** Shown as a status badge in this tone instead of plain text. */
  tone?: 'danger' | 'warning' | 'accent' | 'success' | 'neutral';
}

export interface CompareRow {
  label: string;
  cells: CompareCell[];
  category?: TcoCategory;
  /** false for rows where the lowest value is not the best one (miles, recalls, trim). */
  ranked?: boolean;
}

/** What is known of one vehicle's open recalls, as the screen has it. */
export type RecallEvidence =
  | { state: 'locked'; planRequired: string }
  | { state: 'loading' }
  | { state: 'failed' }
  | {
      state: 'known';
      openRecalls: number;
      openItems: number;
      /** Open recalls that say the car must not be driven, and that it must be parked outside. */
      parkIt: number;
      parkOutside: number;
    };

/**
 * The open-recall flag of one vehicle, the most urgent words first: "Do not drive · 2 open",
 * "Park outside · 1 open", else the count ("2 open recalls"). The count is the larger of the service's count
 * and the open records it listed, so a recall listed as open is flagged even when the
 * count or its status says otherwise; an open recall is never green. The tone is the
 * level's own (recall-severity.ts), as on the vehicle page's banners: red for do not
 * drive, amber for park outside. Where the plan has no open-recall check, it says so and
 * names the plan instead of staying blank.
 */
export function openRecallCell(evidence: RecallEvidence): CompareCell {
  switch (evidence.state) {
    case 'locked':
      return { text: `Not checked (needs ${evidence.planRequired} plan)`, value: null, tone: 'neutral' };
    case 'loading':
      return { text: 'Checking…', value: null };
    case 'failed':
      return { text: 'Could not check', value: null, tone: 'neutral' };
    case 'known': {
      const count = openRecallCount(evidence.openRecalls, evidence.openItems);
      // "None open" fits the narrow compare column better than "No open recalls".
      if (count === 0) return { text: 'None open', value: 0, tone: 'success' };
      const flags = [
        evidence.parkIt > 0 ? RECALL_LEVELS['park-it'] : null,
        evidence.parkOutside > 0 ? RECALL_LEVELS['park-outside'] : null,
      ].filter((level) => level !== null);
      const text =
        flags.length > 0
          ? [...flags.map((level) => level.label), `${count} open`].join(' · ')
          : openRecallCountWords(count).label;
      // "Only differences" compares the words, so two cars with the same count but not the same flags differ.
      return { text, value: text, tone: flags[0]?.tone ?? RECALL_LEVELS.open.tone };
    }
  }
}

/** A vehicle's name split where a line may break: between year, make and model, never inside one ("CR-V"). */
export function nameParts(vehicle: { year?: number | string; make?: string; model?: string } | undefined): string[] {
  if (!vehicle) return [];
  return [vehicle.year, vehicle.make, vehicle.model]
    .filter((part) => part !== undefined && part !== '')
    .map((part) => String(part));
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

import type { SweepStatus } from '../../../shared/ipc/sweep-channels';
import {
  openRecallWords,
  parkItWords,
  parkOutsideWords,
  recordWords,
  VERDICT_WORDS,
} from '../../../shared/lot/sweep-words';
import { toGuardedCsv } from '../../platform/csv/csv-cell-guard';

/** The export's columns, headed in words a spreadsheet user reads; no internal codes. */
const SWEEP_CSV_COLUMNS = [
  'VIN',
  'Stock number',
  'Year',
  'Make',
  'Model',
  'Status',
  'Open recalls',
  'Recalls on record',
  'Park it',
  'Park outside',
  'Campaigns',
  'Note',
] as const;

/**
 * The sweep as CSV, most urgent first. Stock numbers come from the user's file and campaign
 * numbers, names and error text from the service, so every cell goes through the shared
 * formula guard; the year stays a number.
 */
export function sweepCsv(status: Pick<SweepStatus, 'endpoint' | 'results'>): string {
  return toGuardedCsv(
    SWEEP_CSV_COLUMNS,
    status.results.map((result) => ({
      VIN: result.vin,
      'Stock number': result.stock ?? '',
      Year: result.year ?? '',
      Make: result.make ?? '',
      Model: result.model ?? '',
      Status: VERDICT_WORDS[result.verdict],
      'Open recalls': openRecallWords(result, status.endpoint),
      'Recalls on record': recordWords(result),
      'Park it': parkItWords(result, status.endpoint),
      'Park outside': parkOutsideWords(result, status.endpoint),
      Campaigns: result.campaigns.join(' '),
      Note: result.error ?? '',
    })),
  );
}

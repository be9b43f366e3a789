import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';

/** What `npm run mutate:sample` (scripts/mutation-sample.mts) leaves beside the reports. */
export const sampleSummarySchema = z.object({
  parts: z.array(z.string()),
  population: z.number().int().nonnegative(),
  sampled: z.number().int().nonnegative(),
  detected: z.number().int().nonnegative(),
  undetected: z.number().int().nonnegative(),
  missing: z.number().int().nonnegative(),
  low: z.number().min(0).max(1),
  high: z.number().min(0).max(1),
  complete: z.boolean(),
});
export type SampleSummary = z.infer<typeof sampleSummarySchema>;

const count = z.number().int().nonnegative();

/**
 * The last measured scores, committed as docs/mutation-scores.json (docs/mutation-testing.md,
 * "Recorded scores"): each scope's counts as its last full report gave them, how many of a
 * part's mutants had no result then, the sample's summary, and the commit they were measured on.
 */
const recordSchema = z.object({
  commit: z.string().min(1),
  scopes: z.record(z.string(), z.object({ detected: count, undetected: count, withoutResult: count.optional() })),
  sample: sampleSummarySchema.optional(),
});
export type MutationRecord = z.infer<typeof recordSchema>;

/** The record, none when the file is absent, or why it cannot be read. */
export function readMutationRecord(file: string): { record: MutationRecord | null } | { problem: string } {
  if (!existsSync(file)) return { record: null };
  try {
    return { record: recordSchema.parse(JSON.parse(readFileSync(file, 'utf8'))) };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problem: `unreadable record ${file}: ${reason}` };
  }
}

/** How a row says its numbers are the record's, not a fresh run's. */
export const recordedOn = (record: MutationRecord) => `recorded on commit ${record.commit}`;

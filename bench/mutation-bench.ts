import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { BenchRow } from './bench-row';

const REPORT_DIR = resolve(__dirname, '..', 'test-results', 'mutation');
const TARGET_PERCENT = 85;

/** The scopes `npm run mutate` knows (stryker.config.mjs), each with its report's file name. */
const SCOPES = [
  { scope: 'shared', measure: 'mutation score, shared/ (npm run mutate)' },
  { scope: 'service', measure: 'mutation score, electron/service/ (npm run mutate)' },
] as const;

// Only what the score needs from the mutation-testing-report-schema JSON: each file's
// mutants and their status. The rest of the report (locations, tests) is left alone.
const reportSchema = z.object({
  files: z.record(z.string(), z.object({ mutants: z.array(z.object({ status: z.string() })) })),
});

export interface MutationCounts {
  detected: number;
  undetected: number;
}

/**
 * Stryker's own definition of the score: killed and timed-out mutants are detected,
 * survivors and mutants no test reaches are not; compile and runtime errors and ignored
 * mutants are not valid mutants and count neither way.
 */
export function countMutants(report: unknown): MutationCounts {
  const { files } = reportSchema.parse(report);
  const counts: MutationCounts = { detected: 0, undetected: 0 };
  for (const file of Object.values(files)) {
    for (const { status } of file.mutants) {
      if (status === 'Killed' || status === 'Timeout') counts.detected += 1;
      else if (status === 'Survived' || status === 'NoCoverage') counts.undetected += 1;
    }
  }
  return counts;
}

function scopeRow(reportDir: string, scope: string, measure: string): BenchRow {
  const target = `≥ ${TARGET_PERCENT}%`;
  const file = join(reportDir, `${scope}.json`);
  if (!existsSync(file)) return { measure, target, result: 'not measured: run npm run mutate', pass: false };
  let counts: MutationCounts;
  try {
    counts = countMutants(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { measure, target, result: `unreadable report ${file}: ${reason}`, pass: false };
  }
  const valid = counts.detected + counts.undetected;
  if (valid === 0) return { measure, target, result: 'no mutants in the report: run npm run mutate', pass: false };
  const percent = (counts.detected / valid) * 100;
  return {
    measure,
    target,
    result: `${percent.toFixed(1)}% (${counts.detected} of ${valid} mutants detected)`,
    pass: percent >= TARGET_PERCENT,
  };
}

/** One row per `npm run mutate` scope, from the JSON reports the last run left behind. */
export function runMutationBench(reportDir: string = REPORT_DIR): BenchRow[] {
  return SCOPES.map(({ scope, measure }) => scopeRow(reportDir, scope, measure));
}

import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import type { BenchRow } from './bench-row';

const REPORT_DIR = resolve(__dirname, '..', 'test-results', 'mutation');
/** The scopes `npm run mutate` knows (stryker.config.mjs), each with its report's file name and target (issue 16). */
const SCOPES = [
  { scope: 'shared', measure: 'mutation score, shared/ (npm run mutate)', targetPercent: 85 },
  { scope: 'service', measure: 'mutation score, electron/service/ (npm run mutate)', targetPercent: 85 },
  { scope: 'electron', measure: 'mutation score, all of electron/ (npm run mutate electron)', targetPercent: 70 },
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

function scopeRow(reportDir: string, scope: string, measure: string, targetPercent: number): BenchRow {
  const target = `≥ ${targetPercent}%`;
  const file = join(reportDir, `${scope}.json`);
  if (!existsSync(file)) return { measure, target, result: `not measured: run npm run mutate ${scope}`, pass: false };
  let counts: MutationCounts;
  try {
    counts = countMutants(JSON.parse(readFileSync(file, 'utf8')));
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { measure, target, result: `unreadable report ${file}: ${reason}`, pass: false };
  }
  const valid = counts.detected + counts.undetected;
  if (valid === 0)
    return { measure, target, result: `no mutants in the report: run npm run mutate ${scope}`, pass: false };
  const percent = (counts.detected / valid) * 100;
  return {
    measure,
    target,
    result: `${percent.toFixed(1)}% (${counts.detected} of ${valid} mutants detected)`,
    pass: percent >= targetPercent,
  };
}

/** One row per `npm run mutate` scope, from the JSON reports the last run left behind. */
export function runMutationBench(reportDir: string = REPORT_DIR): BenchRow[] {
  return SCOPES.map(({ scope, measure, targetPercent }) => scopeRow(reportDir, scope, measure, targetPercent));
}

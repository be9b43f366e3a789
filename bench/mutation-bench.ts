import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { z } from 'zod';
import type { BenchRow } from './bench-row';
import {
  readMutationRecord,
  recordedOn,
  sampleSummarySchema,
  type MutationRecord,
  type SampleSummary,
} from './mutation-record';

const REPORT_DIR = resolve(__dirname, '..', 'test-results', 'mutation');
const ROOT = resolve(__dirname, '..');
/**
 * The last measured scores, committed (docs/mutation-testing.md, "Recorded scores"): read
 * for a scope whose report the last run did not leave here, as in a fresh clone.
 */
const RECORD_FILE = join(ROOT, 'docs', 'mutation-scores.json');
/** The folder scores `npm run mutate` reports, with their targets (docs/mutation-testing.md, "Targets"). */
const FOLDERS = [
  { scope: 'shared', measure: 'mutation score, shared/ (npm run mutate)', targetPercent: 85 },
  { scope: 'service', measure: 'mutation score, electron/service/ (npm run mutate)', targetPercent: 85 },
] as const;
const ELECTRON = {
  measure: 'mutation score, all of electron/ (npm run mutate electron)',
  targetPercent: 70,
} as const;
/** All of electron/, as the parts scripts/mutation-scopes.json names: each part its own report. */
export type ElectronParts = Readonly<Record<string, readonly string[]>>;
const scopesSchema = z.object({ electron: z.record(z.string(), z.array(z.string())) });
const readElectronParts = (): ElectronParts =>
  scopesSchema.parse(JSON.parse(readFileSync(join(ROOT, 'scripts', 'mutation-scopes.json'), 'utf8'))).electron;

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

/**
 * A scope's counts: from the last run's report, with how many mutants it holds a result for
 * at all (ignored ones too), or from the record, with how many had no result when it was made.
 */
type ReportRead =
  | { counts: MutationCounts; source: 'report'; resulted: number }
  | { counts: MutationCounts; source: 'record'; withoutResult: number }
  | { problem: string };

/** Where the counts are read from: the last run's reports, else the committed record. */
interface MutationSources {
  reportDir: string;
  record: { record: MutationRecord | null } | { problem: string };
}

function readReport({ reportDir, record }: MutationSources, scope: string): ReportRead {
  const file = join(reportDir, `${scope}.json`);
  if (!existsSync(file)) {
    if ('problem' in record) return record;
    const recorded = record.record?.scopes[scope];
    if (!recorded) return { problem: `not measured: run npm run mutate ${scope}` };
    const { detected, undetected, withoutResult = 0 } = recorded;
    return { counts: { detected, undetected }, source: 'record', withoutResult };
  }
  try {
    const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
    const resulted = Object.values(reportSchema.parse(report).files).reduce(
      (sum, file) => sum + file.mutants.length,
      0,
    );
    return { counts: countMutants(report), source: 'report', resulted };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problem: `unreadable report ${file}: ${reason}` };
  }
}

/** The record's commit, for a row all of whose numbers come from it; else which of them do. */
function recordNote(from: MutationSources, recordedNames: readonly string[], allNames: readonly string[]): string {
  if (recordedNames.length === 0 || !('record' in from.record) || !from.record.record) return '';
  const on = recordedOn(from.record.record);
  return recordedNames.length === allNames.length ? on : `${recordedNames.join(', ')} ${on}`;
}

function scoreRow(measure: string, targetPercent: number, counts: MutationCounts, rerun: string): BenchRow {
  const target = `≥ ${targetPercent}%`;
  const valid = counts.detected + counts.undetected;
  if (valid === 0)
    return { measure, target, result: `no mutants in the report: run npm run mutate ${rerun}`, pass: false };
  const percent = (counts.detected / valid) * 100;
  return {
    measure,
    target,
    result: `${percent.toFixed(1)}% (${counts.detected} of ${valid} mutants detected)`,
    pass: percent >= targetPercent,
  };
}

function folderRow(from: MutationSources, scope: string, measure: string, targetPercent: number): BenchRow {
  const read = readReport(from, scope);
  if ('problem' in read) return { measure, target: `≥ ${targetPercent}%`, result: read.problem, pass: false };
  const row = scoreRow(measure, targetPercent, read.counts, scope);
  const note = read.source === 'record' ? recordNote(from, [scope], [scope]) : '';
  return note ? { ...row, result: `${row.result}, ${note}` } : row;
}

/** Whether a source file belongs to a part's path: a folder, a file, or a folder's `*.ts`. */
function inPath(file: string, path: string): boolean {
  if (path.endsWith('/*.ts')) return dirname(file) === path.slice(0, -'/*.ts'.length);
  if (path.endsWith('.ts')) return file === path;
  return file.startsWith(`${path}/`);
}

/** electron/'s source files (tests and test support aside), relative to the repo. */
function electronSources(root: string): string[] {
  return readdirSync(join(root, 'electron'), { recursive: true, encoding: 'utf8' })
    .map((name) =>
      relative(root, join(root, 'electron', name))
        .split('\\')
        .join('/'),
    )
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !file.endsWith('.d.ts'))
    .filter((file) => !file.split('/').includes('test-support'));
}

const SAMPLE_MEASURE =
  'mutation score, sandbox/ (about 9,300 mutants), estimated from a random sample (npm run mutate:sample)';

type SampleRead = { summary: SampleSummary; source: 'report' | 'record' } | { problem: string };

function readSample({ reportDir, record }: MutationSources): SampleRead {
  const file = join(reportDir, 'sample-summary.json');
  if (!existsSync(file)) {
    if ('problem' in record) return record;
    const recorded = record.record?.sample;
    return recorded ? { summary: recorded, source: 'record' } : { problem: 'not measured: run npm run mutate:sample' };
  }
  try {
    return { summary: sampleSummarySchema.parse(JSON.parse(readFileSync(file, 'utf8'))), source: 'report' };
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return { problem: `unreadable summary ${file}: ${reason}` };
  }
}

const percentOf = (fraction: number) => `${(fraction * 100).toFixed(1)}%`;

/**
 * The score of all of electron/ when the sandbox's parts are known only from the sample:
 * the measured parts' mutants as counted, plus the sandbox's valid mutants (its population
 * times the sample's share of valid ones) at the sample's score, and at each end of its
 * interval for the folder's. Reported as an estimate; it passes on its central value.
 */
function electronEstimateRow(
  measured: MutationCounts,
  sample: SampleSummary,
  unsampled: readonly string[],
  unresulted: number,
  note: string,
): BenchRow {
  const { measure, targetPercent } = ELECTRON;
  const target = `≥ ${targetPercent}%`;
  const valid = sample.detected + sample.undetected;
  const judged = sample.sampled - sample.missing;
  if (unsampled.length > 0 || valid === 0 || !sample.complete)
    return {
      measure,
      target,
      result: `not measured: run npm run mutate ${unsampled.join(' ')}${unsampled.length > 0 ? '' : ':sample'}`.trim(),
      pass: false,
    };
  const sandboxValid = (sample.population * valid) / judged;
  const folderAt = (score: number, unknown = 0) =>
    (measured.detected + sandboxValid * score) / (measured.detected + measured.undetected + unknown + sandboxValid);
  const score = sample.detected / valid;
  const estimate = folderAt(score);
  const parts = measured.detected + measured.undetected;
  // A stopped run leaves mutants of a measured part without a result; at worst none of them is detected.
  const unknown =
    unresulted > 0
      ? `; ${unresulted} mutants of the measured parts without a result yet (≥ ${percentOf(folderAt(score, unresulted))} were none of them detected)`
      : '';
  return {
    measure,
    target,
    result:
      `≈ ${percentOf(estimate)} estimated (95% interval ${percentOf(folderAt(sample.low))}–${percentOf(folderAt(sample.high))}): ` +
      `the measured parts ${measured.detected} of ${parts} detected, the sandbox's ≈ ${Math.round(sandboxValid)} valid mutants ` +
      `at its sample's ${percentOf(score)}${unknown}${note ? `; ${note}` : ''}`,
    pass: estimate >= targetPercent / 100,
  };
}

/**
 * All of electron/: the parts' reports added up, mutant by mutant, so the score is the
 * folder's, not an average of the parts'. Fails, naming them, while a part is not measured
 * (unless the sample covers it: then an estimate) or a source file is in no part (a new
 * folder nobody added to mutation-scopes.json).
 */
function electronRow(
  from: MutationSources,
  parts: ElectronParts,
  sources: readonly string[],
  mutantsByPart: Readonly<Record<string, number>>,
): BenchRow {
  const { measure, targetPercent } = ELECTRON;
  const target = `≥ ${targetPercent}%`;
  const outside = sources.filter((file) => !Object.values(parts).some((paths) => paths.some((p) => inPath(file, p))));
  if (outside.length > 0) {
    const shown = outside.slice(0, 3).join(', ') + (outside.length > 3 ? ` and ${outside.length - 3} more` : '');
    return { measure, target, result: `in no part of scripts/mutation-scopes.json: ${shown}`, pass: false };
  }
  const total: MutationCounts = { detected: 0, undetected: 0 };
  const missing: string[] = [];
  const measuredParts: string[] = [];
  const recordedParts: string[] = [];
  let unresulted = 0;
  for (const part of Object.keys(parts)) {
    const read = readReport(from, part);
    if ('problem' in read) {
      missing.push(part);
      continue;
    }
    measuredParts.push(part);
    total.detected += read.counts.detected;
    total.undetected += read.counts.undetected;
    if (read.source === 'report') unresulted += Math.max(0, (mutantsByPart[part] ?? 0) - read.resulted);
    else {
      // The record's own count: the parts' files have moved or changed since, so today's listing would not match.
      unresulted += read.withoutResult;
      recordedParts.push(part);
    }
  }
  if (missing.length === 0) {
    const row = scoreRow(measure, targetPercent, total, 'electron');
    const unknown = unresulted > 0 ? `; ${unresulted} mutants without a result yet` : '';
    const note = recordNote(from, recordedParts, measuredParts);
    return { ...row, result: `${row.result}${unknown}${note ? `; ${note}` : ''}` };
  }
  const sample = readSample(from);
  // Only when every sampled part lacks a full report: a measured one would count twice.
  if ('summary' in sample && sample.summary.parts.every((part) => missing.includes(part))) {
    const fromRecord = [...recordedParts, ...(sample.source === 'record' ? ['the sample'] : [])];
    return electronEstimateRow(
      total,
      sample.summary,
      missing.filter((part) => !sample.summary.parts.includes(part)),
      unresulted,
      recordNote(from, fromRecord, [...measuredParts, 'the sample']),
    );
  }
  const measured = Object.keys(parts).length - missing.length;
  const sofar = total.detected + total.undetected;
  const partial = sofar > 0 ? `; ${measured} part(s) measured: ${((total.detected / sofar) * 100).toFixed(1)}%` : '';
  return {
    measure,
    target,
    result: `not measured: run npm run mutate ${missing.join(' ')}${partial}`,
    pass: false,
  };
}

/**
 * The sandbox's parts, too many mutants for a full run on two cores, as a sample's estimate
 * with its 95% interval. Reported, not held to a target of its own: it feeds the estimate
 * of all of electron/.
 */
function sampleRow(from: MutationSources): BenchRow {
  const measure = SAMPLE_MEASURE;
  const target = 'reported';
  const read = readSample(from);
  if ('problem' in read) return { measure, target, result: read.problem, pass: false };
  const { summary } = read;
  const valid = summary.detected + summary.undetected;
  if (valid === 0)
    return { measure, target, result: 'no sampled mutant has a result: run npm run mutate:sample', pass: false };
  const unfinished = summary.complete ? '' : `; ${summary.missing} sampled without a result yet`;
  const note = read.source === 'record' ? recordNote(from, ['the sample'], ['the sample']) : '';
  return {
    measure,
    target,
    result:
      `${percentOf(summary.detected / valid)} (95% interval ${percentOf(summary.low)}–${percentOf(summary.high)}; ` +
      `${summary.detected} of ${valid} valid mutants detected, ${summary.sampled} sampled of ${summary.population}${unfinished})` +
      (note ? `, ${note}` : ''),
    pass: summary.complete,
  };
}

/**
 * One row per folder target, from the JSON reports the last runs left behind (or, where a
 * run left none here, the committed record of the last measured scores, saying so):
 * shared/, electron/service/, and all of electron/ added up from its parts; and the
 * sandbox's sampled estimate.
 */
export function runMutationBench(
  reportDir: string = REPORT_DIR,
  parts: ElectronParts = readElectronParts(),
  sources: readonly string[] = electronSources(ROOT),
  recordFile: string = RECORD_FILE,
  mutantsByPart: Readonly<Record<string, number>> = {},
): BenchRow[] {
  const from: MutationSources = { reportDir, record: readMutationRecord(recordFile) };
  return [
    ...FOLDERS.map(({ scope, measure, targetPercent }) => folderRow(from, scope, measure, targetPercent)),
    electronRow(from, parts, sources, mutantsByPart),
    sampleRow(from),
  ];
}

/**
 * The bench's rows, with each part's mutants counted by Stryker's instrumenter (seconds,
 * no test run), so a part whose run was stopped says how many of its mutants have no result.
 */
export async function measureMutationBench(): Promise<BenchRow[]> {
  const parts = readElectronParts();
  // An ES module (its instrumenter's dependencies are), so loaded as one.
  const { listMutants } = await import('../scripts/mutation-listing.mjs');
  const mutants = await listMutants(ROOT, parts, Object.keys(parts));
  const mutantsByPart: Record<string, number> = {};
  for (const { part } of mutants) mutantsByPart[part] = (mutantsByPart[part] ?? 0) + 1;
  return runMutationBench(REPORT_DIR, parts, electronSources(ROOT), RECORD_FILE, mutantsByPart);
}

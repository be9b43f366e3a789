// `npm run mutate:sample [size] [part…]`: an estimate of the mutation score of parts of
// electron/ that a full run cannot cover on two cores (the sandbox's three parts: about
// 9,300 mutants, many hours). Every mutant of the parts is listed by Stryker's own
// instrumenter; a random sample of them (a fixed seed, so a re-run continues the same
// sample from its incremental file) is run by Stryker like any part, and the score of the
// sample is reported with its 95% interval (Wilson's). Defaults: 150 mutants of the parts
// never run in full (sandbox-data, sandbox-http, sandbox-domain). `--list` only counts them.
// The summary goes to test-results/mutation/sample-summary.json, which `npm run bench` reads.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { listMutants, type Listed } from './mutation-listing.mjs';
import scopes from './mutation-scopes.json' with { type: 'json' };
import { sampleOf, wilsonInterval } from './mutation-sample-math';

const root = resolve(import.meta.dirname, '..');
const DEFAULT_SIZE = 150;
const DEFAULT_PARTS = ['sandbox-data', 'sandbox-http', 'sandbox-domain'];
/**
 * The sample's seed: the same mutants every run, so a stopped run continues where it was.
 * `--seed N` draws another sample: a fresh one, after tests were written for what an
 * earlier sample found, is an estimate those tests were not aimed at.
 */
const DEFAULT_SEED = 2026;

const [major] = process.versions.node.split('.').map(Number);
if ((major ?? 0) < 22) {
  console.error(`npm run mutate:sample needs Node 22 or later (StrykerJS 10); this is Node ${process.versions.node}.`);
  process.exit(2);
}

const parts = scopes.electron as Record<string, string[]>;
const args = process.argv.slice(2);
const seedAt = args.indexOf('--seed');
const SEED = seedAt >= 0 ? Number(args[seedAt + 1]) : DEFAULT_SEED;
if (!Number.isInteger(SEED)) {
  console.error('mutate:sample: --seed takes a whole number.');
  process.exit(2);
}
const size = Number(args.find((arg, at) => /^\d+$/.test(arg) && args[at - 1] !== '--seed') ?? DEFAULT_SIZE);
const named = args.filter((arg) => arg in parts);
const sampledParts = named.length > 0 ? named : DEFAULT_PARTS;

/** Stryker's mutation range: 1-based lines, 0-based columns (its project reader subtracts one from the lines). */
const rangeOf = (mutant: Listed) =>
  `${mutant.file}:${mutant.start.line + 1}:${mutant.start.column}-${mutant.end.line + 1}:${mutant.end.column}`;

interface ReportMutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  /** The report's positions are 1-based, lines and columns. */
  location: { start: { line: number; column: number } };
}

/** Stryker's JSON report (the mutation-testing-report-schema), only as far as it is read here. */
interface Report {
  files: Record<string, { mutants: ReportMutant[] }>;
}

/** The sampled mutant's result in the report: a range may bring mutants nested in it, which are not counted. */
function statusOf(mutant: Listed, report: Report): string | null {
  const found = report.files[mutant.file]?.mutants.find(
    (candidate) =>
      candidate.mutatorName === mutant.mutatorName &&
      candidate.replacement === mutant.replacement &&
      candidate.location.start.line === mutant.start.line + 1 &&
      candidate.location.start.column === mutant.start.column + 1,
  );
  return found?.status ?? null;
}

async function main(): Promise<void> {
  const all = await listMutants(root, parts, sampledParts);
  const chosen = sampleOf(all, size, SEED);
  const scope = 'sample';
  const rangesFile = join(root, '.cache', 'mutation', 'sample-ranges.json');
  mkdirSync(join(root, '.cache', 'mutation'), { recursive: true });
  writeFileSync(rangesFile, JSON.stringify([...new Set(chosen.map(rangeOf))]));
  // Read by the sample's ignore plugin (mutation-sample-ignorer.mjs), in the instrumenter's coordinates.
  const sampleFile = join(root, '.cache', 'mutation', 'sample-mutants.json');
  writeFileSync(sampleFile, JSON.stringify(chosen.map(({ file, start, end }) => ({ file, start, end }))));
  if (args.includes('--list')) {
    for (const part of sampledParts)
      console.log(
        `${part}: ${all.filter((m) => m.part === part).length} mutants, ${chosen.filter((m) => m.part === part).length} sampled`,
      );
    return;
  }
  console.log(`mutate:sample: ${chosen.length} of ${all.length} mutants of ${sampledParts.join(', ')} (seed ${SEED})`);

  // Stryker's incremental file (.cache/mutation/sample-incremental.json) lets a stopped run continue the sample.
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => {});
  const run = spawnSync('npx', ['stryker', 'run'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, MUTATION_SCOPE: scope, MUTATION_RANGES_FILE: rangesFile, MUTATION_SAMPLE_FILE: sampleFile },
  });

  const reportFile = join(root, 'test-results', 'mutation', `${scope}.json`);
  if (!existsSync(reportFile)) {
    console.error('mutate:sample: Stryker wrote no report.');
    process.exit(1);
  }
  const report = JSON.parse(readFileSync(reportFile, 'utf8')) as Report;
  const counts = { detected: 0, undetected: 0, excluded: 0, missing: 0 };
  for (const mutant of chosen) {
    const status = statusOf(mutant, report);
    if (status === null) counts.missing += 1;
    else if (status === 'Killed' || status === 'Timeout') counts.detected += 1;
    else if (status === 'Survived' || status === 'NoCoverage') counts.undetected += 1;
    else counts.excluded += 1;
  }
  const valid = counts.detected + counts.undetected;
  const interval = wilsonInterval(counts.detected, valid);
  // Read by bench/mutation-bench.ts, which checks its shape.
  const summary = {
    parts: sampledParts,
    seed: SEED,
    population: all.length,
    sampled: chosen.length,
    ...counts,
    score: valid > 0 ? counts.detected / valid : null,
    low: interval.low,
    high: interval.high,
    complete: counts.missing === 0 && run.status === 0,
  };
  writeFileSync(join(root, 'test-results', 'mutation', 'sample-summary.json'), JSON.stringify(summary, null, 2));
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  console.log(
    `mutate:sample: ${counts.detected} of ${valid} valid sampled mutants detected` +
      (summary.score === null
        ? ''
        : ` (${percent(summary.score)}, 95% interval ${percent(interval.low)}–${percent(interval.high)})`) +
      `; ${counts.excluded} not valid (ignored, errors); ${counts.missing} without a result yet.`,
  );
  process.exit(run.status === 0 ? 0 : 1);
}

void main();

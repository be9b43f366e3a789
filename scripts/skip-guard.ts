import { readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

// Issue 37: a CI run fails on any skipped test that scripts/allowed-skips.json does not
// name, so a test that quietly stops running (a missing part, a wrong condition) is seen.
// The two reporters (vitest-skip-guard.ts, playwright-skip-guard.ts) feed this module.

export interface AllowedSkip {
  file: string;
  /** The start of the test's full title (describe titles and its own, joined by " > "). */
  title: string;
  /** process.platform values where the skip is allowed; every platform when absent. */
  platforms?: string[];
  /** Each variable must have this value (null: unset) for the skip to be allowed. */
  env?: Record<string, string | null>;
  why: string;
}

export interface AllowedSkips {
  vitest: AllowedSkip[];
  playwright: AllowedSkip[];
}

export interface SkippedTest {
  /** Relative to the repository, with forward slashes. */
  file: string;
  fullTitle: string;
}

interface Where {
  platform: string;
  env: Record<string, string | undefined>;
}

const ROOT = join(__dirname, '..');

export function loadAllowedSkips(file = join(ROOT, 'scripts', 'allowed-skips.json')): AllowedSkips {
  const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<AllowedSkips>;
  return { vitest: parsed.vitest ?? [], playwright: parsed.playwright ?? [] };
}

/** A test file's path as the list names it. */
export function repoPath(absolute: string): string {
  return relative(ROOT, absolute).split(sep).join('/');
}

function allows(entry: AllowedSkip, skipped: SkippedTest, where: Where): boolean {
  if (entry.file !== skipped.file || !skipped.fullTitle.startsWith(entry.title)) return false;
  if (entry.platforms && !entry.platforms.includes(where.platform)) return false;
  return Object.entries(entry.env ?? {}).every(([name, value]) => (where.env[name] ?? null) === value);
}

/** The skipped tests no entry allows here. */
export function disallowedSkips(skipped: SkippedTest[], allowed: AllowedSkip[], where: Where): SkippedTest[] {
  return skipped.filter((test) => !allowed.some((entry) => allows(entry, test, where)));
}

/** The lines a reporter prints when it fails the run. */
export function describeDisallowed(runner: string, tests: SkippedTest[]): string {
  const lines = tests.map((test) => `  ${test.file}: ${test.fullTitle}`);
  return [
    `${runner}: ${tests.length} skipped test(s) not in scripts/allowed-skips.json (issue 37):`,
    ...lines,
    'Make the test run here, or add it to the list with the reason it may skip.',
  ].join('\n');
}

/** The guard applies to CI runs (.ci/run and GitHub Actions set CI); locally a skip is fine. */
export function guardApplies(env: Record<string, string | undefined>): boolean {
  return Boolean(env.CI) && env.CI !== 'false' && env.CI !== '0';
}

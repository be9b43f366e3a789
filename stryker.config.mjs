/* global process, URL */
import { readFileSync } from 'node:fs';
// Mutation testing (`npm run mutate`): StrykerJS with the vitest runner. Too slow for
// every `npm test`, so it runs on demand and `npm run bench` reports its scores.
// MUTATION_SCOPE picks what is mutated and which tests judge it (vitest.mutation.config.ts):
//   shared  — the pure rules in shared/, by their unit tests;
//   service — the service client in electron/service/, by its tests against the sandbox;
//   electron parts — all of electron/ in the parts scripts/mutation-scopes.json names
//              (service is one), each by every test in electron/ but service, by its own.
// A path starting with ! leaves a file out of a part: utility-process-child.ts sits in
// electron/platform/child-process/ (main-tools) but runs only in main's bundle, which only
// main-app's boot tests build from the mutated sources, so it is judged there.
// All of electron/ (`npm run mutate electron`) is hours on two cores: as parts, each a run
// with its own report and incremental file, so a stopped run loses only its part, and
// `npm run bench` adds the parts up.
// Each scope keeps its own temp folder, report and incremental file, so the scopes can
// run side by side and a re-run only tests mutants whose code or tests changed.
const scope = process.env.MUTATION_SCOPE ?? 'shared';
/** @type {Record<string, string[]>} */
const electronParts = JSON.parse(
  readFileSync(new URL('./scripts/mutation-scopes.json', import.meta.url), 'utf8'),
).electron;
const mutateByScope = {
  shared: [
    'shared/**/*.ts',
    '!**/*.test.ts',
    '!**/*.d.ts',
    '!**/test-support/**',
    // Type-only contract files: nothing to mutate that a test could observe.
    '!shared/ipc/**',
  ],
  ...Object.fromEntries(
    Object.entries(electronParts).map(([part, paths]) => [
      part,
      [
        ...paths.map((path) => (path.endsWith('.ts') ? path : `${path}/**/*.ts`)),
        '!**/*.test.ts',
        '!**/test-support/**',
      ],
    ]),
  ),
};
// `npm run mutate:sample` (scripts/mutation-sample.ts): only the sampled mutants, each as
// Stryker's mutation range, from the file the script writes; judged by every test in electron/.
if (scope === 'sample') {
  const rangesFile = process.env.MUTATION_RANGES_FILE;
  if (!rangesFile) throw new Error('MUTATION_SCOPE=sample needs MUTATION_RANGES_FILE: run npm run mutate:sample');
  mutateByScope.sample = JSON.parse(readFileSync(rangesFile, 'utf8'));
}
const sampleOnly =
  scope === 'sample' ? { ignorers: ['sample'], plugins: ['./scripts/mutation-sample-ignorer.mjs'] } : { plugins: [] };
if (!(scope in mutateByScope))
  throw new Error(`MUTATION_SCOPE must be one of ${Object.keys(mutateByScope).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  plugins: ['@stryker-mutator/vitest-runner', ...sampleOnly.plugins],
  ...(sampleOnly.ignorers ? { ignorers: sampleOnly.ignorers } : {}),
  mutate: mutateByScope[scope],
  coverageAnalysis: 'perTest',
  reporters: ['clear-text', 'progress', 'json'],
  jsonReporter: { fileName: `test-results/mutation/${scope}.json` },
  tempDirName: `.stryker-tmp/${scope}`,
  // Not copied into Stryker's sandbox: the other scopes' temp folders, build outputs and
  // reports none of the tests read.
  ignorePatterns: ['/.stryker-tmp', '/.cache', '/test-results', '/out', '/out-*', '/renderer/out-*'],
  incremental: true,
  incrementalFile: `.cache/mutation/${scope}-incremental.json`,
  concurrency: 2,
  timeoutMS: 20_000,
  // The first run of every electron/ test with coverage: minutes, and more at a low priority
  // (`nice npm run mutate`) beside other work; Stryker's default gives up after 5.
  dryRunTimeoutMinutes: 30,
  thresholds: { high: 90, low: 85, break: null },
  ignoreStatic: true,
};

import { defineConfig } from 'vitest/config';

// `npm run mutate` only. Each folder Stryker mutates is judged by its own tests:
// shared/ by its unit tests, electron/service/ by the service client's tests against
// the sandbox, each other part of electron/ by every test in electron/. The fuzz suites are left out: they check robustness against random
// answers, not values, and at seconds per run they would dominate every mutant's time.
// MUTATION_SCOPE picks the folder (scripts/mutate.ts sets it).
const scope = process.env.MUTATION_SCOPE ?? 'shared';
const includeByScope: Record<string, string[]> = {
  shared: ['shared/**/*.test.ts'],
  service: ['electron/service/**/*.test.ts'],
};
// Any other scope is a part of electron/ (scripts/mutation-scopes.json): every test there.
// MUTATION_TESTS (comma-separated globs) narrows that while working on one file's tests, so a
// run of `--mutate <file>` starts in seconds instead of after every electron/ test's dry run;
// a score to report still comes from the whole part's tests.
const narrowed = process.env.MUTATION_TESTS?.split(',').filter((glob) => glob.length > 0);
const include =
  narrowed && narrowed.length > 0
    ? narrowed
    : (includeByScope[scope] ?? [
        'electron/**/*.test.ts',
        'node/**/*.test.ts',
        'sandbox/**/*.test.ts',
        'vpic-process/**/*.test.ts',
      ]);
// plan-pacing.test.ts is left out too: it is a journey through the whole main process that
// spends 12 s of real time keeping to the rate limits, and it covers most service code, so
// every such mutant paid those 12 s (a full run took hours). What it judges in
// electron/service/ is judged exactly and in milliseconds by plan-pacer.test.ts (the pacer)
// and client-pacing.test.ts (the client's rate per plan). It still runs in `npm test`.
const slowJourneys = scope === 'shared' ? [] : ['electron/app/integration/plan-pacing.test.ts'];
// main-boot.test.ts boots the built bundle in out/, which Stryker neither builds nor mutates.
// For main-app, whose main.ts and Electron shell run only there, the bundle is made again
// from the mutated sources (scripts/mutation-main-bundle.ts) and the test boots that one.
// Elsewhere it could not see a mutant, so it is left out rather than run to no end.
const bootsMutatedMain = scope === 'main-app';
const builtBundle = bootsMutatedMain ? [] : ['electron/main-boot.test.ts'];

export default defineConfig({
  test: {
    name: `mutation-${scope}`,
    environment: 'node',
    include,
    exclude: ['**/*-fuzz.test.ts', '**/node_modules/**', ...slowJourneys, ...builtBundle],
    testTimeout: 30_000,
    hookTimeout: 120_000,
    ...(bootsMutatedMain ? { globalSetup: ['scripts/mutation-main-bundle.ts'] } : {}),
  },
});

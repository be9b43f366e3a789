import { defineConfig } from 'vitest/config';

// `npm run mutate` only. Each folder Stryker mutates is judged by its own tests:
// shared/ by its unit tests, electron/service/ by the service client's tests against
// the sandbox. The fuzz suites are left out: they check robustness against random
// answers, not values, and at seconds per run they would dominate every mutant's time.
// MUTATION_SCOPE picks the folder (scripts/mutate.ts sets it).
const scope = process.env.MUTATION_SCOPE ?? 'shared';
const includeByScope: Record<string, string[]> = {
  shared: ['shared/**/*.test.ts'],
  service: ['electron/service/**/*.test.ts'],
  electron: ['electron/**/*.test.ts'],
};
const include = includeByScope[scope] ?? includeByScope.shared!;
// plan-pacing.test.ts is left out too: it is a journey through the whole main process that
// spends 12 s of real time keeping to the rate limits, and it covers most service code, so
// every such mutant paid those 12 s (a full run took hours). What it judges in
// electron/service/ is judged exactly and in milliseconds by plan-pacer.test.ts (the pacer)
// and client-pacing.test.ts (the client's rate per plan). It still runs in `npm test`.
const slowJourneys = scope === 'shared' ? [] : ['electron/service/plan-pacing.test.ts'];

export default defineConfig({
  test: {
    name: `mutation-${scope}`,
    environment: 'node',
    include,
    exclude: ['**/*-fuzz.test.ts', '**/node_modules/**', ...slowJourneys],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

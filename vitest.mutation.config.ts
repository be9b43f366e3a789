import { defineConfig } from 'vitest/config';

// `npm run mutate` only. Each folder Stryker mutates is judged by its own tests:
// shared/ by its unit tests, electron/service/ by the service client's tests against
// the sandbox. The fuzz suites are left out: they check robustness against random
// answers, not values, and at seconds per run they would dominate every mutant's time.
// MUTATION_SCOPE picks the folder (scripts/mutate.ts sets it).
const scope = process.env.MUTATION_SCOPE ?? 'shared';
const include = scope === 'service' ? ['electron/service/**/*.test.ts'] : ['shared/**/*.test.ts'];

export default defineConfig({
  test: {
    name: `mutation-${scope}`,
    environment: 'node',
    include,
    exclude: ['**/*-fuzz.test.ts', '**/node_modules/**'],
    testTimeout: 30_000,
    hookTimeout: 120_000,
  },
});

import type { KnipConfig } from 'knip';

// `npm run knip`: no unused file, export or dependency. Entries the plugins cannot see
// (electron-vite's inputs, the vitest projects, Playwright's specs, eslint, Stryker and the
// GitHub workflow are read from their own configs by knip's plugins) are listed here.
const config: KnipConfig = {
  entry: [
    // Started by path in a child process (answer-memory-bench.ts, atomic-write-kill.test.ts,
    // isolated-suite.ts bundles its child and the suites bench/run.ts names).
    'bench/answer-memory-probe.ts',
    'bench/barcode-bench.ts',
    'bench/isolated-suite-child.ts',
    'bench/isolated-suite-probe.ts',
    'bench/sandbox-bench.ts',
    'bench/sandbox-process-bench.ts',
    'bench/spend-bench.ts',
    'bench/spend-ledger-bench.ts',
    'bench/vin-page-bench.ts',
    'electron/platform/fs/test-support/atomic-write-child.ts',
    // Repository scripts run with tsx from package.json (icons, mutate) and their tests.
    'scripts/*.{ts,mts}',
  ],
  project: ['{electron,node,sandbox,vpic-process,renderer,shared,e2e,bench,scripts}/**/*.{ts,tsx}', 'scripts/**/*.mts'],
  vitest: { config: ['vitest.config.ts', 'vitest.mutation.config.ts'] },
  ignoreBinaries: [
    // libsecret-tools, a system package: the keychain integration test checks the key with it.
    'secret-tool',
  ],
  ignoreDependencies: [
    // Started through node_modules/.bin by scripts/workflow.test.ts (a path knip cannot follow).
    '@action-validator/cli',
  ],
};

export default config;

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Node for shared/, node/, the two child programs and electron/ (main-process code runs as plain Node here),
// jsdom for the renderer's components.
// Issue 37: under CI (.ci/run and GitHub Actions set it) a stray .only fails the run, and so
// does a skipped test that scripts/allowed-skips.json does not name (the skip guard reporter).
const allowOnly = !process.env.CI;

export default defineConfig({
  test: {
    allowOnly,
    reporters: ['default', './scripts/vitest-skip-guard.ts'],
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
          allowOnly,
          include: [
            'shared/**/*.test.ts',
            'node/**/*.test.ts',
            'sandbox/**/*.test.ts',
            'vpic-process/**/*.test.ts',
            'electron/**/*.test.ts',
            'bench/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        plugins: [react()],
        test: {
          name: 'renderer',
          environment: 'jsdom',
          allowOnly,
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/test-setup.ts'],
          // A screen's lazy chunk is transformed on first import; on a busy 2-core machine that alone can take seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Node for shared/, node/, the two child programs and electron/ (main-process code runs as plain Node here),
// jsdom for the renderer's components.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'node',
          environment: 'node',
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
          include: ['renderer/**/*.test.{ts,tsx}'],
          setupFiles: ['renderer/test-setup.ts'],
          // A screen's lazy chunk is transformed on first import; on a busy 2-core machine that alone can take seconds.
          testTimeout: 20_000,
        },
      },
    ],
  },
});

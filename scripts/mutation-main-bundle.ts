// Vitest global setup for `npm run mutate main-app` (vitest.mutation.config.ts). main.ts
// and the Electron shell run only inside the built bundle that main-boot.test.ts boots, and
// Stryker neither builds nor mutates out/: without this, their mutants had no test at all.
// Here the bundle is made again from the sources Stryker instrumented, so the boot tests
// run the mutants. It is written beside the real build (out/main/), because main finds the
// preload, the renderer and its child-process entries relative to its own folder, and those
// come from `npm run build`: Stryker leaves out/ out of its copy of the repository.
import { existsSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { buildSync } from 'esbuild';

let bundle: string | null = null;

export function setup(): void {
  const builtOut = process.env.VINDESK_BUILT_OUT;
  if (!builtOut || !existsSync(join(builtOut, 'main', 'main.js')))
    throw new Error(`The built app is missing (VINDESK_BUILT_OUT=${builtOut ?? ''}): run \`npm run build\` first.`);
  // One file per Stryker runner process: two run side by side, each with its own mutants.
  bundle = join(builtOut, 'main', `main.mutation-${process.pid}.js`);
  buildSync({
    // This process runs in Stryker's copy of the repository: its sources carry the mutants.
    entryPoints: [resolve('electron/main.ts')],
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    // As the real build: electron is the runtime's, production dependencies stay in node_modules.
    external: ['electron'],
    packages: 'external',
    outfile: bundle,
    logLevel: 'error',
  });
  // Read by main-boot.test.ts; the test workers start after this and inherit it.
  process.env.VINDESK_BOOT_MAIN = bundle;
}

export function teardown(): void {
  if (bundle) rmSync(bundle, { force: true });
}

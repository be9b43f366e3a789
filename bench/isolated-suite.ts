// Runs one bench suite in a process of its own (isolated-suite-child.ts), so what it
// measures of main's memory is main's alone, not what earlier suites left in this process.
// The suite is bundled first (esbuild, packages left in node_modules) and run by plain
// Node, as main's own code runs from a bundle: under tsx, the TypeScript loader and its
// transforms added some 40 MB to every RSS the suite read.
import { fork } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';
import type { BenchRow } from './bench-row';

/** Beside the suite's source, so `__dirname` in its paths means what it does there. */
function bundle(file: string, exportName: string): string {
  const outfile = join(__dirname, `.${file.replace(/\.ts$/, '')}.isolated.cjs`);
  buildSync({
    stdin: {
      contents: `import { runIsolated } from './isolated-suite-child';\nimport { ${exportName} } from './${file}';\nrunIsolated(${exportName});\n`,
      resolveDir: __dirname,
      sourcefile: `${file}.isolated.ts`,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'cjs',
    target: 'node20',
    packages: 'external',
    outfile,
    logLevel: 'error',
  });
  return outfile;
}

/**
 * `env` is added to the suite's environment: a module that finds its files by `__dirname`
 * (the e2e harness's preload) is bundled here, beside the bench, and is told where they are.
 */
export function isolatedSuite(
  file: string,
  exportName: string,
  env: Record<string, string> = {},
): () => Promise<BenchRow[]> {
  return () =>
    new Promise<BenchRow[]>((resolve, reject) => {
      const entry = bundle(file, exportName);
      const child = fork(entry, [], {
        // --expose-gc: a suite's own gc() before it reads memory then takes effect.
        execArgv: ['--expose-gc'],
        env: { ...process.env, ...env },
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let rows: BenchRow[] | null = null;
      child.once('message', (message) => (rows = message as BenchRow[]));
      child.once('error', reject);
      child.once('exit', (code) => {
        rmSync(entry, { force: true });
        if (rows) resolve(rows);
        else reject(new Error(`${file} ended with code ${code} before reporting its rows`));
      });
    });
}

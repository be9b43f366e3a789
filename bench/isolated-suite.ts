// Runs one bench suite in a process of its own (isolated-suite-child.ts), so what it
// measures of main's memory is main's alone, not what earlier suites left in this process.
import { fork } from 'node:child_process';
import { join } from 'node:path';
import type { BenchRow } from './bench-row';

export function isolatedSuite(file: string, exportName: string): () => Promise<BenchRow[]> {
  return () =>
    new Promise<BenchRow[]>((resolve, reject) => {
      const child = fork(join(__dirname, 'isolated-suite-child.ts'), [file, exportName], {
        // --expose-gc: a suite's own gc() before it reads memory (sandbox-process-bench.ts) then takes effect.
        execArgv: ['--import', 'tsx', '--expose-gc'],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      });
      let rows: BenchRow[] | null = null;
      child.once('message', (message) => (rows = message as BenchRow[]));
      child.once('error', reject);
      child.once('exit', (code) => {
        if (rows) resolve(rows);
        else reject(new Error(`${file} ended with code ${code} before reporting its rows`));
      });
    });
}

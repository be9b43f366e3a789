// A suite for isolated-suite.test.ts: reports how the process it runs in was started.
import type { BenchRow } from './bench-row';

export async function runIsolatedProbe(): Promise<BenchRow[]> {
  const loaders = process.execArgv.filter((arg) => arg.includes('tsx')).join(' ');
  return [
    { measure: 'gc exposed', target: 'yes', result: String(typeof global.gc === 'function'), pass: true },
    { measure: 'TypeScript loader', target: 'none', result: loaders || 'none', pass: true },
    { measure: 'pid', target: '-', result: String(process.pid), pass: true },
  ];
}

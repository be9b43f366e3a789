// The child side of isolated-suite.ts, bundled with the suite it runs: runs it and sends
// its rows back to the parent.
import type { BenchRow } from './bench-row';

export function runIsolated(suite: () => Promise<BenchRow[]>): void {
  const send = process.send?.bind(process);
  if (!send) {
    process.stderr.write('usage: forked by isolated-suite.ts\n');
    process.exit(1);
  }
  suite()
    .then((rows) => send(rows, () => process.exit(0)))
    .catch((error: unknown) => {
      process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exit(1);
    });
}

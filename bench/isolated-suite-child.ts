// The child side of isolated-suite.ts: runs the named suite and sends its rows back.
import type { BenchRow } from './bench-row';

const [file, exportName] = process.argv.slice(2);

async function run(): Promise<void> {
  if (!file || !exportName || !process.send) throw new Error('usage: forked by isolated-suite.ts');
  const suite = (await import(`./${file}`)) as Record<string, () => Promise<BenchRow[]>>;
  const runSuite = suite[exportName];
  if (!runSuite) throw new Error(`${file} has no export ${exportName}`);
  const rows = await runSuite();
  process.send(rows, () => process.exit(0));
}

run().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});

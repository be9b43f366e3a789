// `npm run bench`: every speed and memory target of the project, measured on this
// machine, printed as one table. Exits non-zero when a target is missed so the
// numbers cannot regress unnoticed, but the suite never times anything itself.
import { runAnswerMemoryBench } from './answer-memory-bench';
import { resolve } from 'node:path';
import type { BenchRow } from './bench-row';
import { runBundleSizeBench } from './bundle-size-bench';
import { measureMutationBench } from './mutation-bench';
import { formatBenchTable } from './print-table';
import { isolatedSuite } from './isolated-suite';
import { runPacingBench } from './pacing-bench';
import { runRenderBench } from './render-bench';
import { runServiceBench } from './service-bench';
import { runSweepIpcBench } from './sweep-ipc-bench';
import { runWatchlistBench } from './watchlist-bench';
import { runSweepDiskBench } from './sweep-disk-bench';
import { runLaunchCachesBench } from './launch-caches-bench';
import { runMarketBench } from './market-bench';

async function main(): Promise<void> {
  const rows: BenchRow[] = [];
  const suites: [string, () => BenchRow[] | Promise<BenchRow[]>][] = [
    // In a process of its own: its RSS row is about the sandbox's data, not the code every
    // other suite loads into this process (Playwright, the renderer bench's tooling).
    ['sandbox', isolatedSuite('sandbox-bench.ts', 'runSandboxBench')],
    // In a process of its own: its main-RSS row is about main alone.
    ['sandbox process', isolatedSuite('sandbox-process-bench.ts', 'runSandboxProcessBench')],
    ['service client', runServiceBench],
    ['disk caches at launch', runLaunchCachesBench],
    ['renderer bundle', runBundleSizeBench],
    ['renderer rendering', runRenderBench],
    // In a process of its own, as main is in the app: the heap and handles the rendering
    // suite leaves behind (a 500-row page, its browser) are not this suite's main's.
    [
      'VIN page (Chromium, 150 ms latency)',
      isolatedSuite('vin-page-bench.ts', 'runVinPageBench', {
        VINDESK_PRELOAD_PATH:
          process.env.VINDESK_PRELOAD_PATH ??
          resolve(__dirname, '..', process.env.VINDESK_BENCH_OUT ?? 'out', 'preload/preload.js'),
      }),
    ],
    // Live keys against the auto.dev sandbox, in Chromium: what a dealer's use costs, counted by
    // the sandbox and priced by hand (row 26), with the ledger's figure beside it.
    [
      'spend (live keys, auto.dev sandbox)',
      isolatedSuite('spend-bench.ts', 'runSpendBench', {
        VINDESK_PRELOAD_PATH:
          process.env.VINDESK_PRELOAD_PATH ??
          resolve(__dirname, '..', process.env.VINDESK_BENCH_OUT ?? 'out', 'preload/preload.js'),
      }),
    ],
    // In a process of its own: the event loop watched is the ledger's alone.
    ['spend ledger', isolatedSuite('spend-ledger-bench.ts', 'runSpendLedgerBench')],
    // In a process of its own: the event loop watched is the barcode reader's alone.
    ['barcode decoding', isolatedSuite('barcode-bench.ts', 'runBarcodeBench')],
    ['plan pacing (auto.dev dialect)', runPacingBench],
    ['recall sweep IPC', runSweepIpcBench],
    ['watchlist disk and IPC', runWatchlistBench],
    ['recall sweep on disk', runSweepDiskBench],
    ['market history and view', runMarketBench],
    ['hostile answers', runAnswerMemoryBench],
    ['mutation testing', measureMutationBench],
  ];
  for (const [name, run] of suites) {
    console.error(`bench: ${name}…`);
    try {
      rows.push(...(await run()));
    } catch (error) {
      rows.push({
        measure: `${name}: could not run`,
        target: '-',
        result: error instanceof Error ? error.message : String(error),
        pass: false,
      });
    }
  }
  console.log(formatBenchTable(rows));
  const missed = rows.filter((row) => !row.pass).length;
  console.log(`\n${rows.length - missed} targets met, ${missed} missed`);
  process.exitCode = missed > 0 ? 1 : 0;
}

void main();

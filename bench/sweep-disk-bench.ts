// What a 5,000-VIN recall sweep writes to disk over its whole run, now that it is kept in the
// app database (issue 37 item 4): a batch of the new answers a second, where recall-sweep.json
// was rewritten whole on each save. The real runner and client against the sandbox, at
// Growth's pace on the sweep's clock (10 answers a second, so one batch per 10 answers, about
// 500 batches, as in the app), with the real database file in WAL mode.
//
// Counted from the WAL file itself (wal-write-counter.ts): every frame appended (page and its
// header) and every page a checkpoint copies into the database file, with SQLite's own
// checkpoints (every 1,000 pages, and at close) as in the app.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ManualClock } from '../electron/features/sweep/test-support/manual-clock';
import { startSweepIpcRig } from '../electron/features/sweep/test-support/sweep-ipc-rig';
import type { BenchRow } from './bench-row';
import { walWriteCounter, type WalWriteCounter } from './wal-write-counter';

const CACHE = join(tmpdir(), 'vindesk-bench-sandbox');
const VINS = 5_000;
/** Growth's documented 10 requests a second (docs/real-service.md), on the sweep's clock. */
const MS_PER_ANSWER = 100;
const MAX_BYTES = 10 * 1024 * 1024;
export async function runSweepDiskBench(): Promise<BenchRow[]> {
  const clock = new ManualClock();
  let counter: WalWriteCounter | null = null;
  let batches = 0;
  let lastBytes = 0;
  let oldJsonBytes = 0;
  let rig: Awaited<ReturnType<typeof startSweepIpcRig>> | null = null;
  /** Counts the batches since the last look (one per answer is plenty: a batch is 10 answers). */
  const look = () => {
    if (!counter) return;
    counter.look();
    if (counter.bytes() === lastBytes) return;
    lastBytes = counter.bytes();
    batches += 1;
    // The old build wrote the whole sweep, every answer so far, at each save (same gap).
    const status = rig?.runner.status();
    if (status) oldJsonBytes += Buffer.byteLength(JSON.stringify(status));
  };
  rig = await startSweepIpcRig({
    listings: 6_000,
    vinCount: VINS,
    cacheDir: CACHE,
    clock,
    afterAnswer: () => {
      look();
      clock.advance(MS_PER_ANSWER);
    },
  });
  try {
    const database = rig.database!;
    const pageSize = (database.connection.prepare('PRAGMA page_size').get() as { page_size: number }).page_size;
    // What opening the file wrote is not the sweep's.
    database.connection.exec('PRAGMA wal_checkpoint(TRUNCATE)');
    counter = walWriteCounter(database.file, pageSize);
    counter.look();
    const before = counter.bytes();
    await rig.runner.start(rig.vins.join('\n'));
    await rig.runner.idle();
    look();
    const bytes = counter.bytes() - before;
    const done = rig.runner.status();
    const exact = done?.state === 'done' && done.checked === VINS;
    const mb = (n: number) => `${(n / 1024 / 1024).toFixed(2)} MB`;
    return [
      {
        measure: `Recall sweep of ${VINS.toLocaleString('en-US')} VINs: bytes written to vindesk.sqlite and its WAL (${batches} batches)`,
        target: '≤ 10 MB',
        result: mb(bytes),
        pass: bytes <= MAX_BYTES && exact && batches > 0,
      },
      {
        measure:
          'Recall sweep: what recall-sweep.json would have written at the same saves (old build, for comparison)',
        target: '-',
        result: mb(oldJsonBytes),
        pass: true,
      },
    ];
  } finally {
    await rig.close();
  }
}

// How much a 5,000-VIN recall sweep sends through IPC, now that progress crosses
// as deltas at most 10 times a second (it used to be the whole state on every answer,
// about 0.9 GB). The real runner and client against the sandbox, pacing off so the sweep
// runs as fast as this machine answers: the most events it can cause.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { mostEventsWithin, startSweepIpcRig, totalBytes } from '../electron/features/sweep/test-support/sweep-ipc-rig';
import type { BenchRow } from './bench-row';

const CACHE = join(tmpdir(), 'vindesk-bench-sandbox');
const VINS = 5_000;
const MAX_BYTES = 5 * 1024 * 1024;

export async function runSweepIpcBench(): Promise<BenchRow[]> {
  const rig = await startSweepIpcRig({ listings: 6_000, vinCount: VINS, cacheDir: CACHE });
  try {
    const started = performance.now();
    await rig.runner.start(rig.vins.join('\n'));
    await rig.runner.idle();
    const seconds = (performance.now() - started) / 1000;
    // The final state goes out at most one gap after the last answer.
    await new Promise((resolve) => setTimeout(resolve, 150));
    const bytes = totalBytes(rig.events);
    const last = rig.events.at(-1)?.delta;
    const exact = last?.state === 'done' && last.checked === VINS;
    const perSecond = mostEventsWithin(rig.events, 1000);
    return [
      {
        measure: `Recall sweep of ${VINS.toLocaleString('en-US')} VINs: IPC events sent (${rig.events.length} events in ${seconds.toFixed(1)} s)`,
        target: '< 5 MB in total',
        result: `${(bytes / 1024 / 1024).toFixed(2)} MB`,
        pass: bytes < MAX_BYTES && exact,
      },
      {
        measure: 'Recall sweep: most events in any second',
        target: '≤ 10',
        result: String(perSecond),
        pass: perSecond <= 10,
      },
    ];
  } finally {
    await rig.close();
  }
}

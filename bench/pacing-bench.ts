// The journeys the plan's pace governs, against the demo sandbox playing auto.dev with
// its per-plan rate limits on: how long each takes when kept to the pace, and that the
// pace draws no 429 at all.
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exportAbout, openVinPage, startPacingRig, sweep } from '../electron/app/test-support/pacing-journeys';
import type { BenchRow } from './bench-row';

const CACHE = join(tmpdir(), 'vindesk-bench-sandbox');

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

export async function runPacingBench(): Promise<BenchRow[]> {
  const rows: BenchRow[] = [];
  const starter = await startPacingRig('starter', CACHE);
  try {
    const page = await timed(() => openVinPage(starter.main, starter.samples.priced));
    const exported = await timed(() => exportAbout(starter.main, 200));
    const refused = starter.tooManyRequests();
    rows.push(
      {
        measure: 'Starter (5/s): VIN page, all panels answered',
        target: '0 × 429',
        result: `${page.ms.toFixed(0)} ms, ${refused} × 429`,
        pass: refused === 0,
      },
      {
        measure: `Starter (5/s): CSV export of ${exported.value.rows} rows (20 a page)`,
        target: '0 × 429',
        result: `${(exported.ms / 1000).toFixed(1)} s, ${refused} × 429`,
        pass: refused === 0,
      },
    );
  } finally {
    await starter.close();
  }
  const growth = await startPacingRig('growth', CACHE);
  try {
    const swept = await timed(() => sweep(growth.main, growth.samples.recallSweep.slice(0, 50)));
    const refused = growth.tooManyRequests();
    rows.push({
      measure: 'Growth (10/s): recall sweep of 50 VINs',
      target: '0 × 429',
      result: `${(swept.ms / 1000).toFixed(1)} s, ${refused} × 429`,
      pass: refused === 0,
    });
  } finally {
    await growth.close();
  }
  return rows;
}

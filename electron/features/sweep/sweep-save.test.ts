import { mkdtemp, readFile, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import type * as AtomicWrite from '../../platform/fs/atomic-write';
import { SWEEP_SAVE_GAP_MS } from './sweep-runner';
import { ManualClock } from './test-support/manual-clock';
import { startSweepIpcRig } from './test-support/sweep-ipc-rig';

// The sweep saved its whole state (every result so far, fsynced twice) after every
// answer, a third of main's work in a 500-VIN sweep. It now saves a running sweep at most once a
// second, and at once on pause, cancel, the end and a normal quit. A kill loses at most a
// second of answers, which the resumed sweep asks again. Real sandbox over HTTP, the test's clock.

interface SavedWrite {
  /** The sweep clock's time when the save was written. */
  at: number;
  state: string;
  results: { vin: string; verdict: string }[];
}

const saved = vi.hoisted(() => ({
  writes: [] as { at: number; text: string }[],
  /** The sweep clock of the test running. */
  now: (): number => -1,
}));

// Every write of the sweep file is recorded on its way to the disk (the real write still runs).
vi.mock('../../platform/fs/atomic-write', async (importOriginal) => {
  const actual = await importOriginal<typeof AtomicWrite>();
  return {
    ...actual,
    writeFileAtomic: async (...args: Parameters<typeof actual.writeFileAtomic>) => {
      const [path, data] = args;
      if (path.endsWith('recall-sweep.json')) saved.writes.push({ at: saved.now(), text: String(data) });
      return actual.writeFileAtomic(...args);
    },
  };
});

const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const VINS = 300;
/** Sweep-clock time per answer: 300 answers take 3 seconds of it. */
const MS_PER_ANSWER = 10;

describe('recall sweep saves', () => {
  it('saves a running sweep at most once a second, and a kill after any save resumes to the same end', async () => {
    const clock = new ManualClock();
    const writes: SavedWrite[] = [];
    saved.writes.length = 0;
    saved.now = () => clock.now();
    const rig = await startSweepIpcRig({
      listings: 2000,
      vinCount: VINS,
      cacheDir: SANDBOX_CACHE,
      clock,
      afterAnswer: () => clock.advance(MS_PER_ANSWER),
    });
    try {
      const vins = rig.vins;
      await rig.runner.start(vins.join('\n'));
      await rig.runner.idle();
      expect(rig.runner.status()).toMatchObject({ state: 'done', checked: VINS });
      for (const { at, text } of saved.writes) {
        const value = JSON.parse(text) as Omit<SavedWrite, 'at'>;
        writes.push({ at, state: value.state, results: value.results });
      }
      // The first save is the new sweep (no results), the last the finished one (every VIN once).
      expect(writes[0]).toMatchObject({ state: 'running', results: [] });
      expect(writes.at(-1)!.state).toBe('done');
      expect(new Set(writes.at(-1)!.results.map((result) => result.vin))).toEqual(new Set(vins));
      const running = writes.slice(1, -1);
      // 3 seconds of answers, one save a second at most: 2 or 3 saves, not one per answer (300).
      // (Fewer only if a save waited on the one before it for over 100 answers.)
      expect(running.length).toBeGreaterThanOrEqual(2);
      expect(running.length).toBeLessThanOrEqual(3);
      expect(SWEEP_SAVE_GAP_MS).toBe(1_000);
      for (let i = 1; i < running.length; i++) {
        expect(running[i]!.at - running[i - 1]!.at).toBeGreaterThanOrEqual(1_000);
        // Each save holds more answers than the one before: no save ever goes back.
        expect(running[i]!.results.length).toBeGreaterThan(running[i - 1]!.results.length);
      }
      expect(writes.at(-1)!.results.length).toBeGreaterThanOrEqual(running.at(-1)!.results.length);

      // A kill right after a save mid-sweep leaves that save on disk: the next start resumes it.
      const killedAt = running[1]!;
      expect(killedAt.state).toBe('running');
      expect(killedAt.results.length).toBeGreaterThan(0);
      expect(killedAt.results.length).toBeLessThan(VINS);
      const resumedDir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-killed-'));
      await writeFile(join(resumedDir, 'recall-sweep.json'), saved.writes[2]!.text);
      const resumed = await startSweepIpcRig({
        listings: 2000,
        vinCount: VINS,
        cacheDir: SANDBOX_CACHE,
        userDataDir: resumedDir,
      });
      try {
        await resumed.runner.idle();
        const done = resumed.runner.status()!;
        expect(done).toMatchObject({ state: 'done', checked: VINS, total: VINS });
        // Every VIN exactly once; the answers saved before the kill are kept as they were.
        expect(done.results).toHaveLength(VINS);
        expect(new Set(done.results.map((result) => result.vin))).toEqual(new Set(vins));
        for (const before of killedAt.results)
          expect(done.results.find((result) => result.vin === before.vin)?.verdict).toBe(before.verdict);
      } finally {
        await resumed.close();
      }
    } finally {
      await rig.close();
    }
  }, 180_000);

  it('a quit mid-sweep saves every answer that came back, even within the second', async () => {
    // The clock never moves: without the save on quit, the disk would hold only the empty start.
    const clock = new ManualClock();
    let answers = 0;
    let quit: Promise<void> | null = null;
    const rig = await startSweepIpcRig({
      listings: 2000,
      vinCount: VINS,
      cacheDir: SANDBOX_CACHE,
      clock,
      afterAnswer: () => {
        answers += 1;
        if (answers === 30) quit = rig.runner.close();
      },
    });
    try {
      await rig.runner.start(rig.vins.join('\n'));
      await expect.poll(() => quit !== null, { timeout: 60_000 }).toBe(true);
      await quit;
      const status = rig.runner.status()!;
      expect(status.state).toBe('running');
      expect(status.checked).toBeGreaterThanOrEqual(30);
      const onDisk = JSON.parse(await readFile(rig.runner.path, 'utf8')) as Omit<SavedWrite, 'at'>;
      expect(onDisk.state).toBe('running');
      expect(onDisk.results.map((result) => result.vin).sort()).toEqual(
        status.results.map((result) => result.vin).sort(),
      );
    } finally {
      await rig.close();
    }
  }, 180_000);
});

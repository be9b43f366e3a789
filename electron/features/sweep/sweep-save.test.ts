import { mkdtemp } from 'node:fs/promises';
import { DatabaseSync } from 'node:sqlite';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SWEEP_SAVE_GAP_MS } from './sweep-runner';
import { ManualClock } from './test-support/manual-clock';
import { startSweepIpcRig } from './test-support/sweep-ipc-rig';
import { SWEEP_DATABASE_FILE } from './test-support/sweep-database';

// The sweep saved its whole state (every result so far, fsynced twice) in recall-sweep.json;
// it now keeps it in the app database: a batch at most once a second while it runs (one
// transaction: the sweep's row and the answers new since the last batch), and at once on pause,
// cancel, the end and a normal quit. A kill loses at most a second of answers, which the resumed
// sweep asks again. Real sandbox over HTTP, a real database file, the test's clock; the file is
// watched from a second connection, as another process would see it.

const SANDBOX_CACHE = join(tmpdir(), 'vindesk-test-sandbox-cache');
const VINS = 300;
/** Sweep-clock time per answer: 300 answers take 3 seconds of it. */
const MS_PER_ANSWER = 10;

interface Seen {
  /** The sweep clock's time when the batch was first seen. */
  at: number;
  state: string;
  checked: number;
  results: { vin: string; verdict: string }[];
}

function look(watch: DatabaseSync): Omit<Seen, 'at'> | null {
  const run = watch.prepare('SELECT state, checked FROM sweep_runs').get() as
    { state: string; checked: number } | undefined;
  if (!run) return null;
  const results = watch.prepare('SELECT vin, verdict FROM sweep_results').all() as { vin: string; verdict: string }[];
  return { state: run.state, checked: run.checked, results };
}

describe('recall sweep saves', () => {
  it('writes a running sweep in batches of its new answers at most once a second, and a kill after any batch resumes to the same end', async () => {
    const clock = new ManualClock();
    const seen: Seen[] = [];
    const killedDir = await mkdtemp(join(tmpdir(), 'vindesk-sweep-killed-'));
    let watch: DatabaseSync | null = null;
    let killedAt: Seen | null = null;
    const observe = () => {
      if (!watch) return;
      const now = look(watch);
      if (
        !now ||
        (seen.length > 0 && seen.at(-1)!.results.length === now.results.length && seen.at(-1)!.state === now.state)
      )
        return;
      seen.push({ at: clock.now(), ...now });
      // The first batch of answers: a kill now would leave exactly this file behind.
      if (!killedAt && now.state === 'running' && now.results.length > 0) {
        killedAt = seen.at(-1)!;
        watch.exec(`VACUUM INTO '${join(killedDir, SWEEP_DATABASE_FILE)}'`);
      }
    };
    const rig = await startSweepIpcRig({
      listings: 2000,
      vinCount: VINS,
      cacheDir: SANDBOX_CACHE,
      clock,
      afterAnswer: () => {
        observe();
        clock.advance(MS_PER_ANSWER);
      },
    });
    try {
      watch = new DatabaseSync(rig.database!.file);
      const changesBefore = (rig.database!.connection.prepare('SELECT total_changes() AS n').get() as { n: number }).n;
      const vins = rig.vins;
      await rig.runner.start(vins.join('\n'));
      await rig.runner.idle();
      observe();
      expect(rig.runner.status()).toMatchObject({ state: 'done', checked: VINS });

      // The first batch seen is the new sweep (no results), the last the finished one (every VIN once).
      expect(seen[0]).toMatchObject({ state: 'running', results: [] });
      expect(seen.at(-1)!.state).toBe('done');
      expect(seen.at(-1)!.checked).toBe(VINS);
      expect(
        seen
          .at(-1)!
          .results.map((row) => row.vin)
          .sort(),
      ).toEqual([...vins].sort());
      const running = seen.slice(1, -1);
      // 3 seconds of answers, a batch a second at most: 2 or 3 batches, not one per answer (300).
      expect(running.length).toBeGreaterThanOrEqual(2);
      expect(running.length).toBeLessThanOrEqual(3);
      expect(SWEEP_SAVE_GAP_MS).toBe(1_000);
      for (let i = 1; i < running.length; i++) {
        expect(running[i]!.at - running[i - 1]!.at).toBeGreaterThanOrEqual(1_000);
        // Each batch holds more answers than the one before: no save ever goes back.
        expect(running[i]!.results.length).toBeGreaterThan(running[i - 1]!.results.length);
      }
      // Only new answers are written: each of the 300 rows once, plus the sweep's row once per
      // batch and at the start. Rewriting every answer on each of the ~4 saves would be over 600.
      const changes =
        (rig.database!.connection.prepare('SELECT total_changes() AS n').get() as { n: number }).n - changesBefore;
      expect(changes).toBeGreaterThanOrEqual(VINS);
      expect(changes).toBeLessThanOrEqual(VINS + 10);

      // A kill right after a batch mid-sweep leaves that batch on disk: the next start resumes it.
      const killed = killedAt as Seen | null;
      expect(killed?.results.length).toBeGreaterThan(0);
      expect(killed!.results.length).toBeLessThan(VINS);
      const resumed = await startSweepIpcRig({
        listings: 2000,
        vinCount: VINS,
        cacheDir: SANDBOX_CACHE,
        userDataDir: killedDir,
      });
      try {
        await resumed.runner.idle();
        const done = resumed.runner.status()!;
        expect(done).toMatchObject({ state: 'done', checked: VINS, total: VINS });
        // Every VIN exactly once; the answers saved before the kill are kept as they were.
        expect(done.results).toHaveLength(VINS);
        expect(new Set(done.results.map((result) => result.vin))).toEqual(new Set(vins));
        for (const before of killed!.results)
          expect(done.results.find((result) => result.vin === before.vin)?.verdict).toBe(before.verdict);
      } finally {
        await resumed.close();
      }
    } finally {
      watch?.close();
      await rig.close();
    }
  }, 180_000);

  it('a quit mid-sweep saves every answer that came back, even within the second', async () => {
    // The clock never moves: without the save on quit, the file would hold only the empty start.
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
      const watch = new DatabaseSync(rig.database!.file, { readOnly: true });
      try {
        const onDisk = look(watch)!;
        expect(onDisk.state).toBe('running');
        expect(onDisk.checked).toBe(status.checked);
        expect(onDisk.results.map((result) => result.vin).sort()).toEqual(
          status.results.map((result) => result.vin).sort(),
        );
      } finally {
        watch.close();
      }
    } finally {
      await rig.close();
    }
  }, 180_000);

  it('without its database runs the sweep for this session alone, and says so in words', async () => {
    const rig = await startSweepIpcRig({ listings: 2000, vinCount: 20, cacheDir: SANDBOX_CACHE, database: false });
    try {
      expect(rig.runner.storageNotice).toBe(
        'VinDesk could not open its saved records, so a recall sweep’s progress is kept only while VinDesk is open: a sweep stopped by quitting will not carry on next time.',
      );
      await rig.runner.start(rig.vins.join('\n'));
      await rig.runner.idle();
      expect(rig.runner.status()).toMatchObject({ state: 'done', checked: 20 });
    } finally {
      await rig.close();
    }
    const saved = await startSweepIpcRig({ listings: 2000, vinCount: 20, cacheDir: SANDBOX_CACHE });
    try {
      expect(saved.runner.storageNotice).toBeNull();
    } finally {
      await saved.close();
    }
  });
});

import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { openAppDatabase } from '../../platform/database/app-database';
import { SPEND_MIGRATIONS } from './spend-migrations';
import type { RecordedMessage } from './test-support/spend-ledger-child';

const CHILD_SOURCE = join(import.meta.dirname, 'test-support', 'spend-ledger-child.ts');
/** The ledger's flush interval: the most a kill may lose by design. */
const FLUSH_EVERY_MS = 1_000;
/**
 * What a kill may lose on top of the interval: the flush timer firing late (the child's event
 * loop is busy recording, and vitest runs test files in parallel on a 2-core machine) and the
 * flush's own transaction (a few ms for ~1,500 rows). Measured losses stayed below 1,000 ms,
 * idle and beside two CPU-bound processes; 500 ms leaves room for a slower machine.
 */
const MARGIN_MS = 500;
const KILLS = 9;
/** Children in parallel, each with its own file, so six kills take seconds. */
const LANES = 3;

let child: string;
beforeAll(async () => {
  // Bundled once from the ledger the app ships, as the atomic-write kill test does (tsx per kill costs ~0.5 s).
  child = join(await mkdtemp(join(tmpdir(), 'vindesk-spend-child-')), 'spend-ledger-child.mjs');
  await build({ entryPoints: [CHILD_SOURCE], outfile: child, bundle: true, platform: 'node', format: 'esm' });
});

interface KillResult {
  killAtMs: number;
  recorded: RecordedMessage[];
  /** The sequence numbers in the file, in row order. */
  stored: number[];
}

/**
 * Lets a child record for 1.6 to 4.6 s of its own time, kills it hard, and reads the file. At
 * least 1.6 s, so some calls are older than the loss window; a 3 s spread, so kills land at
 * every phase of the flush cycle (and of a 2 s cycle: a ledger flushing every 2 s fails about
 * one kill in three here, so nine kills catch it nearly always).
 */
async function killOnce(file: string): Promise<KillResult> {
  const writer = fork(child, [file], { execArgv: [], stdio: ['ignore', 'ignore', 'pipe', 'ipc'] });
  const exited = once(writer, 'exit');
  const recorded: RecordedMessage[] = [];
  const runForMs = 1_600 + Math.random() * 3_000;
  // The kill lands when the child reports having recorded for runForMs: any phase of its flush cycle.
  const killAtMs = await new Promise<number>((resolve, reject) => {
    let firstAtMs: number | undefined;
    writer.on('error', reject);
    writer.on('message', (message: 'started' | RecordedMessage) => {
      if (message === 'started') return;
      recorded.push(message);
      firstAtMs ??= message.atMs;
      if (message.atMs - firstAtMs < runForMs || writer.killed) return;
      const at = Date.now();
      writer.kill('SIGKILL');
      resolve(at);
    });
  });
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  // A child that died on its own (a failed open, say) would prove nothing about kills.
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
  const database = openAppDatabase({ file, migrations: SPEND_MIGRATIONS });
  try {
    const rows = database.connection.prepare('SELECT price_micros FROM spend_calls ORDER BY rowid').all() as {
      price_micros: number;
    }[];
    return { killAtMs, recorded, stored: rows.map((row) => row.price_micros) };
  } finally {
    database.close();
  }
}

describe('spend ledger under SIGKILL', () => {
  it(`keeps every call recorded more than ${FLUSH_EVERY_MS + MARGIN_MS} ms before a kill -9, over ${KILLS} kills`, async () => {
    const dir = await mkdtemp(join(tmpdir(), 'vindesk-spend-kill-'));
    const losses: number[] = [];

    async function lane(index: number, rounds: number): Promise<void> {
      for (let round = 0; round < rounds; round += 1) {
        // A new file per kill, so the sequence numbers start at 0 each time.
        const { killAtMs, recorded, stored } = await killOnce(join(dir, `lane-${index}-${round}.sqlite`));
        // Whole flushes only: the file holds exactly calls 0…n-1, none torn, none twice.
        expect(stored.every((seq, position) => seq === position)).toBe(true);
        const kept = stored.length;
        // Every call the child recorded before the window is in the file.
        const mustBeKept = recorded.filter((message) => message.atMs < killAtMs - FLUSH_EVERY_MS - MARGIN_MS);
        expect(mustBeKept.length).toBeGreaterThan(0);
        expect(Math.max(...mustBeKept.map((message) => message.seq))).toBeLessThan(kept);
        // How far back the loss reached: from the kill to the first call not in the file.
        const firstLost = recorded.find((message) => message.seq >= kept);
        losses.push(firstLost ? killAtMs - firstLost.atMs : 0);
      }
    }

    await Promise.all(
      Array.from({ length: LANES }, (_, index) =>
        lane(index, Math.floor(KILLS / LANES) + (index < KILLS % LANES ? 1 : 0)),
      ),
    );
    expect(losses).toHaveLength(KILLS);
    // The ledger batches: some kill must have lost the unflushed tail, or the test proved nothing.
    expect(Math.max(...losses)).toBeGreaterThan(0);
  }, 90_000);
});

import { fork } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { payloads } from './test-support/atomic-write-payloads';

const CHILD_SOURCE = join(import.meta.dirname, 'test-support', 'atomic-write-child.ts');
const KILLS = 100;
/** Children run in parallel lanes, each with its own file, to keep 100 kills within seconds. */
const LANES = 4;
const MAX_DELAY_MS = 60;

let child: string;
beforeAll(async () => {
  // The child is bundled once from the same atomic-write.ts the app ships (esbuild is what tsx
  // runs, too): starting it under `node --import tsx` costs ~0.5 s of CPU a kill, 100 times.
  child = join(await mkdtemp(join(tmpdir(), 'vindesk-atomic-child-')), 'atomic-write-child.mjs');
  await build({ entryPoints: [CHILD_SOURCE], outfile: child, bundle: true, platform: 'node', format: 'esm' });
});

/** Starts a writer, lets it write for a random moment, kills it hard, and returns what the file holds. */
async function killOnce(file: string, durable: boolean): Promise<string | null> {
  const writer = fork(child, durable ? [file] : [file, 'not-durable'], {
    execArgv: [],
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
  });
  const exited = once(writer, 'exit');
  await once(writer, 'message');
  await new Promise((resolve) => setTimeout(resolve, Math.random() * MAX_DELAY_MS));
  writer.kill('SIGKILL');
  const [code, signal] = (await exited) as [number | null, NodeJS.Signals | null];
  // A child that died on its own (say, a failed write) would prove nothing about kills.
  expect({ code, signal }).toEqual({ code: null, signal: 'SIGKILL' });
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'ENOENT') return null;
    throw error;
  }
}

describe('writeFileAtomic under SIGKILL', () => {
  // Without fsync (the response cache) a power cut may lose a write, but a killed process may
  // not: the rename still only ever shows a whole file. Fewer kills there, to keep the time.
  it.each([
    { durable: true, kills: KILLS },
    { durable: false, kills: KILLS / 2 },
  ])(
    `leaves exactly the old or the new content after $kills kills at random moments (durable: $durable)`,
    async ({ durable, kills }) => {
      const { a, b } = payloads();
      const dir = await mkdtemp(join(tmpdir(), 'vindesk-atomic-kill-'));
      const seen = { absent: 0, a: 0, b: 0 };

      async function lane(index: number, rounds: number): Promise<void> {
        const file = join(dir, `lane-${index}.json`);
        let written = false;
        for (let round = 0; round < rounds; round += 1) {
          const content = await killOnce(file, durable);
          if (content === null) {
            // Absent is only possible before the first write ever landed.
            expect(written).toBe(false);
            seen.absent += 1;
            continue;
          }
          written = true;
          // Parses as JSON, and is one of the two whole contents, never a mix or a prefix.
          expect(() => JSON.parse(content) as unknown).not.toThrow();
          expect(content === a || content === b).toBe(true);
          seen[content === a ? 'a' : 'b'] += 1;
        }
      }

      await Promise.all(
        Array.from({ length: LANES }, (_, index) =>
          lane(index, Math.floor(kills / LANES) + (index < kills % LANES ? 1 : 0)),
        ),
      );
      expect(seen.absent + seen.a + seen.b).toBe(kills);
      expect(seen.a + seen.b).toBeGreaterThan(0);
    },
    90_000,
  );
});

/**
 * Child of atomic-write-kill.test.ts (bundled by the test with esbuild; runs under
 * `node --import tsx` just as well): writes A, B, A, B… to
 * one file through the app's own writeFileAtomic until the parent SIGKILLs it.
 * A third argument `not-durable` writes without fsync (the response cache's writes).
 */
import { writeFileAtomic } from '../atomic-write';
import { payloads } from './atomic-write-payloads';

const target = process.argv[2];
const durable = process.argv[3] !== 'not-durable';
if (!target) throw new Error('usage: atomic-write-child <file>');
const { a, b } = payloads();

async function main(target: string): Promise<void> {
  // Tells the parent the loop is starting, so its random delay measures time spent writing.
  process.send?.('started');
  for (let turn = 0; ; turn += 1) await writeFileAtomic(target, turn % 2 === 0 ? a : b, { durable });
}

void main(target);

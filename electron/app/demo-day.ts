import { join } from 'node:path';
import { z } from 'zod';
import { writeFileAtomic } from '../platform/fs/atomic-write';
import { readJsonStore } from '../platform/fs/json-store-file';

const DAY_MS = 86_400_000;

/** Where the first demo start is kept in userData (0600, as every file there: owner-only.ts). */
export const DEMO_FIRST_START_FILE = 'demo-first-start.json';

const FirstStartSchema = z.object({ firstStartedAt: z.number().int().nonnegative() });

/**
 * The demo's simulated day (sandbox/market/): whole days since this user first started the
 * demo, so a demo user who comes back sees prices cut, cars sold and new ones listed, as a
 * dealer's market moves (market-design.md). The first start is day 0 and writes the date; a
 * clock set back reads as day 0, and the sandbox has no day past maxDay (its MAX_SANDBOX_DAY). Whole days are
 * counted from the moment, not the calendar, so two starts an hour apart over midnight show
 * the same day.
 */
export async function demoDay(userDataDir: string, maxDay: number, now: () => number = Date.now): Promise<number> {
  const file = join(userDataDir, DEMO_FIRST_START_FILE);
  const stored = await readJsonStore(file, FirstStartSchema);
  const at = now();
  if (stored.value === null) {
    await writeFileAtomic(file, `${JSON.stringify({ firstStartedAt: at })}\n`);
    return 0;
  }
  return Math.min(maxDay, Math.max(0, Math.floor((at - stored.value.firstStartedAt) / DAY_MS)));
}

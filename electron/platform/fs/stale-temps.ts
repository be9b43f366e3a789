import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';

// A write cut short by a crash or a kill leaves its temp file (atomic-write.ts names them
// `<file>.<pid>.<random>.tmp`) beside the file it was replacing. Nothing reads them and no
// later write reuses the name, so they would pile up in userData for good (issue 37 item 7).

/**
 * Removes the *.tmp files directly in each folder. For the start only, before anything
 * writes there: a temp file of a write still under way would be removed too. A folder that
 * is missing or cannot be read is passed over.
 */
export async function removeStaleTemps(folders: readonly string[]): Promise<void> {
  for (const folder of folders) {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => []);
    const stale = entries.filter((entry) => entry.isFile() && entry.name.endsWith('.tmp'));
    await Promise.all(stale.map((entry) => rm(join(folder, entry.name), { force: true }).catch(() => undefined)));
  }
}

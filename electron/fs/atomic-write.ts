import { mkdir, open, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';

/**
 * Writes a file so that readers see either the old or the new content, never a torn
 * one: write a sibling temp file (same folder, so the rename never crosses a disk),
 * fsync it, then rename over the target. The fsync comes before the rename because
 * otherwise a power cut can leave the new name pointing at blocks never written.
 */
export async function writeFileAtomic(path: string, data: string | Uint8Array): Promise<void> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    const handle = await open(temp, 'w');
    try {
      await handle.writeFile(data);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
  await syncFolder(folder);
}

/** A file written piece by piece that appears at its path, whole, only on commit. */
export interface AtomicFileWriter {
  write(text: string): Promise<void>;
  /** fsync, rename over the target, fsync the folder: the same guarantees as writeFileAtomic. */
  commit(): Promise<void>;
  /** Drops the temp file; the target keeps its old content. Safe after a failed write or commit. */
  discard(): Promise<void>;
}

/**
 * writeFileAtomic for content too large to hold as one string (a 100,000-row export): each
 * write goes straight to the sibling temp file, so main never builds or encodes it all at once.
 */
export async function openAtomicFile(path: string): Promise<AtomicFileWriter> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true });
  const temp = `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
  const handle = await open(temp, 'w');
  let isOpen = true;
  async function closeHandle(): Promise<void> {
    if (!isOpen) return;
    isOpen = false;
    await handle.close();
  }
  return {
    // writeFile, not write: it loops over short writes and continues from the current position.
    write: async (text) => {
      await handle.writeFile(text);
    },
    commit: async () => {
      try {
        await handle.sync();
        await closeHandle();
        await rename(temp, path);
      } catch (error) {
        await closeHandle().catch(() => undefined);
        await rm(temp, { force: true });
        throw error;
      }
      await syncFolder(folder);
    },
    discard: async () => {
      await closeHandle().catch(() => undefined);
      await rm(temp, { force: true });
    },
  };
}

/**
 * Makes the rename itself durable. Best effort: Windows cannot open a folder for
 * fsync, and the content is already safe either way (old or new, never torn).
 */
async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return;
  try {
    const handle = await open(folder, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Some file systems refuse fsync on a folder; nothing more can be done there.
  }
}

import { mkdir, open, rename, rm, type FileHandle } from 'node:fs/promises';
import { dirname } from 'node:path';
import { randomBytes } from 'node:crypto';
import { OWNER_ONLY_FILE, OWNER_ONLY_FOLDER } from './owner-only';

export interface AtomicWriteOptions {
  /**
   * false: no fsync of the file or its folder. Readers still see the old or the new content,
   * never a torn one, but a power cut may lose the new content (or leave an empty file). Only
   * for content that is disposable and checked on read (a response-cache entry): the two
   * fsyncs are most of the cost of a small write, and a 500-VIN sweep caches 500 answers.
   */
  durable?: boolean;
  /**
   * Permission bits of the written file. Set on the temp file as it is created, so the content
   * is never readable by others, not even for a moment; the rename keeps them. Without it,
   * 0o600: the user's alone (issue 37 item 7). Windows keeps no POSIX mode.
   */
  mode?: number;
  /** Told of the temp file before it is created and after it is gone (an export's, kept in a list for a start after a crash). */
  temps?: TempFileLog;
}

/** Where temp files outside userData are listed while they exist (unfinished-temps.ts). */
export interface TempFileLog {
  add(path: string): Promise<void>;
  remove(path: string): Promise<void>;
}

/** A temp file's name beside its target: unique to this write, and ending in .tmp so a start can tell it is one. */
function tempPathOf(path: string): string {
  return `${path}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`;
}

/**
 * Opens a new file for writing, creating its folder only when it is missing (one call fewer
 * per write). Folders made here are the owner's only, as the file is.
 */
async function openForWrite(path: string, mode: number): Promise<FileHandle> {
  try {
    return await open(path, 'w', mode);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    await mkdir(dirname(path), { recursive: true, mode: OWNER_ONLY_FOLDER });
    return open(path, 'w', mode);
  }
}

/**
 * Writes a file so that readers see either the old or the new content, never a torn
 * one: write a sibling temp file (same folder, so the rename never crosses a disk),
 * fsync it, then rename over the target. The fsync comes before the rename because
 * otherwise a power cut can leave the new name pointing at blocks never written.
 */
export async function writeFileAtomic(
  path: string,
  data: string | Uint8Array,
  { durable = true, mode = OWNER_ONLY_FILE, temps }: AtomicWriteOptions = {},
): Promise<void> {
  const folder = dirname(path);
  const temp = tempPathOf(path);
  await temps?.add(temp);
  try {
    const handle = await openForWrite(temp, mode);
    try {
      await handle.writeFile(data);
      if (durable) await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temp, path);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  } finally {
    await temps?.remove(temp);
  }
  if (durable) await syncFolder(folder);
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
export async function openAtomicFile(
  path: string,
  { temps }: Pick<AtomicWriteOptions, 'temps'> = {},
): Promise<AtomicFileWriter> {
  const folder = dirname(path);
  await mkdir(folder, { recursive: true, mode: OWNER_ONLY_FOLDER });
  const temp = tempPathOf(path);
  await temps?.add(temp);
  let handle: FileHandle;
  try {
    handle = await open(temp, 'w', OWNER_ONLY_FILE);
  } catch (error) {
    await temps?.remove(temp);
    throw error;
  }
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
      } finally {
        await temps?.remove(temp);
      }
      await syncFolder(folder);
    },
    discard: async () => {
      await closeHandle().catch(() => undefined);
      await rm(temp, { force: true });
      await temps?.remove(temp);
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

import { lstat, readFile, rename } from 'node:fs/promises';
import { basename, dirname, extname, join } from 'node:path';
import type { z } from 'zod';

export interface JsonStoreRead<T> {
  /** The stored value, or null when there is none (missing file) or it was damaged. */
  value: T | null;
  /** Set when the file was damaged: where it was moved so the user's data is kept. */
  damaged?: { movedTo: string };
}

export interface ReadJsonStoreOptions {
  now?: () => number;
}

/**
 * Reads a JSON store under userData. A file that is not JSON, or that the schema
 * rejects, is moved aside (renamed, never copied, so its bytes are kept exactly) to
 * `<name>.damaged-<time>.json` beside it. The caller then starts empty and its next
 * write creates a fresh file instead of overwriting what the user had.
 *
 * Errors other than a missing file (no permission, a folder in the way) are thrown:
 * the file may be perfectly fine, so it must not be moved.
 */
export async function readJsonStore<S extends z.ZodType>(
  path: string,
  schema: S,
  options: ReadJsonStoreOptions = {},
): Promise<JsonStoreRead<z.output<S>>> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    if (isMissing(error)) return { value: null };
    throw error;
  }
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return { value: null, damaged: { movedTo: await moveAside(path, options.now ?? Date.now) } };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { value: parsed.data };
  return { value: null, damaged: { movedTo: await moveAside(path, options.now ?? Date.now) } };
}

/** Renames the damaged file to a name that exists nowhere yet, and returns that path. */
async function moveAside(path: string, now: () => number = Date.now): Promise<string> {
  const extension = extname(path);
  const stem = basename(path, extension);
  const stamp = fileSafeTime(now());
  for (let counter = 1; ; counter += 1) {
    const suffix = counter === 1 ? '' : `-${counter}`;
    const target = join(dirname(path), `${stem}.damaged-${stamp}${suffix}${extension || '.json'}`);
    // rename() silently replaces an existing file, so an earlier damaged copy is looked for first.
    if (await exists(target)) continue;
    await rename(path, target);
    return target;
  }
}

/** 2026-11-23T14:02:10.123Z → 20261123T140210Z: sorts by time and holds no ':' (not allowed on Windows). */
export function fileSafeTime(ms: number): string {
  return `${new Date(ms).toISOString().slice(0, 19).replace(/[-:]/g, '')}Z`;
}

async function exists(path: string): Promise<boolean> {
  try {
    await lstat(path);
    return true;
  } catch (error) {
    if (isMissing(error)) return false;
    throw error;
  }
}

function isMissing(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT';
}

import { chmodSync, closeSync, existsSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { OWNER_ONLY_FILE, OWNER_ONLY_FOLDER } from '../fs/owner-only';

/**
 * Creates the file empty with mode 0600 when it is missing, and narrows an existing one to 0600.
 * SQLite creates its -wal and -shm files with the mode of the database file, so creating the
 * database this way keeps its siblings private from their first byte. A folder made here is
 * the owner's only (issue 37 item 7); an existing one keeps its mode.
 */
export function ensurePrivateFile(file: string): void {
  mkdirSync(dirname(file), { recursive: true, mode: OWNER_ONLY_FOLDER });
  // 'a' creates without truncating: an existing database is never emptied here.
  closeSync(openSync(file, 'a', OWNER_ONLY_FILE));
  restrictToOwner(file);
}

/** Sets mode 0600 on each file that exists (a file made by an older build, say, with 0644). */
export function restrictToOwner(...files: string[]): void {
  // Windows keeps no POSIX mode (chmod there only toggles read-only); the profile folder's ACL applies.
  if (process.platform === 'win32') return;
  for (const file of files) if (existsSync(file)) chmodSync(file, OWNER_ONLY_FILE);
}

// What VinDesk writes is the user's alone: settings, the spend ledger, cached answers about
// their stock, logs and exports (issue 37 item 7). Files are created read-write for the owner
// and folders open to the owner only, whatever the umask would allow. Windows keeps no POSIX
// mode; the profile folder's ACL applies there.

/** Read and write for the owner only. */
export const OWNER_ONLY_FILE = 0o600;

/** Read, write and enter for the owner only. */
export const OWNER_ONLY_FOLDER = 0o700;

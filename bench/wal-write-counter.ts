// Counts what SQLite writes for a database in WAL mode, by reading its -wal file as it grows
// (the format is SQLite's: sqlite.org/fileformat2.html, "The WAL File Format"). A 32-byte
// header carries two salts; each frame is a 24-byte header (page number, salts) and one page.
// Frames whose salts match the header's are this generation's; when the WAL restarts after a
// checkpoint, the salts change. A checkpoint writes each page of the generation once, into
// the database file.
import { closeSync, existsSync, openSync, readSync } from 'node:fs';

const WAL_HEADER = 32;
const FRAME_HEADER = 24;

export interface WalWriteCounter {
  /** Reads the frames appended since the last look; call after each commit, before the next checkpoint. */
  look(): void;
  /** Bytes written so far, counting the pages of the current WAL as checkpointed (as closing the database does). */
  bytes(): number;
}

export function walWriteCounter(databaseFile: string, pageSize: number): WalWriteCounter {
  const wal = `${databaseFile}-wal`;
  let salts = '';
  let offset = WAL_HEADER;
  let written = 0;
  let pages = new Set<number>();
  const header = Buffer.alloc(WAL_HEADER);
  const frame = Buffer.alloc(FRAME_HEADER);
  return {
    look() {
      if (!existsSync(wal)) return;
      const fd = openSync(wal, 'r');
      try {
        if (readSync(fd, header, 0, WAL_HEADER, 0) < WAL_HEADER) return;
        const now = header.subarray(16, 24).toString('hex');
        if (now !== salts) {
          // A new generation: the last one's pages went into the database file at its checkpoint.
          written += pages.size * pageSize + WAL_HEADER;
          pages = new Set();
          salts = now;
          offset = WAL_HEADER;
        }
        while (readSync(fd, frame, 0, FRAME_HEADER, offset) === FRAME_HEADER) {
          if (frame.subarray(8, 16).toString('hex') !== salts) break;
          pages.add(frame.readUInt32BE(0));
          written += FRAME_HEADER + pageSize;
          offset += FRAME_HEADER + pageSize;
        }
      } finally {
        closeSync(fd);
      }
    },
    bytes: () => written + pages.size * pageSize,
  };
}

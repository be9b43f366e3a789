import { rename } from 'node:fs/promises';
import { z } from 'zod';
import type { WatchedVin } from '../../../shared/ipc/watchlist-channels';
import { readJsonStore, type JsonStoreRead } from '../../platform/fs/json-store-file';

/** watchlist.json as VinDesk wrote it before the watchlist moved into vindesk.sqlite. */
const FileSchema = z.object({
  version: z.literal(1),
  vins: z.array(
    z.object({
      vin: z.string(),
      addedAt: z.string(),
      lastCheckedAt: z.string().nullable(),
      openRecalls: z.record(z.string(), z.string()),
      parkIt: z.boolean(),
      parkOutside: z.boolean(),
      problem: z.string().optional(),
      checkedWith: z.enum(['openrecalls', 'recalls']).optional(),
      onRecord: z.array(z.string()).optional(),
    }),
  ),
});

export interface LegacyRead {
  /** A readable file was there (and is to be marked imported once its entries are saved). */
  found: boolean;
  /** The file's entries, newest-added first; empty when there is no file or it was damaged. */
  entries: WatchedVin[];
  /** Where a damaged file was moved (kept, never overwritten), when it was. */
  movedTo?: string;
}

/**
 * Reads the old watchlist.json. A damaged file is moved aside by readJsonStore so the VINs stay
 * recoverable; a file that cannot be read at all (permissions) is not known to be damaged, so
 * it is left where it is and the watchlist starts from what the database holds.
 */
export async function readLegacyWatchlist(path: string, now: () => number): Promise<LegacyRead> {
  const read = await readJsonStore(path, FileSchema, { now }).catch((): JsonStoreRead<never> => ({ value: null }));
  return {
    found: read.value !== null,
    entries: read.value?.vins ?? [],
    ...(read.damaged ? { movedTo: read.damaged.movedTo } : {}),
  };
}

/** Once its entries are in the database, the old file is renamed so it is imported once only, yet kept. */
export async function markImported(path: string): Promise<void> {
  await rename(path, `${path}.imported`);
}

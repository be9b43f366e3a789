import { rename } from 'node:fs/promises';
import { z } from 'zod';
import { sweepPauseSchema, type SweepService } from '../../../shared/ipc/sweep-channels';
import { readJsonStore, type JsonStoreRead } from '../../platform/fs/json-store-file';
import type { SavedSweep } from './saved-sweep';

// Before issue 37 item 4 the sweep lived in userData/recall-sweep.json, rewritten whole on each
// save. That file is read once into the app database, then renamed so it is not read again.

const LegacySweepSchema = z.object({
  id: z.string(),
  state: z.enum(['running', 'paused', 'done', 'cancelled']),
  endpoint: z.enum(['openrecalls', 'recalls']),
  vins: z.array(z.string()),
  refused: z.array(z.object({ line: z.number(), value: z.string(), reason: z.string() })),
  // Absent in sweeps saved before the refused list had a cap: then every refused line is listed.
  refusedCount: z.number().int().nonnegative().optional(),
  stockNumbers: z.record(z.string(), z.string()).optional(),
  results: z.array(
    z.object({
      vin: z.string(),
      verdict: z.enum(['park-it', 'park-outside', 'open', 'clean', 'on-record', 'error']),
      count: z.number(),
      recordCount: z.number().optional(),
      campaigns: z.array(z.string()),
      parkOutside: z.boolean().optional(),
      error: z.string().optional(),
      stock: z.string().optional(),
      year: z.number().optional(),
      make: z.string().optional(),
      model: z.string().optional(),
    }),
  ),
  startedAt: z.string(),
  // Absent in sweeps saved before a sweep could pause by itself.
  pausedFor: sweepPauseSchema.nullable().optional(),
});

export const LEGACY_SWEEP_FILE = 'recall-sweep.json';
/** Where the file goes once imported: kept, not deleted, and never read again. */
export const IMPORTED_SWEEP_FILE = 'recall-sweep.imported.json';

export interface LegacySweepRead {
  sweep: SavedSweep | null;
  /** Set when the file was damaged: where it was moved (readJsonStore), its bytes kept. */
  damagedTo?: string;
}

/**
 * Reads recall-sweep.json. The old file did not record which service the sweep asked: it is
 * taken to be the one in force now (`service`), the only guess that lets a sweep running when
 * the old build closed carry on, as it did before.
 */
export async function readLegacySweep(
  path: string,
  service: SweepService,
  now: () => number,
): Promise<LegacySweepRead> {
  const read = await readJsonStore(path, LegacySweepSchema, { now })
    // A file that cannot be read at all (permissions) is not known to be damaged, so it is
    // not moved; the sweep starts empty rather than stopping the app.
    .catch((): JsonStoreRead<never> => ({ value: null }));
  const value = read.value;
  const damaged = read.damaged ? { damagedTo: read.damaged.movedTo } : {};
  if (!value) return { sweep: null, ...damaged };
  return {
    sweep: {
      id: value.id,
      state: value.state,
      endpoint: value.endpoint,
      service,
      vins: value.vins,
      refused: value.refused,
      refusedCount: value.refusedCount ?? value.refused.length,
      stockNumbers: value.stockNumbers ?? {},
      results: value.results,
      startedAt: value.startedAt,
      pausedFor: value.pausedFor ?? null,
    },
  };
}

/** Moves the imported file aside; a failure leaves it to be imported again (the import replaces, so that is harmless). */
export async function retireLegacySweep(path: string, importedPath: string): Promise<void> {
  await rename(path, importedPath).catch(() => undefined);
}

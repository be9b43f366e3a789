// Loads the vPIC database, the verified VIN catalog and the dataset from cacheDir,
// building whatever is missing. The first start builds everything (well under a
// minute); later starts only read files.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'sql.js';
import { buildVinPatternCatalog, type VinPattern } from '../catalog/vin-pattern-catalog';
import { openVpicDatabase } from '../vpic/vpic-database';
import { VpicVinDecoder } from '../vpic/vin-decoder';
import type { Dataset } from './dataset';
import { buildDataset, DATASET_FORMAT_VERSION } from './dataset-builder';
import { readDatasetFile, writeDatasetFile } from './dataset-file';

/** Bump when the model catalog or the catalog builder changes. */
const CATALOG_VERSION = 1;

export interface Progress {
  (p: { phase: string; done: number; total: number }): void;
}

export interface LoadedData {
  db: Database;
  decoder: VpicVinDecoder;
  dataset: Dataset;
}

function writeAtomic(path: string, text: string): void {
  const tmp = `${path}.${process.pid}.tmp`;
  writeFileSync(tmp, text);
  renameSync(tmp, path);
}

export async function loadSandboxData(
  cacheDir: string,
  listings: number,
  seed: number,
  progress: Progress,
): Promise<LoadedData> {
  mkdirSync(cacheDir, { recursive: true });
  progress({ phase: 'vpic', done: 0, total: 1 });
  const { db, version } = await openVpicDatabase(cacheDir);
  progress({ phase: 'vpic', done: 1, total: 1 });

  const datasetPath = join(
    cacheDir,
    `dataset-${version}-c${CATALOG_VERSION}-f${DATASET_FORMAT_VERSION}-n${listings}-s${seed}.bin`,
  );
  if (existsSync(datasetPath)) {
    const dataset = readDatasetFile(datasetPath);
    progress({ phase: 'dataset', done: 1, total: 1 });
    return { db, decoder: new VpicVinDecoder(db), dataset };
  }

  const catalogPath = join(cacheDir, `vin-catalog-${version}-c${CATALOG_VERSION}.json`);
  let patterns: VinPattern[];
  if (existsSync(catalogPath)) {
    patterns = JSON.parse(readFileSync(catalogPath, 'utf8')) as VinPattern[];
  } else {
    // A throwaway decoder: corgi's query cache from verification is not needed later.
    const verifier = new VpicVinDecoder(db);
    patterns = await buildVinPatternCatalog(db, verifier, (done, total) =>
      progress({ phase: 'vin-catalog', done, total }),
    );
    writeAtomic(catalogPath, JSON.stringify(patterns));
  }
  const dataset = buildDataset(listings, seed, patterns, (phase, done, total) => progress({ phase, done, total }));
  writeDatasetFile(datasetPath, dataset);
  progress({ phase: 'dataset', done: 1, total: 1 });
  return { db, decoder: new VpicVinDecoder(db), dataset };
}

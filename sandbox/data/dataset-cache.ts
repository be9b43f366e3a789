// Loads the vPIC database, the verified VIN catalog and the dataset from cacheDir (or
// a folder prebuilt at build time), building whatever is missing. A first start
// without a prebuilt folder builds everything (a minute or two); later starts, and a
// first start with one, only read files.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Database } from 'sql.js';
import { buildVinPatternCatalog, type VinPattern } from '../catalog/vin-pattern-catalog';
import { openVpicDatabase, vpicVersion } from '../../node/vpic/vpic-database';
import { VpicVinDecoder } from '../../node/vpic/vin-decoder';
import type { Dataset } from './dataset';
import { buildDataset, DATASET_FORMAT_VERSION } from './dataset-builder';
import { readDatasetFile, writeDatasetFile } from './dataset-file';

/** Bump when the model catalog or the catalog builder changes. */
const CATALOG_VERSION = 3;

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
  // The cache is in userData (demo-data/): the owner's only, as every file there (issue 37 item 7).
  writeFileSync(tmp, text, { mode: 0o600 });
  renameSync(tmp, path);
}

export async function loadSandboxData(
  cacheDir: string,
  listings: number,
  seed: number,
  progress: Progress,
): Promise<LoadedData> {
  const data = await loadServableData(cacheDir, listings, seed, progress);
  const db = await data.openVpic();
  return { db, decoder: data.decoder, dataset: data.dataset };
}

/** The dataset's file name: every input that changes its content is in it. */
export function datasetFileName(listings: number, seed: number, version = vpicVersion()): string {
  return `dataset-${version}-c${CATALOG_VERSION}-f${DATASET_FORMAT_VERSION}-n${listings}-s${seed}.bin`;
}

export interface ServableData {
  dataset: Dataset;
  /** The dataset file's name: its sidecar files (sort orders, samples) are named after it. */
  datasetName: string;
  /** Folders that may hold the sidecars, the cache first. */
  sidecarDirs: string[];
  /** Decodes wait until openVpic() has opened the database. */
  decoder: VpicVinDecoder;
  /** Opens vPIC once (later calls share it); a caller serving listings starts it after it listens. */
  openVpic(): Promise<Database>;
}

export interface ServableOptions {
  /** A folder produced at build time (see prebuild-sandbox-data.ts) holding the default dataset. */
  prebuiltDir?: string;
}

/**
 * Finds the dataset in cacheDir or the prebuilt folder, or builds it into cacheDir.
 * When it is found, vPIC is not opened yet: the listings can be served at once and
 * decodes wait for openVpic(), which on a first launch unpacks a prebuilt index.
 */
export async function loadServableData(
  cacheDir: string,
  listings: number,
  seed: number,
  progress: Progress,
  options: ServableOptions = {},
): Promise<ServableData> {
  mkdirSync(cacheDir, { recursive: true, mode: 0o700 });
  const version = vpicVersion();
  const datasetName = datasetFileName(listings, seed, version);
  const sidecarDirs = options.prebuiltDir ? [cacheDir, options.prebuiltDir] : [cacheDir];
  let opening: Promise<Database> | null = null;
  const openVpic = (): Promise<Database> => {
    opening ??= (async () => {
      progress({ phase: 'vpic', done: 0, total: 1 });
      const { db } = await openVpicDatabase(cacheDir, {
        ...(options.prebuiltDir ? { prebuiltDir: options.prebuiltDir } : {}),
        // The last step (reading into sql.js) is left for the 1/1 below.
        onProgress: (done, total) => progress({ phase: 'vpic', done: Math.min(done, total - 1), total }),
      });
      progress({ phase: 'vpic', done: 1, total: 1 });
      return db;
    })();
    return opening;
  };
  let deferred: (value: Promise<Database>) => void = () => undefined;
  const whenOpen = new Promise<Database>((resolve) => (deferred = resolve));
  const decoder = new VpicVinDecoder(whenOpen);
  const servable = (dataset: Dataset): ServableData => ({
    dataset,
    datasetName,
    sidecarDirs,
    decoder,
    openVpic: () => {
      deferred(openVpic());
      return whenOpen;
    },
  });

  for (const dir of sidecarDirs) {
    const path = join(dir, datasetName);
    if (existsSync(path)) {
      const dataset = readDatasetFile(path);
      progress({ phase: 'dataset', done: 1, total: 1 });
      return servable(dataset);
    }
  }

  const db = await openVpic();
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
  writeDatasetFile(join(cacheDir, datasetName), dataset);
  progress({ phase: 'dataset', done: 1, total: 1 });
  return servable(dataset);
}

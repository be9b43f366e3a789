// Produces, at build time, the folder a first launch serves from at once
// (out/main/sandbox-data): the default dataset (100,000 listings, seed 1), its sort
// orders and samples, and the indexed vPIC gzipped. Without it a first launch spends a
// minute or more verifying the VIN catalog and indexing vPIC before any listing exists.
// cacheDir keeps the results between builds, so only the first build on a machine pays.
import { createReadStream, createWriteStream, existsSync } from 'node:fs';
import { copyFile, mkdir, rename } from 'node:fs/promises';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import { datasetFileName } from './data/dataset-cache';
import { sidecarNames } from './dataset-sidecars';
import { indexedVpicName, openVpicDatabase, vpicVersion } from '../node/vpic/vpic-database';
import { startSandbox } from './start-sandbox';

const PREBUILT_LISTINGS = 100_000;
const PREBUILT_SEED = 1;

export async function prebuildSandboxData(outDir: string, cacheDir: string): Promise<string[]> {
  // Starting the sandbox once leaves the dataset and its sidecars in cacheDir.
  const sandbox = await startSandbox({
    listings: PREBUILT_LISTINGS,
    seed: PREBUILT_SEED,
    cacheDir,
    prebuiltDir: cacheDir,
    rateLimit: false,
  });
  await sandbox.close();
  (await openVpicDatabase(cacheDir)).db.close();

  const vpicName = indexedVpicName(vpicVersion());
  const gz = join(cacheDir, `${vpicName}.gz`);
  if (!existsSync(gz)) {
    const tmp = `${gz}.${process.pid}.tmp`;
    await pipeline(createReadStream(join(cacheDir, vpicName)), createGzip({ level: 6 }), createWriteStream(tmp));
    await rename(tmp, gz);
  }
  const datasetName = datasetFileName(PREBUILT_LISTINGS, PREBUILT_SEED);
  const files = [datasetName, ...sidecarNames(datasetName), `${vpicName}.gz`];
  await mkdir(outDir, { recursive: true });
  for (const file of files) await copyFile(join(cacheDir, file), join(outDir, file));
  return files;
}

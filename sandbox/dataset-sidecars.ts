// Files kept beside a dataset so a start only reads: the listing index's sort orders
// and the sample VINs (finding them decodes VINs, which waits for vPIC). Both are
// derived from the dataset alone; a missing or unreadable one is derived again.
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SORT_ORDER_VERSION } from './listings/listing-index';
import type { CollectedSamples } from './state/sandbox-samples';
import { readSamples } from './sandbox-protocol-check';
import { readSortOrderFile, writeSortOrderFile } from './data/sort-order-file';

/** Bump when collect-samples.ts changes what it picks. */
const SAMPLES_VERSION = 1;

export interface SidecarPlace {
  datasetName: string;
  /** Searched in order; the first is where missing sidecars are written. */
  sidecarDirs: string[];
}

const ordersName = (place: SidecarPlace) => `${place.datasetName}.o${SORT_ORDER_VERSION}.orders`;
const samplesName = (place: SidecarPlace) => `${place.datasetName}.s${SAMPLES_VERSION}.samples.json`;

/** The sidecar files of a dataset, for copying into the prebuilt folder. */
export function sidecarNames(datasetName: string): string[] {
  const place = { datasetName, sidecarDirs: [] };
  return [ordersName(place), samplesName(place)];
}

function find(place: SidecarPlace, name: string): string | null {
  for (const dir of place.sidecarDirs) if (existsSync(join(dir, name))) return join(dir, name);
  return null;
}

export function readSavedOrders(place: SidecarPlace, count: number): Map<string, Int32Array> | null {
  const path = find(place, ordersName(place));
  try {
    return path ? readSortOrderFile(path, count) : null;
  } catch {
    return null;
  }
}

export function saveOrders(place: SidecarPlace, orders: ReadonlyMap<string, Int32Array>): void {
  writeSortOrderFile(join(place.sidecarDirs[0]!, ordersName(place)), orders);
}

export function readSavedSamples(place: SidecarPlace): CollectedSamples | null {
  const path = find(place, samplesName(place));
  if (!path) return null;
  try {
    return readSamples(JSON.parse(readFileSync(path, 'utf8')));
  } catch {
    return null;
  }
}

export function saveSamples(place: SidecarPlace, samples: CollectedSamples): void {
  const path = join(place.sidecarDirs[0]!, samplesName(place));
  const tmp = `${path}.${process.pid}.tmp`;
  // In userData's demo-data/: the owner's only (issue 37 item 7).
  writeFileSync(tmp, JSON.stringify(samples), { mode: 0o600 });
  renameSync(tmp, path);
}

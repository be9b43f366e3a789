// The thumbnail folder after weeks of use (issue 17: later launches are quick). Its cap
// (64 MB) holds about 8,000 result-row thumbnails; the first thumbnail a launch shows is
// read from it, and the index of the folder (for the cap) is built beside that.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ThumbnailCache } from '../electron/photos/thumbnail-cache';
import type { BenchRow } from './bench-row';

const FILES = 8_000;
/** A 168 × 120 WebP of a car photo is 4–8 KB. */
const FILE_BYTES = 6 * 1024;
const FIRST_READ_TARGET_MS = 50;

export async function runThumbnailCacheBench(): Promise<BenchRow[]> {
  const dir = await mkdtemp(join(tmpdir(), 'vindesk-bench-thumbnails-'));
  try {
    const body = Buffer.alloc(FILE_BYTES, 1);
    const keys = Array.from({ length: FILES }, (_, index) =>
      ThumbnailCache.keyOf(`https://photos.example/${index}.jpg`, 168, 120),
    );
    for (let from = 0; from < FILES; from += 200)
      await Promise.all(keys.slice(from, from + 200).map((key) => writeFile(join(dir, key), body)));

    // A new launch: a fresh cache over the full folder.
    const cache = new ThumbnailCache({ dir });
    const start = performance.now();
    const first = await cache.get(keys[FILES / 2]!);
    const firstMs = performance.now() - start;
    if (first?.byteLength !== FILE_BYTES) throw new Error('the first thumbnail was not read from the folder');
    const indexStart = performance.now();
    const total = await cache.totalBytes();
    const indexMs = performance.now() - indexStart;
    if (total !== FILES * FILE_BYTES) throw new Error(`the index counted ${total} bytes, not ${FILES * FILE_BYTES}`);

    return [
      {
        measure: `First thumbnail of a launch, ${FILES.toLocaleString('en-US')} thumbnails on disk`,
        target: `≤ ${FIRST_READ_TARGET_MS} ms`,
        result: `${firstMs.toFixed(1)} ms`,
        pass: firstMs <= FIRST_READ_TARGET_MS,
      },
      {
        measure: `Thumbnail folder index built beside it (${FILES.toLocaleString('en-US')} files)`,
        target: 'reported',
        result: `${indexMs.toFixed(0)} ms`,
        pass: true,
      },
    ];
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
